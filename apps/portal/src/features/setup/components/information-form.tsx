import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  type CategorySelection,
  isCategorySelectionValid,
  type ListCategory,
  selectionToStoreInput,
} from '@portal/domain/categories/categories';
import {
  changedNames,
  type SetupInformation,
  SetupInformationSchema,
  sameCategorySelection,
} from '@portal/domain/setup/setup-information';
import { Suspense, useState } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { CategorySummary } from './category-summary';

/** The categories modal (Modal, its focus trap and scroll lock) loads when it is first opened. */
const CategoriesModal = lazyNamed(() => import('./categories-modal'), 'CategoriesModal');

function validate(values: SetupInformation) {
  const result = SetupInformationSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

/**
 * Spec part 2 section 2 'Information': first name, last name, read-only e-mail and the
 * categories. Next saves only what changed (names through the profile update, categories
 * through storeCreatorCategories), then goes on to Accounts.
 */
export function InformationForm({
  email,
  saved,
  list,
  listLoading,
  savedCategories,
  onSaveNames,
  onSaveCategories,
  onDone,
}: {
  email: string;
  saved: { first_name: string | null; last_name: string | null };
  list: readonly ListCategory[];
  listLoading: boolean;
  savedCategories: CategorySelection;
  onSaveNames: (names: Partial<SetupInformation>) => Promise<unknown>;
  onSaveCategories: (input: ReturnType<typeof selectionToStoreInput>) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm<SetupInformation>({
    mode: 'controlled',
    initialValues: { first_name: saved.first_name ?? '', last_name: saved.last_name ?? '' },
    validate,
    validateInputOnBlur: true,
  });
  const [selection, setSelection] = useState(savedCategories);
  const [modalOpened, modal] = useDisclosure(false);
  const [modalAsked, setModalAsked] = useState(false);
  const [saving, setSaving] = useState(false);

  const valid = SetupInformationSchema.safeParse(form.values).success;
  const categoriesValid = isCategorySelectionValid(selection);

  const submit = form.onSubmit(async (values) => {
    if (!categoriesValid) return;
    setSaving(true);
    try {
      const names = changedNames(saved, SetupInformationSchema.parse(values));
      if (names) await onSaveNames(names);
      if (!sameCategorySelection(selection, savedCategories)) {
        await onSaveCategories(selectionToStoreInput(selection));
      }
      onDone();
    } catch (error) {
      // Spec part 2 section 8: a failed save keeps the creator on the page (the notice says why).
      console.warn('Setup information was not saved', error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="First Name"
          required
          autoComplete="given-name"
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last Name"
          required
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Email"
          value={email}
          readOnly
          description="Your e-mail can't be changed here."
        />
        <Input.Wrapper
          label="Categories"
          required
          description="Up to 2: one primary, one secondary"
        >
          <Paper withBorder p="sm" mt={4} radius="md">
            <Group justify="space-between" align="center" gap="xs">
              <CategorySummary selection={selection} list={list} />
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  setModalAsked(true);
                  modal.open();
                }}
              >
                {selection.primary ? 'Edit categories' : 'Choose categories'}
              </Button>
            </Group>
          </Paper>
        </Input.Wrapper>
        {!categoriesValid && (
          <Text size="sm" c="gray.8">
            Choose a primary category to continue.
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={!valid || !categoriesValid || saving}>
            Next
          </Button>
        </Group>
      </Stack>
      {modalAsked && (
        <Suspense fallback={null}>
          <CategoriesModal
            opened={modalOpened}
            onClose={modal.close}
            list={list}
            loading={listLoading}
            value={selection}
            onApply={setSelection}
          />
        </Suspense>
      )}
    </form>
  );
}
