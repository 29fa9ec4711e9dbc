import { z } from 'zod';
import { InviteViewSchema } from '../campaigns/campaign-api';
import { PAYOUT_STATES } from '../money/payout-status';
import { COMMENT_SOURCES, POST_STATE_CHANGE_REASONS } from './funnel';

/**
 * Spec part 2 section 3 'Content status data' on the wire, shared by the server's response schema
 * and the web app. Fields beyond the spec's (thumbnail_url, creator_will_post, the caption rule,
 * updated_at) are ours: the screen needs them for the preview, the caption form and the status push.
 */
export const ContentStatusSchema = z.object({
  media_id: z.number(),
  id: z.number(),
  content_type: z.enum(['image', 'video']),
  content_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  caption: z.string().nullable(),
  content_funnel_state: z.string(),
  /** Who decided on the content ('ops' or 'brand'), null while nobody has. */
  content_reviewed_by: z.enum(['ops', 'brand']).nullable(),
  /** Who decided on the creator's updated caption, null while nobody has. */
  creator_update_reviewed_by: z.enum(['ops', 'brand']).nullable(),
  campaign_distribution: z
    .object({
      distribution_url: z.string(),
      distribution_platform: z.string(),
      distribution_content_url: z.string().nullable(),
      caption: z.string().nullable(),
    })
    .nullable(),
  user_comments: z.array(
    z.object({ messages: z.array(z.string()), comment_source: z.enum(COMMENT_SOURCES) }),
  ),
  campaign_post: z.object({
    id: z.number(),
    campaign: z.object({
      id: z.number(),
      /** The campaign's and the brand's names: the screen says which work this is (issue 13). */
      name: z.string(),
      brand: z.object({ name: z.string() }),
      campaign_content_workflow: z.string(),
      platform: z.string(),
      requires_caption: z.boolean(),
      hashtags: z.array(z.string()),
      screen_names: z.array(z.string()),
    }),
    invite: z.object({
      id: z.number(),
      payout_amount: z.number(),
      invite_flight: z.object({ end_date_unix: z.number().nullable() }),
    }),
  }),
  creator_will_post: z.boolean(),
  /**
   * The payout of this content once one was recorded (issue 14): amount in cents, its state
   * (domain money/payout-status), the dates of its steps (epoch seconds) and the provider's
   * reference; null while nothing is owed.
   */
  payout: z
    .object({
      amount_cents: z.number().int(),
      state: z.enum(PAYOUT_STATES),
      approved_at: z.number().int().nullable(),
      created_at: z.number().int(),
      sent_at: z.number().int().nullable(),
      final_at: z.number().int().nullable(),
      reference: z.string(),
    })
    .nullable(),
  /** The review so far, oldest first (domain reviewHistory), `at` in epoch seconds. */
  history: z.array(
    z.object({ at: z.number().int(), label: z.string(), comments: z.array(z.string()) }),
  ),
  /** Changes whenever the content moves: the status push compares it. */
  updated_at: z.string(),
  /**
   * The invite's view (domain invites/invite-view, issue 31): its `posts` entry for this media
   * says this content's step, due moment and action; its money what the card and Earnings say.
   */
  invite_view: InviteViewSchema,
});
export type ContentStatus = z.infer<typeof ContentStatusSchema>;

/** Spec part 2 section 7 'PATCH creator update content': copy-and-post, or the changed caption. */
export const UpdateContentBodySchema = z.union([
  z.object({ creator_will_post: z.literal(true) }).strict(),
  z
    .object({
      caption: z.string().max(2200),
      post_state_change_reason: z.enum(POST_STATE_CHANGE_REASONS),
    })
    .strict(),
]);
export type UpdateContentBody = z.infer<typeof UpdateContentBodySchema>;

/** Spec part 2 section 7 'Fetch campaign type': the platform family of a campaign. */
export const CampaignTypeSchema = z.object({
  id: z.number(),
  campaign_type: z.enum(['instagram', 'tiktok', 'youtube']),
});
export type CampaignType = z.infer<typeof CampaignTypeSchema>;

/** A campaign's platform value ('instagram_image', 'tiktok', 'youtube' …) as its campaign type. */
export function campaignTypeOf(platform: string): CampaignType['campaign_type'] {
  if (platform.startsWith('tiktok')) return 'tiktok';
  if (platform.startsWith('youtube')) return 'youtube';
  return 'instagram';
}
