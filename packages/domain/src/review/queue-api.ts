import { z } from 'zod';
import { CONTENT_FUNNEL_STATES } from '../content/funnel';

// The review console's queue API (issue 16): the server's schemas and the console's types.

/** Most items one queue page holds. */
export const QUEUE_PAGE_MAX = 100;

export const ReviewQueuePageQuerySchema = z.object({
  state: z.enum(CONTENT_FUNNEL_STATES).optional(),
  campaign_id: z.coerce.number().int().positive().optional(),
  /** Ops only; a brand user is always scoped to their own brand. */
  brand_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(QUEUE_PAGE_MAX).default(25),
});
export type ReviewQueuePageQuery = z.infer<typeof ReviewQueuePageQuerySchema>;

export const QueueItemSchema = z.object({
  content_id: z.number(),
  media_id: z.number(),
  content_funnel_state: z.string(),
  caption: z.string().nullable(),
  creator: z.object({
    id: z.number(),
    /** Ops only (decision 535); null for brand users. */
    email: z.string().nullable(),
    name: z.string().nullable(),
    handle: z.string().nullable(),
  }),
  campaign: z.object({
    id: z.number(),
    name: z.string(),
    brand_id: z.number(),
    brand_name: z.string(),
    campaign_content_workflow: z.string(),
  }),
  payout_amount: z.number(),
  /** When the content entered the state it waits in (ISO 8601). */
  waiting_since: z.string(),
  /**
   * The review-by date (epoch seconds, decision 420) and whether it has passed; null while the
   * content waits on the creator (`reviewerDue`).
   */
  review_by: z.number().nullable(),
  overdue: z.boolean(),
  allowed_actions: z.array(z.string()),
});
export type QueueItem = z.infer<typeof QueueItemSchema>;

export const QueueCountSchema = z.object({
  state: z.string(),
  campaign_id: z.number(),
  campaign_name: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  count: z.number(),
});

export const ReviewQueuePageSchema = z.object({
  items: z.array(QueueItemSchema),
  page: z.number(),
  page_size: z.number(),
  /** Items matching every filter (all pages). */
  total: z.number(),
  /** Items per state and campaign matching the search, whatever the state/campaign filter. */
  counts: z.array(QueueCountSchema),
});
export type ReviewQueuePage = z.infer<typeof ReviewQueuePageSchema>;
