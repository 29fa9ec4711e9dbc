import { z } from 'zod';
import { PAYOUT_KINDS } from '../money/deliverable';
import { STORED_PAYOUT_STATUSES } from '../money/payout-status';

// The payouts API (server schemas, console types).

export const PayoutsQuerySchema = z.object({
  status: z.enum(['owed', 'paid']).default('owed'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const PayoutRowSchema = z.object({
  content_id: z.number(),
  payout_id: z.number(),
  /** deliverable: the invite's fee; extra: accepted with its own amount (decision 522). */
  kind: z.enum(PAYOUT_KINDS),
  content_funnel_state: z.string(),
  amount: z.number(),
  creator: z.object({ id: z.number(), email: z.string(), name: z.string().nullable() }),
  campaign: z.object({ id: z.number(), name: z.string(), brand_name: z.string() }),
  /** The PayPal e-mail the payout goes (or went) to; null when the creator has given none. */
  paypal_email: z.string().nullable(),
  /** pending: owed; then as PayPal moves it (issue 14): sent, on_hold, unclaimed, paid … */
  payout_status: z.enum(STORED_PAYOUT_STATUSES),
  approved_at: z.string(),
  paid_at: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof PayoutRowSchema>;

export const PayoutsPageSchema = z.object({
  items: z.array(PayoutRowSchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  /** Whether ops mark payouts paid by hand (the ledger); with PayPal only PayPal's report does. */
  mark_paid_by_hand: z.boolean(),
  /**
   * Everything owed, all pages: how many and how much (dollars); and of those, what 'pay
   * everything owed' (issue 14) would send now — a recorded payout with a PayPal e-mail.
   */
  owed: z.object({
    count: z.number(),
    amount: z.number(),
    ready_count: z.number(),
    ready_amount: z.number(),
  }),
});
export type PayoutsPage = z.infer<typeof PayoutsPageSchema>;
