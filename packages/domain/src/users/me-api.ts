import { z } from 'zod';

/**
 * The signed-in user as the portal sees it (GET /api/v1/me and every session answer), spec part 1
 * section 3 'User'. The server's response schema and the web's type both come from here.
 */
export const MeSchema = z.object({
  id: z.number(),
  email: z.string(),
  type: z.enum(['influencer', 'brand', 'ops']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  social_un: z.string().nullable(),
  instagram_un: z.string().nullable(),
  /** 0..1; 1 means complete. */
  profile_progress: z.number(),
  profile_picture_url: z.string().nullable(),
  instagram_connection_expired: z.boolean(),
  consents_to_sms_messaging: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss' (UTC) of the last text-message consent, or null. */
  tcpa_last_consent_given_at: z.string().nullable(),
  tcpa_count_consents_given: z.number(),
  sign_up_source: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;
export type UserType = Me['type'];

/** What sign-in, sign-up and refresh answer. */
export const SessionSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
  user: MeSchema,
});
export type Session = z.infer<typeof SessionSchema>;
