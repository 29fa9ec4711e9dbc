import type { FieldErrors } from '@portal/domain/errors/app-error';
import { profileSaveChanges } from '@portal/domain/profile/validation';
import { type ProfileFormValues, toProfileInput } from './profile-form-values';

/**
 * What a save sends (only the fields changed since the form was loaded or last saved) and
 * field → message of every change that cannot be saved (part 1 section 5; issue 31: an empty
 * required field is not yet filled, not invalid, so one field can be saved on its own). Its own
 * module: the schema library and the list of top-level domains load when the creator first edits
 * or saves, not with the page (decision 500).
 */
export function validateProfileForm(
  values: ProfileFormValues,
  initial: ProfileFormValues,
): { patch: Record<string, unknown>; errors: FieldErrors } {
  return profileSaveChanges(
    toProfileInput(values) as Record<string, unknown>,
    toProfileInput(initial) as Record<string, unknown>,
  );
}
