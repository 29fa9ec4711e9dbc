import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_INTERESTS } from '@portal/domain/profile/fields';
import { ETHNICITIES, genderOptions, INTERESTS } from '@portal/domain/profile/options';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

/**
 * About You's pick lists (gender, ethnicity, interests) with the birth date beside gender: loaded
 * just after the page (their dropdowns bring Mantine's Combobox, Popover and focus trap, ~35 kB
 * gzip), with a stand-in of the same size meanwhile (decision 500).
 */
export function AboutYouChoices({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <>
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
    </>
  );
}
