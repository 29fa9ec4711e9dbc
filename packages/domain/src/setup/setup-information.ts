import { z } from 'zod';
import { fieldErrorMessage, NAME_MAX_LENGTH, PROFILE_FIELD_LABELS } from '../profile/validation';

const name = (field: 'first_name' | 'last_name') => {
  const message = fieldErrorMessage(PROFILE_FIELD_LABELS[field]);
  return z.string({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, message);
};

/**
 * Part 2 section 5 'Setup profile': first name and last name required (e-mail is read-only and
 * not part of the form). The same limits and messages as the profile editor.
 */
export const SetupInformationSchema = z.object({
  first_name: name('first_name'),
  last_name: name('last_name'),
});
export type SetupInformation = z.infer<typeof SetupInformationSchema>;

/**
 * Part 2 section 4 'Account setup': the Information step saves only what changed. Returns the
 * changed name fields (trimmed), or null when none changed.
 */
export function changedNames(
  saved: { first_name?: string | null; last_name?: string | null },
  form: SetupInformation,
): Partial<SetupInformation> | null {
  const changes: Partial<SetupInformation> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const value = form[field].trim();
    if (value !== (saved[field] ?? '').trim()) changes[field] = value;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/** Whether two category selections store the same thing (so unchanged ones are not saved). */
export function sameCategorySelection(
  a: { primary: Choice | null; secondary: Choice | null },
  b: { primary: Choice | null; secondary: Choice | null },
): boolean {
  const same = (x: Choice | null, y: Choice | null) =>
    x === y ||
    (x !== null &&
      y !== null &&
      x.categoryId === y.categoryId &&
      [...x.subCategoryIds].sort().join() === [...y.subCategoryIds].sort().join());
  return same(a.primary, b.primary) && same(a.secondary, b.secondary);
}

interface Choice {
  categoryId: string;
  subCategoryIds: readonly string[];
}
