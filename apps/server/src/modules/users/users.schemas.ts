import { z } from 'zod';

/** The signed-in user as the portal sees it (GET /api/v1/me and every session answer). */
export const MeSchema = z.object({
  id: z.number(),
  email: z.string(),
  type: z.enum(['influencer', 'brand', 'ops']),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  social_un: z.string().nullable(),
  instagram_un: z.string().nullable(),
  profile_progress: z.number(),
  profile_picture_url: z.string().nullable(),
  instagram_connection_expired: z.boolean(),
  consents_to_sms_messaging: z.boolean(),
  sign_up_source: z.string().nullable(),
});
export type Me = z.infer<typeof MeSchema>;
