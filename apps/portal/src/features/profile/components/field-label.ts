import { PROFILE_FIELD_LABELS, type ProfileField } from '@portal/domain/profile/fields';

/**
 * Label props for a profile field (part 1 section 2): required fields get the asterisk and
 * aria-required; optional ones say '(optional)'. The label text is the one field messages use.
 */
export function fieldLabel(field: ProfileField, required: boolean) {
  const label = PROFILE_FIELD_LABELS[field];
  return required ? { label, required: true } : { label: `${label} (optional)` };
}
