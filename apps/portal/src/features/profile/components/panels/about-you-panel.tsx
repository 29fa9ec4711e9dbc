import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_INTERESTS } from '@portal/domain/profile/fields';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

const AboutYouChoices = lazyNamed(() => import('./about-you-choices'), 'AboutYouChoices');

/** The pick lists' place while they load: the same fields, read-only, so nothing moves. */
function ChoicesLoading({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  const loading = { readOnly: true, placeholder: 'Loading…' };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...fieldLabel('publisher_type', true)} {...loading} />
        <TextInput {...fieldLabel('birth_date', true)} value={form.values.birth_date} readOnly />
      </SimpleGrid>
      <TextInput {...fieldLabel('ethnicity', false)} {...loading} />
      <TextInput
        {...fieldLabel('interests', false)}
        description={`select up to ${MAX_INTERESTS}`}
        {...loading}
      />
    </>
  );
}

export function AboutYouPanel({
  form,
  email,
}: {
  form: UseFormReturnType<ProfileFormValues>;
  email: string;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...fieldLabel('first_name', true)}
          autoComplete="given-name"
          {...form.getInputProps('first_name')}
        />
        <TextInput
          {...fieldLabel('last_name', true)}
          autoComplete="family-name"
          {...form.getInputProps('last_name')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        value={email}
        readOnly
        description="Your sign-in e-mail cannot be changed here."
      />
      <Suspense fallback={<ChoicesLoading form={form} />}>
        <AboutYouChoices form={form} />
      </Suspense>
    </Stack>
  );
}
