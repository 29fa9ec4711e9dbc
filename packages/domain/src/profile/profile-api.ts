import { z } from 'zod';

/**
 * Wire shape of the profile API (GET and PATCH /api/v1/users answer `{ data: Profile }`): part 1
 * section 3 'Profile' with the user's consent fields and the server-computed profile_progress.
 * Shared by the server's response schema and the web's types.
 */
export const ProfileSchema = z.object({
  user_id: z.number(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  paypal_account: z.string().nullable(),
  address: z.string().nullable(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  birth_date: z.string().nullable(),
  phone_number: z.string().nullable(),
  ethnicity: z.string().nullable(),
  children: z.array(z.string()),
  pets: z.array(z.string()),
  content_type_specialty: z.array(z.string()),
  relationship_status: z.string(),
  contact_preference_text: z.boolean(),
  consents_to_sms_messaging: z.boolean(),
  interests: z.array(z.string()),
  publisher_type: z.string().nullable(),
  snapchat_handle: z.string().nullable(),
  snapchat_avg_story_views: z.number().nullable(),
  twitter_handle: z.string().nullable(),
  tiktok_handle: z.string().nullable(),
  youtube_handle: z.string().nullable(),
  pinterest_handle: z.string().nullable(),
  access_tokens: z.array(
    z.object({
      platform: z.string(),
      username: z.string(),
      avatarUrl: z.string().nullable(),
      /** When the platform's access ends (epoch seconds), null when it does not say (ours). */
      expiresAt: z.number().int().nullable(),
    }),
  ),
  /** 'YYYY-MM-DD HH:mm:ss' UTC, or null before the first consent. */
  tcpa_last_consent_given_at: z.string().nullable(),
  tcpa_count_consents_given: z.number(),
  /** 0 to 1, computed by the server on every save (computeProfileProgress). */
  profile_progress: z.number(),
});
export type Profile = z.infer<typeof ProfileSchema>;
