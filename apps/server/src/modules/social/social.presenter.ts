import type { SocialAccountRow } from './social.repository';
import type { SetupProfile } from './social.schemas';

interface SetupRows {
  user: { email: string };
  profile: {
    first_name: string | null;
    last_name: string | null;
    youtube_handle: string | null;
    twitter_handle: string | null;
    snapchat_handle: string | null;
    pinterest_handle: string | null;
    tiktok_handle: string | null;
  } | null;
  accounts: SocialAccountRow[];
}

const expiredAt = (account: SocialAccountRow, now: Date) =>
  Boolean(account.expires_at && account.expires_at <= now);

/** The setup profile from rows; `now` decides which connections have expired. */
export function presentSetupProfile(
  { user, profile, accounts }: SetupRows,
  now: Date,
): SetupProfile {
  const instagram = accounts.find((a) => a.platform === 'instagram');
  const tiktok = accounts.find((a) => a.platform === 'tiktok');
  return {
    email: user.email,
    first_name: profile?.first_name ?? null,
    last_name: profile?.last_name ?? null,
    youtube_handle: profile?.youtube_handle ?? null,
    twitter_handle: profile?.twitter_handle ?? null,
    snapchat_handle: profile?.snapchat_handle ?? null,
    pinterest_handle: profile?.pinterest_handle ?? null,
    tiktok_handle: profile?.tiktok_handle ?? null,
    access_tokens: accounts
      .filter((a) => a.access_token_enc !== null)
      .map((a) => ({
        platform: a.platform,
        username: a.handle,
        avatarUrl: a.profile_image,
        expires_at: a.expires_at ? Math.floor(a.expires_at.getTime() / 1000) : null,
        expired: expiredAt(a, now),
      })),
    leads: {
      instagram: instagram
        ? {
            social_un: instagram.handle,
            social_id: instagram.social_id,
            profile_image: instagram.profile_image,
          }
        : null,
    },
    authedInstagram: Boolean(instagram && !expiredAt(instagram, now)),
    authedTiktokCreator: Boolean(tiktok && !expiredAt(tiktok, now)),
    instagram_connection_expired: Boolean(instagram && expiredAt(instagram, now)),
  };
}
