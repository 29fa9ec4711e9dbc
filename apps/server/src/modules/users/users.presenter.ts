import { formatConsentTimestamp } from '@portal/domain/profile/sms-consent';
import type { MeRow } from './users.repository';
import type { Me } from './users.schemas';

/** Builds the `Me` answer from rows; `now` decides whether the Instagram connection expired. */
export function presentMe({ user, profile, instagram }: MeRow, now: Date): Me {
  const instagramHandle =
    instagram && !instagram.social_id.includes('_dummy') ? instagram.handle : null;
  const socialHandle = instagramHandle ?? profile?.tiktok_handle ?? null;
  return {
    id: user.id,
    email: user.email,
    type: user.type,
    first_name: profile?.first_name ?? null,
    last_name: profile?.last_name ?? null,
    username: socialHandle ?? profile?.first_name ?? null,
    social_un: socialHandle,
    instagram_un: instagramHandle,
    profile_progress: user.profile_progress,
    profile_picture_url: user.profile_picture_url ?? instagram?.profile_image ?? null,
    instagram_connection_expired: Boolean(instagram?.expires_at && instagram.expires_at <= now),
    consents_to_sms_messaging: user.consents_to_sms_messaging,
    tcpa_last_consent_given_at: user.tcpa_last_consent_given_at
      ? formatConsentTimestamp(user.tcpa_last_consent_given_at)
      : null,
    tcpa_count_consents_given: user.tcpa_count_consents_given,
    sign_up_source: user.sign_up_source,
  };
}
