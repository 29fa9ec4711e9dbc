import { z } from 'zod';
import { PAYOUT_ACTORS } from './payout-run';
import { PAYOUT_STATES } from './payout-status';

// The payout runs API (issue 14): server schemas, and types for the review console (issue 16).
// POST /api/v1/review/payouts/run → PayoutRunResult; GET /api/v1/review/payouts/batches →
// PayoutBatches; GET /api/v1/review/payouts/:payoutId/history → PayoutHistory. Ops only.

export const PayoutBatchItemSchema = z.object({
  payout_id: z.number(),
  content_id: z.number(),
  creator_email: z.string(),
  campaign: z.string(),
  brand: z.string(),
  amount_cents: z.number(),
  paypal_email: z.string().nullable(),
  state: z.enum(PAYOUT_STATES),
  /** What the creator reads for this state (domain PAYOUT_STATE_COPY). */
  state_label: z.string(),
  /** PayPal's raw transaction_status last read (the ledger's own for demo payouts). */
  paypal_status: z.string().nullable(),
  /** PayPal's payout_item_id: the reference the creator sees. */
  paypal_item_id: z.string().nullable(),
  /** What the state means for ops and what to do (decision 524). */
  ops_meaning: z.string(),
  /** PayPal's reason (its error name), and the same in words; null when none. */
  reason: z.string().nullable(),
  reason_text: z.string().nullable(),
  /** Whether ops may cancel it at PayPal now (an unclaimed item). */
  can_cancel: z.boolean(),
  sender_item_id: z.string().nullable(),
  /** 0 for the first attempt; +1 for each retry after the creator fixed the e-mail. */
  attempt: z.number(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});

export const PayoutBatchSchema = z.object({
  id: z.number(),
  sender_batch_id: z.string(),
  provider: z.enum(['ledger', 'paypal']),
  provider_batch_id: z.string().nullable(),
  /**
   * 'creating' until the provider took it (retrying meanwhile on 429/5xx), 'refused' (PayPal
   * said no) or 'stuck' (retries used up) until ops act, 'released' (ops gave its payouts back
   * to owed), then PayPal's batch_status (PENDING, PROCESSING, SUCCESS, DENIED, CANCELED).
   */
  status: z.string(),
  last_error: z.string().nullable(),
  send_attempts: z.number(),
  next_attempt_at: z.string().nullable(),
  waiting_for_ops: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  total_cents: z.number(),
  /** How many items are in each state. */
  counts: z.record(z.string(), z.number()),
  items: z.array(PayoutBatchItemSchema),
});
export type PayoutBatch = z.infer<typeof PayoutBatchSchema>;

export const PayoutBatchesSchema = z.object({ batches: z.array(PayoutBatchSchema) });

export const PayoutRunResultSchema = z.object({
  /** What the run did: sent, retrying (PayPal busy), refused, stuck, released, nothing_ready. */
  outcome: z.enum(['sent', 'retrying', 'refused', 'stuck', 'released', 'nothing_ready']),
  /** The same in one sentence for ops, with PayPal's reason when it said no. */
  message: z.string(),
  /** The batch this run created (or acted on); null when nothing was ready to send. */
  batch: PayoutBatchSchema.nullable(),
  /** Owed payouts left out because the creator has not given a PayPal e-mail. */
  owed_without_paypal_email: z.number(),
});
export type PayoutRunResult = z.infer<typeof PayoutRunResultSchema>;

export const PayoutHistorySchema = z.object({
  changes: z.array(
    z.object({
      from_state: z.string().nullable(),
      to_state: z.string(),
      actor: z.enum(PAYOUT_ACTORS),
      actor_email: z.string().nullable(),
      paypal_status: z.string().nullable(),
      attempt: z.number(),
      at: z.string(),
    }),
  ),
});

export const PayoutParamsSchema = z.object({ payoutId: z.coerce.number().int().positive() });
export const PayoutBatchParamsSchema = z.object({ batchId: z.coerce.number().int().positive() });
export const PayoutResolveBodySchema = z.object({ action: z.enum(['retry', 'release']) });
export const PayoutCancelResultSchema = z.object({
  payout_id: z.number(),
  state: z.enum(PAYOUT_STATES),
});
