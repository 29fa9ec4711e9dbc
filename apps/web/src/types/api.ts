/**
 * Wire shapes of docs/api-foundation.md. They move to packages/domain once the server exports its
 * schemas there; until then this is the one copy on the web side.
 */
export type UserType = 'influencer' | 'brand' | 'ops';

export interface Me {
  id: string;
  email: string;
  type: UserType;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  social_un: string | null;
  instagram_un: string | null;
  /** 0..1; 1 means complete. */
  profile_progress: number;
  profile_picture_url: string | null;
  instagram_connection_expired: boolean;
  consents_to_sms_messaging: boolean | number | null;
  sign_up_source: string | null;
}

export interface Session {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: Me;
}

export const FLAG_NAMES = [
  'simplified-signup',
  'social-connection-enabled',
  'tik-tok-creator-login-enabled',
  'creator-legacy-app-connect-youtube',
  'creator-consents-to-sms',
  'uploading-content-type-selector',
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;
