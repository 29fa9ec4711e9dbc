import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_INTERESTS } from '@portal/domain/profile/fields';
import { ETHNICITIES, genderOptions, INTERESTS } from '@portal/domain/profile/options';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          {...fieldLabel('publisher_type', true)}
          data={genderOptions as { value: string; label: string }[]}
          placeholder="Choose one"
          {...form.getInputProps('publisher_type')}
          value={form.values.publisher_type || null}
          onChange={(value) => form.setFieldValue('publisher_type', value ?? '')}
        />
        <TextInput
          {...fieldLabel('birth_date', true)}
          type="date"
          autoComplete="bday"
          {...form.getInputProps('birth_date')}
        />
      </SimpleGrid>
      <Select
        {...fieldLabel('ethnicity', false)}
        data={[...ETHNICITIES]}
        placeholder="Choose one"
        clearable
        {...form.getInputProps('ethnicity')}
        value={form.values.ethnicity || null}
        onChange={(value) => form.setFieldValue('ethnicity', value ?? '')}
      />
      <MultiSelect
        {...fieldLabel('interests', false)}
        description={`select up to ${MAX_INTERESTS}`}
        data={[...INTERESTS]}
        maxValues={MAX_INTERESTS}
        searchable
        {...form.getInputProps('interests')}
      />
    </Stack>
  );
}
