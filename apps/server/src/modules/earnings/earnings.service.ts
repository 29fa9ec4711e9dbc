import {
  type Earnings,
  type EarningsPayout,
  earningsCsv,
  earningsTotals,
  yearOf,
} from '@portal/domain/money/earnings';
import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import type { EarningsRepository } from './earnings.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/** The signed-in creator's money (issue 14): only their own payouts, never anyone else's. */
export function createEarningsService({ repo }: { repo: EarningsRepository }) {
  async function payoutsOf(userId: number): Promise<EarningsPayout[]> {
    const rows = await repo.listPayouts(userId);
    return rows.map((row) => ({
      id: row.id,
      media_id: row.media_id,
      campaign: { name: row.campaign, brand: row.brand },
      amount_cents: row.amount_cents,
      state: payoutStateOfStored(row.status),
      created_at: seconds(row.created_at),
      paid_at: row.paid_at ? seconds(row.paid_at) : null,
      reference: row.reference,
    }));
  }

  const inYear = (payouts: EarningsPayout[], year: number | undefined) =>
    year === undefined ? payouts : payouts.filter((p) => yearOf(p.created_at) === year);

  return {
    /**
     * Totals and payouts, of one year (by the payout's creation, UTC) or of all. The value of
     * content in review is today's, whatever the year.
     * @throws AppError forbidden for anyone but a creator.
     */
    async getEarnings(claims: AccessClaims, year?: number): Promise<Earnings> {
      assertCanUsePortal(actorOf(claims));
      const [all, inReview] = await Promise.all([
        payoutsOf(claims.userId),
        repo.inReviewCents(claims.userId),
      ]);
      const shown = inYear(all, year);
      return {
        year: year ?? null,
        years: [...new Set(all.map((p) => yearOf(p.created_at)))].sort((a, b) => b - a),
        totals: earningsTotals(shown, inReview),
        payouts: shown,
      };
    },

    /** The same payouts as CSV, for a spreadsheet. */
    async getEarningsCsv(claims: AccessClaims, year?: number): Promise<string> {
      assertCanUsePortal(actorOf(claims));
      return earningsCsv(inYear(await payoutsOf(claims.userId), year));
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
