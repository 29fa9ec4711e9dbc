/** Wire shapes of docs/api-foundation.md: the server's schemas in packages/domain, as types. */
export type { Me, Session, UserType } from '@portal/domain/users/me-api';

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
