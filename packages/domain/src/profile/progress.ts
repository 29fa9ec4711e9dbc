import { isSetupComplete, type SetupUser } from '../setup/setup';
import { REQUIRED_PROFILE_FIELDS } from './fields';
import { isGenderOption } from './publisher-types';

/**
 * The profile fields progress and the what's-next form read (part 1 section 3 Profile).
 * All optional, as in the spec's type.
 */
export interface ProgressProfile {
  first_name?: string | null;
  last_name?: string | null;
  publisher_type?: string | null;
  birth_date?: string | null;
  country?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  phone_number?: string | null;
  paypal_account?: string | null;
  content_type_specialty?: readonly string[] | null;
  interests?: readonly string[] | null;
  snapchat_handle?: string | null;
  snapchat_avg_story_views?: number | null;
  twitter_handle?: string | null;
}

/** The fields profile_progress counts: the required fields of the profile editor. */
export const PROFILE_PROGRESS_FIELDS =
  REQUIRED_PROFILE_FIELDS satisfies readonly (keyof ProgressProfile)[];

function isFilled(profile: ProgressProfile, field: keyof ProgressProfile): boolean {
  const value = profile[field];
  if (field === 'publisher_type') return isGenderOption(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * profile_progress (part 1 section 1: a fraction from 0 to 1, 1 means complete). The spec does
 * not show the formula; ours: the share of PROFILE_PROGRESS_FIELDS (the 12 required fields of
 * the profile editor) that are filled. Filled means non-blank text, a non-empty list, and for
 * publisher_type a value the Gender field offers (so 'unknown' or 'dog' count as not filled).
 * Values are not re-validated here; the schemas do that on save. The server stores this number
 * and the dashboard header and the what's-next forms read it, so all show the same progress.
 */
export function computeProfileProgress(profile: ProgressProfile): number {
  const filled = PROFILE_PROGRESS_FIELDS.filter((field) => isFilled(profile, field)).length;
  return filled / PROFILE_PROGRESS_FIELDS.length;
}

/** Part 1 section 4 'Profile': the profile is complete when profile_progress equals 1. */
export function isProfileComplete(progress: number | null | undefined): boolean {
  return progress === 1;
}

/**
 * Part 1 section 2 'Dashboard shell': with the simplified-signup flag on, a user whose profile
 * is incomplete 'ignoring categories and social accounts' is sent to /creator/setup/information.
 * That is setup completeness (part 2 section 5) without those two checks: first name, last name
 * and e-mail filled.
 */
export function isSimplifiedSignupComplete(user: SetupUser): boolean {
  return isSetupComplete(user, [], { skipCategoryCheck: true, ignoreSocialAccounts: true });
}

/**
 * Part 1 section 9: progress shown as a rounded percent, 0 to 100. Out-of-range or missing
 * progress is clamped (missing → 0).
 */
export function progressPercent(progress: number | null | undefined): number {
  if (typeof progress !== 'number' || Number.isNaN(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}

/** Part 1 section 2 'Post-request what's-next': the progress bar text. */
export function profileProgressText(progress: number | null | undefined): string {
  return `Your profile is ${progressPercent(progress)}% complete`;
}

/**
 * Part 1 section 2 'Dashboard shell': one of 3 images chosen by progress divided by 0.3.
 * Ours: the index is the whole part of progress / 0.3, clamped to 0..2 (0 below 0.3, 1 below
 * 0.6, 2 from 0.6 up), with a tiny tolerance so 0.3 and 0.6 land on their own image despite
 * floating point.
 */
export function progressImageIndex(progress: number | null | undefined): 0 | 1 | 2 {
  if (typeof progress !== 'number' || Number.isNaN(progress)) return 0;
  const index = Math.floor(progress / 0.3 + 1e-9);
  return Math.min(2, Math.max(0, index)) as 0 | 1 | 2;
}

/** Part 1 section 5 / 9: the what's-next form asks for at most 4 missing items. */
export const MAX_MISSING_ITEMS = 4;

/** Part 1 section 5: the items the what's-next form may ask for, in the spec's order. */
export const MISSING_PROFILE_ITEMS = [
  'birth_date',
  'gender',
  'interests',
  'address',
  'phone',
  'paypal',
  'snapchat',
  'twitter',
] as const;
export type MissingProfileItem = (typeof MISSING_PROFILE_ITEMS)[number];

const ITEM_FIELDS: Record<MissingProfileItem, readonly (keyof ProgressProfile)[]> = {
  birth_date: ['birth_date'],
  gender: ['publisher_type'],
  interests: ['interests'],
  address: ['address', 'city', 'state', 'zip_code', 'country'],
  phone: ['phone_number'],
  paypal: ['paypal_account'],
  snapchat: ['snapchat_handle', 'snapchat_avg_story_views'],
  twitter: ['twitter_handle'],
};

/**
 * Part 1 section 5: the first 4 missing items in the order birth date, gender, interests,
 * address group, phone, PayPal, Snapchat group, Twitter. Ours: a group is missing when any of
 * its fields is (address group: address, city, state, zip_code, country; Snapchat group:
 * snapchat_handle and snapchat_avg_story_views).
 */
export function missingProfileItems(profile: ProgressProfile): MissingProfileItem[] {
  return MISSING_PROFILE_ITEMS.filter((item) =>
    ITEM_FIELDS[item].some((field) => !isFilled(profile, field)),
  ).slice(0, MAX_MISSING_ITEMS);
}

/** Part 1 section 2 'Post-accept what's-next': the skip button label. */
export const SKIP_BUTTON_LABEL = "Skip this, I'm not interested in future campaigns";

/**
 * Part 1 section 2 'Post-accept what's-next': the skip button shows only if the invite status
 * is ACCEPTED or APPROVED and progress is below 1.
 */
export function showSkipButton(inviteStatus: string, progress: number | null | undefined): boolean {
  const accepted = inviteStatus === 'ACCEPTED' || inviteStatus === 'APPROVED';
  return accepted && (progress ?? 0) < 1;
}

/** Part 1 section 2 'Post-request what's-next': the note at 100% progress. */
export const PROFILE_COMPLETE_NOTE =
  'Your profile is 100% complete, good stuff. We are working on our end to match you with awesome new campaigns!';
/** Part 1 section 2 'Post-request what's-next': the note below 100% progress. */
export const PROFILE_INCOMPLETE_NOTE =
  'In the meantime, complete the following simple questions to get matched with more campaigns.';

/** Part 1 section 2 'Post-request what's-next': the profile-completion note for a progress. */
export function profileCompletionNote(progress: number | null | undefined): string {
  return isProfileComplete(progress) ? PROFILE_COMPLETE_NOTE : PROFILE_INCOMPLETE_NOTE;
}
