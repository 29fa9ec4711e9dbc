import { z } from 'zod';
import { OAUTH_PLATFORMS } from '../../integrations/social/social-provider';

/** POST /api/v1/social/connections: where the creator goes for consent. */
export const StartConnectionInputSchema = z.object({
  socialPlatform: z.enum(OAUTH_PLATFORMS),
  returnTo: z.string().max(500).optional(),
});
export type StartConnectionInput = z.infer<typeof StartConnectionInputSchema>;

export const DisconnectParamsSchema = z.object({ platform: z.enum(OAUTH_PLATFORMS) });

export const StartConnectionResultSchema = z.object({ authorizeUrl: z.string() });

/** The provider's redirect back: a code and our state, or an error (the user cancelled). */
export const CallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

export const CallbackParamsSchema = z.object({ platform: z.enum(OAUTH_PLATFORMS) });

const AccessTokenSchema = z.object({
  platform: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** Epoch seconds; null when the provider gave no expiry. */
  expires_at: z.number().nullable(),
  expired: z.boolean(),
});

/**
 * GET /api/v1/social/profile: spec part 2 section 3 'Profile (setup)': names, read-only e-mail,
 * the handles saved on the profile, the OAuth connections (access_tokens, leads.instagram).
 */
export const SetupProfileSchema = z.object({
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  youtube_handle: z.string().nullable(),
  twitter_handle: z.string().nullable(),
  snapchat_handle: z.string().nullable(),
  pinterest_handle: z.string().nullable(),
  tiktok_handle: z.string().nullable(),
  access_tokens: z.array(AccessTokenSchema),
  leads: z.object({
    instagram: z
      .object({
        social_un: z.string(),
        social_id: z.string(),
        profile_image: z.string().nullable(),
      })
      .nullable(),
  }),
  authedInstagram: z.boolean(),
  authedTiktokCreator: z.boolean(),
  instagram_connection_expired: z.boolean(),
});
export type SetupProfile = z.infer<typeof SetupProfileSchema>;

/** Sandbox consent page: shown, then answered by a GET form. */
export const SandboxConsentQuerySchema = z.object({
  platform: z.enum(OAUTH_PLATFORMS),
  state: z.string().max(4096),
  handle: z.string().max(60).optional(),
  decision: z.enum(['allow', 'deny']).optional(),
});
