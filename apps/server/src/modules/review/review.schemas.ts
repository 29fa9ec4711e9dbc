import { CONTENT_FUNNEL_STATES } from '@portal/domain/content/funnel';
import { REVIEWER_DECISIONS, type ReviewerAction } from '@portal/domain/content/workflow-deciders';
import { COMMENT_MAX_LENGTH, MAX_COMMENTS } from '@portal/domain/review/review-comments';
import { z } from 'zod';

/** The actions a reviewer (ops, brand) may send; creator and system moves have their own routes. */
export const REVIEWER_ACTIONS = Object.keys(REVIEWER_DECISIONS) as [
  ReviewerAction,
  ...ReviewerAction[],
];

export const ReviewQueueQuerySchema = z.object({ state: z.enum(CONTENT_FUNNEL_STATES).optional() });
export const ReviewParamsSchema = z.object({ contentId: z.coerce.number().int().positive() });
export const ReviewMediaParamsSchema = z.object({ mediaId: z.coerce.number().int().positive() });

export const ReviewActionBodySchema = z.object({
  action: z.enum(REVIEWER_ACTIONS),
  /** Messages shown to the creator; required by the actions that carry a comment source. */
  comments: z.array(z.string().trim().min(1).max(COMMENT_MAX_LENGTH)).max(MAX_COMMENTS).optional(),
  /** A free-text reason kept in the audit trail only. */
  reason: z.string().trim().min(1).max(500).optional(),
  /**
   * Dollars: approve a further submission on an invite whose deliverable is approved as an
   * extra, owed this amount on top (decision 522). Without it such an approval owes nothing.
   */
  extra_amount: z.number().positive().max(100_000).multipleOf(0.01).optional(),
});
export type ReviewActionBody = z.infer<typeof ReviewActionBodySchema>;

export const ReviewItemSchema = z.object({
  content_id: z.number(),
  media_id: z.number(),
  content_funnel_state: z.string(),
  caption: z.string().nullable(),
  /** The e-mail is for ops only (decision 535). */
  creator: z.object({ id: z.number(), email: z.string().nullable() }),
  campaign: z.object({
    id: z.number(),
    name: z.string(),
    brand_name: z.string(),
    platform: z.string(),
    campaign_content_workflow: z.string(),
  }),
  invite: z.object({ id: z.number(), payout_amount: z.number() }),
  flight_end: z.number().nullable(),
  updated_at: z.string(),
  allowed_actions: z.array(z.string()),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
export const ReviewQueueSchema = z.object({ items: z.array(ReviewItemSchema) });

export const TransitionSchema = z.object({
  from_state: z.string().nullable(),
  to_state: z.string(),
  action: z.string(),
  actor_type: z.string(),
  actor_user_id: z.number().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export const ReviewDetailSchema = ReviewItemSchema.extend({
  transitions: z.array(TransitionSchema),
});

export const ReviewResultSchema = z.object({
  content_id: z.number(),
  from_state: z.string(),
  to_state: z.string(),
  /** true when the request repeated the action that produced the current state: nothing was done. */
  replayed: z.boolean(),
  /** What the action owes the creator (approvals; null for other actions and replays). */
  payout: z
    .object({
      owes: z.enum(['deliverable', 'extra', 'nothing']),
      amount: z.number(),
      notice: z.string(),
    })
    .nullable(),
});
export type ReviewResult = z.infer<typeof ReviewResultSchema>;
