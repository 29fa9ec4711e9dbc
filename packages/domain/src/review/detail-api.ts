import { z } from 'zod';

// The review console's detail API (issue 16): the server's schema and the console's type.

export const ReviewDetailParamsSchema = z.object({ contentId: z.coerce.number().int().positive() });

const CommentSchema = z.object({
  comment_source: z.string(),
  messages: z.array(z.string()),
  created_at: z.string(),
});

export const ReviewContentDetailSchema = z.object({
  content_id: z.number(),
  content_funnel_state: z.string(),
  caption: z.string().nullable(),
  submitted_at: z.string(),
  waiting_since: z.string(),
  /** Null while the content waits on the creator (`reviewerDue`). */
  review_by: z.number().nullable(),
  overdue: z.boolean(),
  allowed_actions: z.array(z.string()),
  media: z.object({
    id: z.number(),
    content_type: z.enum(['image', 'video']),
    /** processing until the preview is made; failed when it could not be. */
    status: z.enum(['processing', 'ready', 'failed']),
    url: z.string().nullable(),
    /** The poster of a video, the preview of an image. */
    thumbnail: z.string().nullable(),
  }),
  campaign: z.object({
    id: z.number(),
    name: z.string(),
    brand_id: z.number(),
    brand_name: z.string(),
    platform: z.string(),
    campaign_content_workflow: z.string(),
    requires_caption: z.boolean(),
    hashtags: z.array(z.string()),
    screen_names: z.array(z.string()),
  }),
  payout_amount: z.number(),
  /** The creator's live post carrying this content (the post to verify), when there is one. */
  distribution: z
    .object({ url: z.string(), platform: z.string(), posted_at: z.string().nullable() })
    .nullable(),
  /**
   * What approving this content would owe now (decision 522), as the console shows it before
   * approving: the invite's fee for its first approved submission, otherwise nothing unless
   * accepted as an extra (`extra_allowed`) with its own amount.
   */
  payout_on_approval: z.object({
    owes: z.enum(['deliverable', 'nothing']),
    amount: z.number(),
    notice: z.string(),
    extra_allowed: z.boolean(),
  }),
  creator: z.object({
    id: z.number(),
    /** Ops only (decision 535); null for brand users. */
    email: z.string().nullable(),
    name: z.string().nullable(),
    handles: z.array(z.object({ platform: z.string(), handle: z.string() })),
    accounts: z.array(
      z.object({ platform: z.string(), handle: z.string(), connection_expired: z.boolean() }),
    ),
  }),
  comments: z.array(CommentSchema),
  /** The creator's other submissions for the same invite, newest first. */
  other_versions: z.array(
    z.object({
      content_id: z.number(),
      content_funnel_state: z.string(),
      caption: z.string().nullable(),
      submitted_at: z.string(),
      comments: z.array(CommentSchema),
    }),
  ),
  /** The audit trail, oldest first, with the actor's e-mail where a person acted. */
  transitions: z.array(
    z.object({
      from_state: z.string().nullable(),
      to_state: z.string(),
      action: z.string(),
      actor_type: z.string(),
      actor_email: z.string().nullable(),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type ReviewContentDetail = z.infer<typeof ReviewContentDetailSchema>;

export const BulkActionBodySchema = z.object({
  action: z.enum(['approve_distribute', 'approve_do_not_distribute']),
  content_ids: z.array(z.number().int().positive()).min(1).max(100),
});
export type BulkActionBody = z.infer<typeof BulkActionBodySchema>;

export const BulkActionResultSchema = z.object({
  results: z.array(
    z.object({
      content_id: z.number(),
      ok: z.boolean(),
      /** The state after the action, when it was done (or had been done: replayed). */
      to_state: z.string().nullable(),
      /** Why it was not done (the same message the single action gives). */
      error: z.string().nullable(),
      /** What the approval owes (domain approvalPayoutNotice); null when not done. */
      payout_notice: z.string().nullable(),
    }),
  ),
});
export type BulkActionResult = z.infer<typeof BulkActionResultSchema>;
