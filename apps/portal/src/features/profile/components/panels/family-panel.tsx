import { MultiSelect, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CHILDREN_OPTIONS,
  PET_OPTIONS,
  RELATIONSHIP_STATUSES,
} from '@portal/domain/profile/options';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

const statuses = RELATIONSHIP_STATUSES.filter((status) => status.value !== 'unknown');

export function FamilyPanel({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <Stack gap="sm">
      <MultiSelect
        {...fieldLabel('children', false)}
        description="Children in your household"
        data={[...CHILDREN_OPTIONS]}
        {...form.getInputProps('children')}
      />
      <MultiSelect
        {...fieldLabel('pets', false)}
        data={[...PET_OPTIONS]}
        {...form.getInputProps('pets')}
      />
      <Select
        {...fieldLabel('relationship_status', false)}
        data={statuses}
        placeholder="Prefer not to say"
        clearable
        {...form.getInputProps('relationship_status')}
        value={form.values.relationship_status || null}
        onChange={(value) => form.setFieldValue('relationship_status', value ?? '')}
      />
    </Stack>
  );
}
