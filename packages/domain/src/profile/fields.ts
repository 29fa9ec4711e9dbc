import type { FieldErrors } from '../errors/app-error';

/**
 * The profile's field limits, labels and messages: what a form needs to draw its fields and
 * place messages, without the schemas (validation.ts), so a screen can show the form before the
 * schema library has loaded (decision 500).
 */

/** Part 1 section 5 / 9: a phone number has 9 to 15 characters once white space is removed. */
export const PHONE_MIN_LENGTH = 9;
export const PHONE_MAX_LENGTH = 15;
/** Part 1 section 2 'Profile editor' and section 9: 'select up to 4' interests. */
export const MAX_INTERESTS = 4;
/** Field limits of the profile form and PATCH api/v1/users. The spec gives none; these are ours. */
export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const STATE_MAX_LENGTH = 60;
export const ZIP_CODE_MAX_LENGTH = 12;
export const HANDLE_MAX_LENGTH = 64;
export const SNAPCHAT_AVG_STORY_VIEWS_MAX = 1_000_000_000;

/** Part 1 section 5: the phone message. */
export const PHONE_ERROR_MESSAGE = 'Your phone number needs to be between 9 and 15 digits.';
/** Part 1 section 5: shown when the form has invalid fields but no single field message applies. */
export const FORM_ERROR_MESSAGE = 'One or more fields are invalid. Please try again.';
/** Part 1 section 5: contact errors. */
export const CONTACT_ERROR_MESSAGE = 'Please update your contact information.';
/** Part 1 section 8, 400: the server refused a Snapchat or Twitter handle another user holds. */
export const DUPLICATE_SNAPCHAT_HANDLE_MESSAGE =
  'That Snapchat handle already exists. Please enter a different one.';
export const DUPLICATE_TWITTER_HANDLE_MESSAGE =
  'That Twitter handle already exists. Please enter a different one.';

/** Part 1 section 5: the message for one invalid field, by the label the form shows. */
export function fieldErrorMessage(label: string): string {
  return `The "${label}" field is invalid. Please check your input and try again.`;
}

/**
 * Part 1 section 5: the one message a failed save shows. Our reading of 'Field error … Otherwise
 * …': when exactly one field is invalid its own message, otherwise FORM_ERROR_MESSAGE.
 */
export function formErrorMessage(fields: FieldErrors): string {
  const messages = Object.values(fields);
  return messages.length === 1 ? messages[0]! : FORM_ERROR_MESSAGE;
}

/** Part 1 section 2: field name → the label the profile form shows (used in field messages). */
export const PROFILE_FIELD_LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  publisher_type: 'Gender',
  birth_date: 'Date of Birth',
  country: 'Country',
  address: 'Mailing Address',
  address_line_2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip_code: 'Postal Code',
  phone_number: 'Phone Number',
  paypal_account: 'PayPal Email',
  content_type_specialty: 'Content Types',
  ethnicity: 'Ethnicity',
  interests: 'Interests',
  children: 'Parent',
  pets: 'Pets',
  relationship_status: 'Relationship Status',
  snapchat_handle: 'Snapchat',
  snapchat_avg_story_views: 'Snapchat Average Story Views',
  twitter_handle: 'Twitter',
  tiktok_handle: 'TikTok',
  youtube_handle: 'YouTube',
  pinterest_handle: 'Pinterest',
  contact_preference_text: 'Contact Preference',
  consents_to_sms_messaging: 'Text Message Consent',
} as const;

export type ProfileField = keyof typeof PROFILE_FIELD_LABELS;

/**
 * The fields part 1 section 2 labels required, in the order the form shows their labels: a
 * profile is complete once all are filled, and profile_progress counts them (progress.ts).
 */
export const REQUIRED_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'publisher_type',
  'birth_date',
  'country',
  'address',
  'city',
  'state',
  'zip_code',
  'phone_number',
  'paypal_account',
  'content_type_specialty',
] as const satisfies readonly ProfileField[];
