import { z } from 'zod';
import { csvRows } from '../text/csv';
import { PAYOUT_STATE_COPY, PAYOUT_STATES, type PayoutState } from './payout-status';

/** The earnings view's buckets (issue 14): where each dollar the creator earned stands. */
export type EarningsBucket = 'owed' | 'on_its_way' | 'paid';

/**
 * A payout's bucket. Money PayPal could not deliver (failed, returned) is still owed to the
 * creator; money PayPal holds (on hold, unclaimed) is on its way.
 */
export function earningsBucketOf(state: PayoutState): EarningsBucket {
  switch (state) {
    case 'paid':
      return 'paid';
    case 'sent':
    case 'on_hold':
    case 'unclaimed':
      return 'on_its_way';
    default:
      return 'owed';
  }
}

export type EarningsTotals = {
  /** Everything approved: owed + on its way + paid (the sum of the payout rows). */
  earned_cents: number;
  /** Submitted content that would pay if approved (not a payout yet). */
  in_review_cents: number;
  owed_cents: number;
  on_its_way_cents: number;
  paid_cents: number;
};

/**
 * The one function behind every money total the creator reads (issue 31): the Earnings page,
 * its CSV, Analytics' "Earned", the dashboard's money line and the content screen's payout all
 * add up payouts with this, so no two can show different sums for the same money.
 * `inReviewCents` is what submitted content would pay if approved (`inReviewCentsOf`).
 */
export function earningsTotals(
  payouts: readonly { state: PayoutState; amount_cents: number }[],
  inReviewCents: number,
): EarningsTotals {
  const totals = { owed_cents: 0, on_its_way_cents: 0, paid_cents: 0 };
  for (const payout of payouts)
    totals[`${earningsBucketOf(payout.state)}_cents`] += payout.amount_cents;
  return {
    earned_cents: totals.owed_cents + totals.on_its_way_cents + totals.paid_cents,
    in_review_cents: inReviewCents,
    ...totals,
  };
}

/** The year of an epoch-seconds time in UTC (the year filter's unit). */
export const yearOf = (at: number) => new Date(at * 1000).getUTCFullYear();

/**
 * The year a payout's money counts in (issue 31: by when it arrived, not when it was created):
 * a paid payout in the year it was paid; money not paid yet (owed, on its way, to be sent again)
 * in the current year, where the creator is waiting for it.
 */
export function earningsYearOf(
  payout: { state: PayoutState; paid_at: number | null },
  now: number,
): number {
  return payout.state === 'paid' && payout.paid_at !== null ? yearOf(payout.paid_at) : yearOf(now);
}

/** The payouts of one year (all when `year` is undefined), and the years to choose from. */
export function earningsOfYear<P extends { state: PayoutState; paid_at: number | null }>(
  payouts: readonly P[],
  year: number | undefined,
  now: number,
): { shown: P[]; years: number[] } {
  const years = [...new Set(payouts.map((p) => earningsYearOf(p, now)))].sort((a, b) => b - a);
  const shown =
    year === undefined ? [...payouts] : payouts.filter((p) => earningsYearOf(p, now) === year);
  return { shown, years };
}

/** What submitted content would pay if approved: the invites' views in the 'in_review' money state. */
export function inReviewCentsOf(
  views: Iterable<{ money: { state: string; amountCents: number } }>,
): number {
  let cents = 0;
  for (const view of views) if (view.money.state === 'in_review') cents += view.money.amountCents;
  return cents;
}

/**
 * A payout's reference as the creator sees it, fixed from the moment the payout exists (issue 31:
 * it used to change from our batch id to PayPal's as the payout moved): our own, from its id.
 */
export const payoutReference = (payoutId: number) => `PO-${String(payoutId).padStart(6, '0')}`;

export const EarningsPayoutSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int(),
  campaign: z.object({ name: z.string(), brand: z.string() }),
  amount_cents: z.number().int(),
  state: z.enum(PAYOUT_STATES),
  /** Epoch seconds. */
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  reference: z.string(),
  /** Why PayPal did not pay it (decision 524), in words; null when nothing is wrong. */
  reason: z.string().nullable(),
});
export type EarningsPayout = z.infer<typeof EarningsPayoutSchema>;

/** GET /api/v1/creator/earnings[?year=]: the totals and payouts of a year (or of all years). */
export const EarningsSchema = z.object({
  year: z.number().int().nullable(),
  /** The years that have payouts, newest first (the filter's choices). */
  years: z.array(z.number().int()),
  totals: z.object({
    earned_cents: z.number().int(),
    in_review_cents: z.number().int(),
    owed_cents: z.number().int(),
    on_its_way_cents: z.number().int(),
    paid_cents: z.number().int(),
  }),
  payouts: z.array(EarningsPayoutSchema),
});
export type Earnings = z.infer<typeof EarningsSchema>;

export const EarningsQuerySchema = z.object({
  year: z.coerce
    .number({ error: 'The year must be a number, e.g. 2026.' })
    .int({ error: 'The year must be a whole number, e.g. 2026.' })
    .min(2000, { error: 'The year must be 2000 or later.' })
    .max(2100, { error: 'The year must be 2100 or earlier.' })
    .optional(),
});

const CSV_HEADER = [
  'Created',
  'Campaign',
  'Brand',
  'Amount (USD)',
  'State',
  'Paid on',
  'Reference',
];

const isoDay = (at: number | null) =>
  at === null ? '' : new Date(at * 1000).toISOString().slice(0, 10);

/**
 * The payouts as CSV (RFC 4180, CRLF line ends), dates as YYYY-MM-DD in UTC, amounts in dollars,
 * and each state in the words the Earnings page uses ('Payment being prepared', not 'owed').
 */
export function earningsCsv(payouts: readonly EarningsPayout[]): string {
  const rows = payouts.map((p) => [
    isoDay(p.created_at),
    p.campaign.name,
    p.campaign.brand,
    (p.amount_cents / 100).toFixed(2),
    PAYOUT_STATE_COPY[p.state].label,
    isoDay(p.paid_at),
    p.reference,
  ]);
  return csvRows([CSV_HEADER, ...rows]);
}
