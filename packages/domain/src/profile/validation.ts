import tlds from 'tlds';
import { z } from 'zod';
import type { FieldErrors } from '../errors/app-error';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  fieldErrorMessage,
  HANDLE_MAX_LENGTH,
  MAX_INTERESTS,
  NAME_MAX_LENGTH,
  PHONE_ERROR_MESSAGE,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PROFILE_FIELD_LABELS,
  type ProfileField,
  REQUIRED_PROFILE_FIELDS,
  SNAPCHAT_AVG_STORY_VIEWS_MAX,
  STATE_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from './fields';
import { normalizeHandle } from './handles';

export * from './fields';
export { HANDLE_FIELDS, normalizeHandle } from './handles';

import {
  areKnownInterests,
  isChildrenOption,
  isContentTypeSpecialty,
  isEthnicity,
  isGenderOption,
  isPetOption,
  isRelationshipStatus,
} from './options';
import { isCountryCode, isStateForCountry } from './places';

/** Part 1 section 5 / 9: e-mail local part at most 64 characters, domain at most 256. */
export const EMAIL_LOCAL_MAX_LENGTH = 64;
export const EMAIL_DOMAIN_MAX_LENGTH = 256;

const KNOWN_TLDS = new Set(tlds.map((tld) => tld.toLowerCase()));
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}-]+$/u;

/**
 * Part 1 section 5 'Email': local part 1 to 64 characters, domain 1 to 256 characters ending in a
 * known top-level domain (the `tlds` package, case-insensitive); neither part starts with '.' or
 * '-'; no '..' anywhere; the domain has no '--'. Ours on top: exactly one '@', no white space,
 * the local part uses the RFC 5322 atext characters and dots, and the domain is dot-separated
 * labels of letters, digits and '-' with at least one dot (a bare TLD is not a domain).
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.includes('..')) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local.length < 1 || local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) {
    return false;
  }
  if (domain.length < 1 || domain.length > EMAIL_DOMAIN_MAX_LENGTH || domain.includes('--')) {
    return false;
  }
  if (/^[.-]/.test(local) || /^[.-]/.test(domain)) return false;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return KNOWN_TLDS.has(labels[labels.length - 1]!.toLowerCase());
}

/**
 * Part 1 section 5 'Phone': after removing white space only digits and + ( ) # . - are allowed,
 * and the length is 9 to 15 characters (section 9 counts characters, so '+' and '-' count).
 * Refused numbers get PHONE_ERROR_MESSAGE.
 */
export function isValidPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const compact = value.replace(/\s/g, '');
  return (
    compact.length >= PHONE_MIN_LENGTH &&
    compact.length <= PHONE_MAX_LENGTH &&
    /^[0-9+()#.-]+$/.test(compact)
  );
}

const err = (field: ProfileField) => ({ error: fieldErrorMessage(PROFILE_FIELD_LABELS[field]) });
const text = (field: ProfileField, max: number) =>
  z.string(err(field)).trim().min(1, err(field)).max(max, err(field));
const optionalText = (field: ProfileField, max: number) =>
  z.string(err(field)).trim().max(max, err(field)).nullish();
const handle = (field: ProfileField) =>
  z.string(err(field)).max(HANDLE_MAX_LENGTH, err(field)).nullish().transform(normalizeHandle);
const listOf = (field: ProfileField, isKnown: (v: unknown) => boolean) =>
  z.array(z.string(err(field)), err(field)).refine((values) => values.every(isKnown), err(field));
const flag = (field: ProfileField) => z.union([z.boolean(), z.number()], err(field)).nullish();

/** A calendar date 'YYYY-MM-DD' (birth_date). The spec shows no format; this is ours. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const profileShape = {
  first_name: text('first_name', NAME_MAX_LENGTH),
  last_name: text('last_name', NAME_MAX_LENGTH),
  publisher_type: z.string(err('publisher_type')).refine(isGenderOption, err('publisher_type')),
  birth_date: z.string(err('birth_date')).refine(isIsoDate, err('birth_date')),
  country: z.string(err('country')).refine(isCountryCode, err('country')),
  address: text('address', ADDRESS_MAX_LENGTH),
  address_line_2: optionalText('address_line_2', ADDRESS_MAX_LENGTH),
  city: text('city', CITY_MAX_LENGTH),
  state: text('state', STATE_MAX_LENGTH),
  zip_code: text('zip_code', ZIP_CODE_MAX_LENGTH),
  phone_number: z.string({ error: PHONE_ERROR_MESSAGE }).refine(isValidPhone, {
    error: PHONE_ERROR_MESSAGE,
  }),
  paypal_account: z
    .string(err('paypal_account'))
    .trim()
    .refine(isValidEmail, err('paypal_account')),
  content_type_specialty: listOf('content_type_specialty', isContentTypeSpecialty).refine(
    (values) => values.length > 0,
    err('content_type_specialty'),
  ),
  ethnicity: z
    .string(err('ethnicity'))
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isEthnicity(v), err('ethnicity')),
  interests: listOf('interests', (v) => areKnownInterests([v]))
    .refine((values) => values.length <= MAX_INTERESTS, err('interests'))
    .refine((values) => new Set(values).size === values.length, err('interests'))
    .optional(),
  children: listOf('children', isChildrenOption).optional(),
  pets: listOf('pets', isPetOption).optional(),
  relationship_status: z
    .string(err('relationship_status'))
    .nullish()
    .transform((v) => (v ? v : 'unknown'))
    .refine(isRelationshipStatus, err('relationship_status')),
  snapchat_handle: handle('snapchat_handle'),
  snapchat_avg_story_views: z
    .number(err('snapchat_avg_story_views'))
    .int(err('snapchat_avg_story_views'))
    .min(0, err('snapchat_avg_story_views'))
    .max(SNAPCHAT_AVG_STORY_VIEWS_MAX, err('snapchat_avg_story_views'))
    .nullish(),
  twitter_handle: handle('twitter_handle'),
  tiktok_handle: handle('tiktok_handle'),
  youtube_handle: handle('youtube_handle'),
  pinterest_handle: handle('pinterest_handle'),
  contact_preference_text: flag('contact_preference_text'),
  consents_to_sms_messaging: flag('consents_to_sms_messaging'),
};

function checkStateForCountry(
  value: { country?: string; state?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.country === undefined || value.state === undefined) return;
  if (!isStateForCountry(value.country, value.state)) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: err('state').error });
  }
}

/**
 * Part 1 section 2 'Profile editor' and section 5: the whole profile form, also the body of a
 * full save through PATCH api/v1/users. Required: First Name, Last Name, Gender, Date of Birth,
 * Country, Mailing Address, City, State, Postal Code, Phone Number, PayPal Email, content types.
 * email, user_id and access_tokens are not inputs: unknown keys are stripped, so email stays
 * read-only. Every issue message is the text the form shows next to that field.
 */
export const ProfileInputSchema = z.object(profileShape).superRefine(checkStateForCountry);
export type ProfileInput = z.input<typeof ProfileInputSchema>;
export type ProfileValues = z.output<typeof ProfileInputSchema>;

/** 'YYYY-MM-DD HH:mm:ss' (part 1 section 4 'Text-message consent prompt'). */
const TCPA_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * Part 1 section 7 PATCH api/v1/users: any subset of the profile fields, each checked as in the
 * form, plus the text-consent fields written by sms-consent.ts. State is checked against the
 * country only when both are in the patch; the service checks the merged profile otherwise.
 */
export const ProfilePatchSchema = z
  .object({
    ...z.object(profileShape).partial().shape,
    tcpa_last_consent_given_at: z.string().regex(TCPA_TIMESTAMP).optional(),
    tcpa_count_consents_given: z.number().int().min(0).optional(),
  })
  .superRefine(checkStateForCountry);
export type ProfilePatch = z.output<typeof ProfilePatchSchema>;

/**
 * Part 1 section 5: turns a failed parse of either schema into field → message, the first
 * message of each field, for the form to place next to its inputs (and the server's details).
 */
export function profileFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}

/** What a required field that was filled and is now emptied says (ours). */
export const requiredFieldMessage = (label: string) =>
  `"${label}" can't be left empty once filled in. Fill it in again, or discard the change.`;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a profile save sends and what stops it (issue 31: each field saves on its own terms). Only
 * the fields the creator changed are sent (PATCH api/v1/users takes any subset), each checked as
 * the form checks it; a required field still empty is not yet filled, not "invalid" — the profile
 * is just not complete — so a new creator can save the PayPal e-mail alone. Emptying a required
 * field that was filled is refused with its own message. The country's state is checked with the
 * country whenever either changes.
 */
export function profileSaveChanges(
  current: Record<string, unknown>,
  initial: Record<string, unknown>,
): { patch: Record<string, unknown>; errors: FieldErrors } {
  const patch: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(current)) {
    if (same(value, initial[field])) continue;
    const required = (REQUIRED_PROFILE_FIELDS as readonly string[]).includes(field);
    if (required && isEmpty(value)) {
      if (!isEmpty(initial[field])) {
        const label = PROFILE_FIELD_LABELS[field as ProfileField] ?? field;
        errors[field] = requiredFieldMessage(label);
      }
      continue;
    }
    patch[field] = value;
  }
  if (('country' in patch || 'state' in patch) && !isEmpty(current.state)) {
    patch.country = current.country;
    patch.state = current.state;
  }
  const parsed = ProfilePatchSchema.safeParse(patch);
  if (!parsed.success) Object.assign(errors, profileFieldErrors(parsed.error), errors);
  return { patch, errors };
}
