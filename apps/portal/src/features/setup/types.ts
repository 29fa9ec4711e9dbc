/** GET /api/v1/social/profile: spec part 2 section 3 'Profile (setup)' (server schema is the source). */
export interface SetupProfile {
  email: string;
  first_name: string | null;
  last_name: string | null;
  youtube_handle: string | null;
  twitter_handle: string | null;
  snapchat_handle: string | null;
  pinterest_handle: string | null;
  tiktok_handle: string | null;
  access_tokens: {
    platform: string;
    username: string;
    avatarUrl: string | null;
    expires_at: number | null;
    expired: boolean;
  }[];
  leads: {
    instagram: { social_un: string; social_id: string; profile_image: string | null } | null;
  };
  authedInstagram: boolean;
  authedTiktokCreator: boolean;
  instagram_connection_expired: boolean;
}
