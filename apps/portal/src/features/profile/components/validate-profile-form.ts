import type { FieldErrors } from '@portal/domain/errors/app-error';
import { ProfileInputSchema, profileFieldErrors } from '@portal/domain/profile/validation';
import { type ProfileFormValues, toProfileInput } from './profile-form-values';

/**
 * Field → message of every invalid field (part 1 section 5), empty when the form may be saved.
 * Its own module: the schema library and the list of top-level domains load when the creator
 * first edits or saves, not with the page (decision 500).
 */
export function validateProfileForm(values: ProfileFormValues): FieldErrors {
  const parsed = ProfileInputSchema.safeParse(toProfileInput(values));
  return parsed.success ? {} : profileFieldErrors(parsed.error);
}
