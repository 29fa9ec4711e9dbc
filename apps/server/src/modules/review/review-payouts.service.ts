import { AppError } from '@portal/domain/errors/app-error';
import type { PayoutRow, PayoutsPage } from '@portal/domain/review/payouts-api';
import { assertReviewer } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { ReviewPayoutsRepository } from './review-payouts.repository';

type Row = Awaited<ReturnType<ReviewPayoutsRepository['owedPage']>>[number];

function present(r: Row): PayoutRow {
  const name = [r.first_name, r.last_name].filter(Boolean).join(' ');
  return {
    content_id: r.content_id,
    content_funnel_state: r.funnel_state,
    amount: r.payout_amount_cents / 100,
    payout_id: r.payout_id,
    kind: r.payout_kind,
    creator: { id: r.creator_id, email: r.email, name: name || null },
    campaign: { id: r.campaign_id, name: r.campaign_name, brand_name: r.brand_name },
    paypal_email: r.payout_paypal ?? r.profile_paypal ?? null,
    payout_status: r.payout_status,
    approved_at: r.updated_at.toISOString(),
    paid_at: r.paid_at?.toISOString() ?? null,
  };
}

/**
 * Ops' payouts (issue 16, decision 422): the payouts owed (a deliverable or an accepted extra
 * each, decision 522) and the payouts paid. Marking paid by hand is the mark_paid review action,
 * offered only with the ledger (`mark_paid_by_hand`). Ops only: brand reviewers never see creators' PayPal addresses.
 */
export function createReviewPayoutsService(deps: {
  repo: ReviewPayoutsRepository;
  /** Whether ops mark payouts paid by hand (the ledger) or PayPal's report does. */
  markPaidByHand: boolean;
}) {
  return {
    /** @throws AppError unauthenticated, forbidden (creators and brand users). */
    async list(
      claims: AccessClaims,
      query: { status: 'owed' | 'paid'; page: number; page_size: number },
    ): Promise<PayoutsPage> {
      const actor = assertReviewer(claims);
      if (actor.type !== 'ops') throw new AppError('forbidden', 'Only ops can see payouts.');
      const offset = (query.page - 1) * query.page_size;
      const [rows, totals, paid] = await Promise.all([
        query.status === 'owed'
          ? deps.repo.owedPage(query.page_size, offset)
          : deps.repo.paidPage(query.page_size, offset),
        deps.repo.totals(),
        query.status === 'paid' ? deps.repo.paidCount() : Promise.resolve(null),
      ]);
      return {
        items: rows.map(present),
        page: query.page,
        page_size: query.page_size,
        total: query.status === 'owed' ? totals.owedCount : (paid ?? 0),
        mark_paid_by_hand: deps.markPaidByHand,
        owed: {
          count: totals.owedCount,
          amount: totals.owedCents / 100,
          ready_count: totals.readyCount,
          ready_amount: totals.readyCents / 100,
        },
      };
    },
  };
}

export type ReviewPayoutsService = ReturnType<typeof createReviewPayoutsService>;
