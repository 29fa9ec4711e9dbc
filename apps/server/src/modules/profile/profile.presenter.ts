import type { Profile } from '@portal/domain/profile/profile-api';
import { formatConsentTimestamp } from '@portal/domain/profile/sms-consent';
import type { ProfileRecord } from './profile.repository';

/** Builds the `Profile` answer from the user, profile and account rows. */
export function presentProfile({ user, profile: p, accounts }: ProfileRecord): Profile {
  return {
    user_id: user.id,
    email: user.email,
    first_name: p?.first_name ?? null,
    last_name: p?.last_name ?? null,
    paypal_account: p?.paypal_account ?? null,
    address: p?.address ?? null,
    address_line_2: p?.address_line_2 ?? null,
    city: p?.city ?? null,
    state: p?.state ?? null,
    zip_code: p?.zip_code ?? null,
    country: p?.country ?? null,
    birth_date: p?.birth_date ?? null,
    phone_number: p?.phone_number ?? null,
    ethnicity: p?.ethnicity ?? null,
    children: p?.children ?? [],
    pets: p?.pets ?? [],
    content_type_specialty: p?.content_type_specialty ?? [],
    relationship_status: p?.relationship_status ?? 'unknown',
    contact_preference_text: p?.contact_preference_text ?? false,
    consents_to_sms_messaging: user.consents_to_sms_messaging,
    interests: p?.interests ?? [],
    publisher_type: p?.publisher_type ?? null,
    snapchat_handle: p?.snapchat_handle ?? null,
    snapchat_avg_story_views: p?.snapchat_avg_story_views ?? null,
    twitter_handle: p?.twitter_handle ?? null,
    tiktok_handle: p?.tiktok_handle ?? null,
    youtube_handle: p?.youtube_handle ?? null,
    pinterest_handle: p?.pinterest_handle ?? null,
    access_tokens: accounts.map((a) => ({
      platform: a.platform,
      username: a.handle,
      avatarUrl: a.profile_image,
      expiresAt: a.expires_at ? Math.floor(a.expires_at.getTime() / 1000) : null,
    })),
    tcpa_last_consent_given_at: user.tcpa_last_consent_given_at
      ? formatConsentTimestamp(user.tcpa_last_consent_given_at)
      : null,
    tcpa_count_consents_given: user.tcpa_count_consents_given,
    profile_progress: user.profile_progress,
  };
}
