import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import {
  type CategoryRank,
  type CategorySelection,
  chooseCategory,
  clearCategory,
  isCategoryDisabled,
  isCategorySelectionValid,
  type ListCategory,
  toggleSubCategory,
} from '@portal/domain/categories/categories';
import { useEffect, useState } from 'react';

const RANK_LABELS: Record<CategoryRank, string> = { primary: 'Primary', secondary: 'Secondary' };

/**
 * Spec part 2 sections 2 and 5: a 320 px modal with a cascading checklist. Pick a primary
 * category (required) and a secondary (optional); each checked category unfolds its
 * sub-categories. A category chosen for one rank is disabled for the other.
 */
export function CategoriesModal({
  opened,
  onClose,
  list,
  loading,
  value,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  list: readonly ListCategory[];
  loading: boolean;
  value: CategorySelection;
  onApply: (selection: CategorySelection) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [rank, setRank] = useState<CategoryRank>('primary');
  useEffect(() => {
    if (opened) {
      setDraft(value);
      setRank('primary');
    }
  }, [opened, value]);

  const choice = draft[rank];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={320}
      title="Choose your categories"
      closeButtonProps={{ 'aria-label': 'Close categories' }}
    >
      <Stack gap="sm">
        <Text size="sm">Pick up to 2: a primary category (required) and a secondary one.</Text>
        <SegmentedControl
          fullWidth
          value={rank}
          onChange={(v) => setRank(v as CategoryRank)}
          aria-label="Category rank"
          data={(['primary', 'secondary'] as const).map((r) => ({
            value: r,
            label: RANK_LABELS[r],
          }))}
        />
        {loading ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label="Loading categories" />
          </Group>
        ) : list.length === 0 ? (
          <Text size="sm" role="status">
            Categories could not be loaded. Please try again later.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={340} type="auto" offsetScrollbars>
            <Stack gap={6} role="group" aria-label={`${RANK_LABELS[rank]} category`}>
              {list.map((category) => {
                const id = category.primaryCategoryID;
                const checked = choice?.categoryId === id;
                const disabled = isCategoryDisabled(draft, id, rank);
                return (
                  <Stack key={id} gap={4}>
                    <Checkbox
                      label={
                        disabled
                          ? `${category.primaryCategoryName} (${RANK_LABELS[rank === 'primary' ? 'secondary' : 'primary'].toLowerCase()})`
                          : category.primaryCategoryName
                      }
                      checked={checked}
                      disabled={disabled}
                      onChange={() =>
                        setDraft(
                          checked ? clearCategory(draft, rank) : chooseCategory(draft, rank, id),
                        )
                      }
                    />
                    {checked && category.subCategories.length > 0 && (
                      <Stack
                        gap={4}
                        pl="lg"
                        role="group"
                        aria-label={`${category.primaryCategoryName} sub-categories`}
                      >
                        {category.subCategories.map((sub) => (
                          <Checkbox
                            key={sub.subCategoryID}
                            size="xs"
                            label={sub.subCategoryName}
                            checked={choice.subCategoryIds.includes(sub.subCategoryID)}
                            onChange={() =>
                              setDraft(toggleSubCategory(draft, rank, sub.subCategoryID))
                            }
                          />
                        ))}
                      </Stack>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!isCategorySelectionValid(draft)}
            onClick={() => {
              onApply(draft);
              onClose();
            }}
          >
            Done
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
