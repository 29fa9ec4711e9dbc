import type { FieldErrors } from '@portal/domain/errors/app-error';
import { CONTACT_ERROR_MESSAGE, formErrorMessage } from '@portal/domain/profile/fields';
import type { Profile } from '@portal/domain/profile/profile-api';
import type { ProfileInput } from '@portal/domain/profile/validation';

/** What the form edits: text inputs hold '' for nothing, lists hold arrays. */
export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  publisher_type: string;
  birth_date: string;
  ethnicity: string;
  interests: string[];
  content_type_specialty: string[];
  country: string;
  address: string;
  address_line_2: string;
  city: string;
  state: string;
  zip_code: string;
  phone_number: string;
  paypal_account: string;
  consents_to_sms_messaging: boolean;
  children: string[];
  pets: string[];
  relationship_status: string;
  snapchat_handle: string;
  snapchat_avg_story_views: number | '';
  twitter_handle: string;
  tiktok_handle: string;
  youtube_handle: string;
  pinterest_handle: string;
}

export type ProfilePanel = 'social' | 'about' | 'content' | 'contact' | 'family';

/** Which collapsible panel shows each field (part 1 section 2 'Profile editor'). */
export const FIELD_PANEL: Record<keyof ProfileFormValues, ProfilePanel> = {
  snapchat_handle: 'social',
  snapchat_avg_story_views: 'social',
  twitter_handle: 'social',
  tiktok_handle: 'social',
  youtube_handle: 'social',
  pinterest_handle: 'social',
  first_name: 'about',
  last_name: 'about',
  publisher_type: 'about',
  birth_date: 'about',
  ethnicity: 'about',
  interests: 'about',
  content_type_specialty: 'content',
  country: 'contact',
  address: 'contact',
  address_line_2: 'contact',
  city: 'contact',
  state: 'contact',
  zip_code: 'contact',
  phone_number: 'contact',
  paypal_account: 'contact',
  consents_to_sms_messaging: 'contact',
  children: 'family',
  pets: 'family',
  relationship_status: 'family',
};

const text = (value: string | null | undefined) => value ?? '';

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: text(profile.first_name),
    last_name: text(profile.last_name),
    publisher_type: text(profile.publisher_type),
    birth_date: text(profile.birth_date),
    ethnicity: text(profile.ethnicity),
    interests: profile.interests,
    content_type_specialty: profile.content_type_specialty,
    country: text(profile.country),
    address: text(profile.address),
    address_line_2: text(profile.address_line_2),
    city: text(profile.city),
    state: text(profile.state),
    zip_code: text(profile.zip_code),
    phone_number: text(profile.phone_number),
    paypal_account: text(profile.paypal_account),
    consents_to_sms_messaging: profile.consents_to_sms_messaging,
    children: profile.children,
    pets: profile.pets,
    relationship_status:
      profile.relationship_status === 'unknown' ? '' : profile.relationship_status,
    snapchat_handle: text(profile.snapchat_handle),
    snapchat_avg_story_views: profile.snapchat_avg_story_views ?? '',
    twitter_handle: text(profile.twitter_handle),
    tiktok_handle: text(profile.tiktok_handle),
    youtube_handle: text(profile.youtube_handle),
    pinterest_handle: text(profile.pinterest_handle),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The form's values as the PATCH api/v1/users payload (checked by ProfileInputSchema). */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const views = values.snapchat_avg_story_views;
  return {
    ...values,
    address_line_2: orNull(values.address_line_2),
    ethnicity: orNull(values.ethnicity),
    relationship_status: orNull(values.relationship_status),
    snapchat_handle: orNull(values.snapchat_handle),
    twitter_handle: orNull(values.twitter_handle),
    tiktok_handle: orNull(values.tiktok_handle),
    youtube_handle: orNull(values.youtube_handle),
    pinterest_handle: orNull(values.pinterest_handle),
    snapchat_avg_story_views: views === '' ? null : Number(views),
  };
}

/**
 * The messages a failed save shows (part 1 section 5): the field's own message when one field is
 * invalid, else 'One or more fields are invalid. Please try again.'; plus 'Please update your
 * contact information.' when a Contact Information field is among them (our reading).
 */
export function saveErrorMessages(fields: FieldErrors): { form: string; contact: string | null } {
  const contact = Object.keys(fields).some(
    (field) => FIELD_PANEL[field as keyof ProfileFormValues] === 'contact',
  );
  return { form: formErrorMessage(fields), contact: contact ? CONTACT_ERROR_MESSAGE : null };
}

/** The panels holding any of the given fields. */
export function panelsWithErrors(fields: FieldErrors): ProfilePanel[] {
  const panels = Object.keys(fields)
    .map((field) => FIELD_PANEL[field as keyof ProfileFormValues])
    .filter(Boolean);
  return [...new Set(panels)];
}
