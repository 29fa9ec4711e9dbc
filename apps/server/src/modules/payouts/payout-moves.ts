import { isFinalPayoutState, type PayoutActor } from '@portal/domain/money/payout-run';
import {
  PAYOUT_STATE_COPY,
  payoutReason,
  payoutStateOfStored,
} from '@portal/domain/money/payout-status';
import { payoutNews } from '@portal/domain/notifications/notification-kinds';
import type { DbOrTx } from '../../db/client';
import type { NewsWriter } from '../notifications/news-writer';
import type { NewStateChange, PayoutRow, PayoutsRepository } from './payouts.repository';

/** Who is acting: ops (with their user id), the status job, a PayPal webhook, the creator. */
export type PayoutActorRef = { type: PayoutActor; userId?: number | null };

/**
 * What every part of the payouts module writes when a payout moves: its history row, and the
 * creator's news (notification and e-mail) for the moves they must hear of, in the caller's
 * transaction.
 */
export function createPayoutMoves(deps: {
  repo: PayoutsRepository;
  news: NewsWriter;
  clock: () => Date;
}) {
  const { repo, clock } = deps;

  const change = (
    payout: PayoutRow,
    to: string,
    actor: PayoutActorRef,
    paypalStatus: string | null,
  ): NewStateChange => ({
    payout_id: payout.id,
    from_state: payoutStateOfStored(payout.status),
    to_state: to,
    actor_type: actor.type,
    actor_user_id: actor.userId ?? null,
    paypal_status: paypalStatus,
    attempt: payout.attempt,
    at: clock(),
  });

  /** The creator's news for these moves (sent, paid, or a state that needs words), once each. */
  async function raiseNews(changes: NewStateChange[], tx: DbOrTx) {
    const newsworthy = changes.filter((c) => c.to_state !== 'owed' && c.to_state !== 'on_hold');
    if (newsworthy.length === 0) return;
    const context = await repo.newsContext(
      newsworthy.map((c) => c.payout_id),
      tx,
    );
    for (const c of newsworthy) {
      const p = context.find((row) => row.id === c.payout_id);
      if (!p) continue;
      const state = payoutStateOfStored(c.to_state);
      await deps.news.announce(
        p.user_id,
        payoutNews({
          state,
          payoutId: p.id,
          attempt: c.attempt ?? 0,
          mediaId: p.media_id,
          campaignName: p.campaign,
          amountCents: p.amount_cents,
          reason: payoutReason(p.reason),
        }),
        tx,
      );
    }
  }

  return {
    change,
    raiseNews,
    isFinal: (p: PayoutRow) => isFinalPayoutState(payoutStateOfStored(p.status)),
    copy: PAYOUT_STATE_COPY,
  };
}

export type PayoutMoves = ReturnType<typeof createPayoutMoves>;
