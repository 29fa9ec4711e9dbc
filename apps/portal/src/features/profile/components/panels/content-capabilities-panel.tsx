import { MultiSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CONTENT_TYPE_SPECIALTIES } from '@portal/domain/profile/options';
import { fieldLabel } from '../field-label';
import type { ProfileFormValues } from '../profile-form-values';

export function ContentCapabilitiesPanel({ form }: { form: UseFormReturnType<ProfileFormValues> }) {
  return (
    <MultiSelect
      {...fieldLabel('content_type_specialty', true)}
      description="The kinds of content you create"
      data={[...CONTENT_TYPE_SPECIALTIES]}
      searchable
      {...form.getInputProps('content_type_specialty')}
    />
  );
}
