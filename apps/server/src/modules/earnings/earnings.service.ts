import type { ContentFunnelState } from '@portal/domain/content/funnel';
import {
  type Earnings,
  type EarningsPayout,
  earningsCsv,
  earningsOfYear,
  earningsTotals,
  payoutReference,
  yearOf,
} from '@portal/domain/money/earnings';
import { payoutAwaitsWork } from '@portal/domain/money/payable';
import { payoutReason, payoutStateOfStored } from '@portal/domain/money/payout-status';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import { listViewOfHead, moneyOf } from '../campaigns/campaigns.presenter';
import type { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { EarningsRepository } from './earnings.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/**
 * The signed-in creator's money (issues 14, 31): only their own payouts, never anyone else's.
 * Every total — the page's, the CSV's rows, Analytics' "Earned", the dashboard's line — is the
 * domain's `earningsTotals` over the same payouts, so none can differ from another.
 */
export function createEarningsService({
  repo,
  campaignsRepo,
  clock,
}: {
  repo: EarningsRepository;
  campaignsRepo: Pick<CampaignsRepository, 'listInviteHeads'>;
  clock: () => Date;
}) {
  async function payoutsOf(userId: number): Promise<EarningsPayout[]> {
    const rows = await repo.listPayouts(userId);
    // A payout waiting for the post is not the creator's money yet: its invite's view counts it
    // in review (decision 680), and ops cannot send it before the post is verified.
    const counted = rows.filter(
      (row) =>
        !payoutAwaitsWork(payoutStateOfStored(row.status), row.funnel_state as ContentFunnelState),
    );
    return counted.map((row) => ({
      id: row.id,
      media_id: row.media_id,
      campaign: { name: row.campaign, brand: row.brand },
      amount_cents: row.amount_cents,
      state: payoutStateOfStored(row.status),
      created_at: seconds(row.created_at),
      paid_at: row.paid_at ? seconds(row.paid_at) : null,
      // Ours, fixed once the payout exists (PayPal's ids come and change as it is sent).
      reference: payoutReference(row.id),
      reason: payoutReason(row.reason),
    }));
  }

  /** The creator's totals of all years, content in review included (each invite once). */
  async function totalsOf(userId: number) {
    const now = seconds(clock());
    const heads = await campaignsRepo.listInviteHeads(userId);
    return moneyOf(
      heads,
      heads.map((head) => ({ view: listViewOfHead(head, now) })),
    );
  }

  return {
    totalsOf,

    /**
     * Totals and payouts, of one year (by the year the money was paid; money still to come counts
     * in the current year) or of all. Content in review is today's, so it counts in the current
     * year and in all years.
     * @throws AppError forbidden for anyone but a creator.
     */
    async getEarnings(claims: AccessClaims, year?: number): Promise<Earnings> {
      assertCanUsePortal(actorOf(claims));
      const now = seconds(clock());
      const [all, totals] = await Promise.all([payoutsOf(claims.userId), totalsOf(claims.userId)]);
      const { shown, years } = earningsOfYear(all, year, now);
      const today = year === undefined || year === yearOf(now);
      return {
        year: year ?? null,
        years,
        totals: earningsTotals(shown, today ? totals.in_review_cents : 0),
        payouts: shown,
      };
    },

    /** The same payouts as CSV, for a spreadsheet. */
    async getEarningsCsv(claims: AccessClaims, year?: number): Promise<string> {
      assertCanUsePortal(actorOf(claims));
      const all = await payoutsOf(claims.userId);
      return earningsCsv(earningsOfYear(all, year, seconds(clock())).shown);
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
