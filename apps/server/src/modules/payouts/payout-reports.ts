import { AppError } from '@portal/domain/errors/app-error';
import { PAYABLE_STATES } from '@portal/domain/money/payable';
import {
  batchEndedUnpaid,
  canCancelPayout,
  nextPayoutState,
  nextPollDelayMs,
  RECONCILE_FOR_DAYS,
} from '@portal/domain/money/payout-run';
import { payoutStateOfStored, storedStatusOf } from '@portal/domain/money/payout-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import {
  type BatchReport,
  type PayoutProvider,
  PayoutProviderError,
} from '../../integrations/payouts/payout-provider';
import { recordAudit } from '../audit/audit.recorder';
import type { FunnelService } from '../funnel/funnel.service';
import type { PayoutActorRef, PayoutMoves } from './payout-moves';
import type { PayoutRuns } from './payout-runs';
import type { NewStateChange, PayoutRow, PayoutsRepository } from './payouts.repository';

/**
 * A batch sent through another provider than this process's (processes configured differently
 * during a change of provider): only a process with that provider may send or read it.
 */
class OtherProviderError extends Error {
  constructor(
    batchId: number,
    readonly provider: string,
  ) {
    super(`Payout batch ${batchId} belongs to the ${provider} provider.`);
  }
}

/** How soon a status job claimed by a process of another provider is offered again. */
const HAND_BACK_MS = 2_000;
/** A batch not yet sent whose poll failed on our side (the database, say) is tried this soon. */
const RESEND_AFTER_FAILURE_MS = 15_000;

/** Only PayPal's payout events concern us; any other type is answered and ignored. */
export function isPayoutEvent(type: string): boolean {
  return type.startsWith('PAYMENT.PAYOUTSBATCH.') || type.startsWith('PAYMENT.PAYOUTS-ITEM.');
}

/**
 * Reading what the provider did (issues 14, 26): the status job per batch, PayPal's webhooks
 * (verified on their raw body, payout types only, each event id once) and a periodic read of
 * batches sent in the last RECONCILE_FOR_DAYS days — so an item PayPal returns, refunds,
 * reverses or blocks after the batch finished reaches the creator and ops. Each move is the
 * domain's (nextPayoutState), on a locked row, with its history and news in one transaction.
 */
export function createPayoutReports(deps: {
  db: Db;
  repo: PayoutsRepository;
  provider: PayoutProvider;
  runs: PayoutRuns;
  moves: PayoutMoves;
  funnel: Pick<FunnelService, 'move'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  firstPollMs: number;
}) {
  const { db, repo, provider, moves, clock, log } = deps;

  /** PayPal paid it: the content moves to PAID through the funnel when its state allows. */
  async function markContentPaid(payout: PayoutRow, tx: DbOrTx) {
    const content = await repo.contentOf(payout.content_id, tx);
    if (!content) return;
    if (PAYABLE_STATES.includes(content.funnel_state as (typeof PAYABLE_STATES)[number])) {
      await deps.funnel.move(
        {
          contentId: payout.content_id,
          actor: { role: 'system', userId: null },
          action: 'mark_paid',
          from: content.funnel_state as (typeof PAYABLE_STATES)[number],
          quiet: true,
        },
        tx,
      );
    }
    await repo.markInvitePaid(content.invite_id, tx);
  }

  /** A DENIED or CANCELED batch: its items end, and their money is owed again with the reason. */
  async function endUnpaid(
    batchId: number,
    report: BatchReport,
    actor: PayoutActorRef,
    tx: DbOrTx,
  ) {
    const changes: NewStateChange[] = [];
    const reason = `BATCH_${report.status.toUpperCase()}`;
    for (const payout of await repo.lockBatchPayouts(batchId, tx)) {
      if (payout.status === 'paid') continue;
      await repo.owedAgain(payout, reason, tx);
      changes.push({ ...moves.change(payout, 'owed', actor, report.status.toUpperCase()) });
    }
    await repo.insertStateChanges(changes, tx);
  }

  /** Applies a report: moves each item as the domain allows. Answers whether all are final. */
  async function apply(batchId: number, report: BatchReport, actor: PayoutActorRef) {
    const now = clock();
    return db.transaction(async (tx) => {
      if (batchEndedUnpaid(report.status)) {
        await endUnpaid(batchId, report, actor, tx);
        await repo.updateBatch(
          batchId,
          { status: report.status.toUpperCase(), completed_at: now, last_read_at: now },
          tx,
        );
        return true;
      }
      const changes: NewStateChange[] = [];
      for (const item of report.items) {
        const payout = await repo.lockBySenderItem(batchId, item.ref, tx);
        if (!payout) continue; // an earlier attempt of a payout sent again since
        if (
          payout.paypal_status !== item.status ||
          (item.providerItemId && item.providerItemId !== payout.paypal_item_id) ||
          item.reason !== payout.reason
        ) {
          await repo.setProviderStatus(
            payout.id,
            item.status,
            item.providerItemId,
            item.reason,
            tx,
          );
        }
        const next = nextPayoutState(payoutStateOfStored(payout.status), item.status);
        if (!next) continue;
        const ended = next !== 'paid' && next !== 'on_hold' && next !== 'unclaimed';
        const moved = await repo.movePayout(
          payout.id,
          payout.status,
          {
            status: storedStatusOf(next),
            reason: item.reason,
            ...(next === 'paid' ? { paid_at: now } : {}),
            ...(ended ? { failed_at: now } : {}),
          },
          tx,
        );
        if (!moved) continue;
        changes.push(moves.change({ ...payout, reason: item.reason }, next, actor, item.status));
        if (next === 'paid') await markContentPaid(payout, tx);
      }
      await repo.insertStateChanges(changes, tx);
      await moves.raiseNews(changes, tx);
      const payouts = await repo.batchPayouts(batchId, tx);
      const done = payouts.every((p) => moves.isFinal(p));
      const batch = await repo.findBatch(batchId, tx);
      await repo.updateBatch(
        batchId,
        {
          status: report.status.toUpperCase(),
          last_read_at: now,
          ...(done && !batch?.completed_at ? { completed_at: now } : {}),
        },
        tx,
      );
      return done;
    });
  }

  /**
   * Reads a batch back and applies what the provider reports. A batch not yet accepted is sent
   * when its retry is due. Answers whether nothing more is to be read by the status job.
   */
  async function refresh(batchId: number, actor: PayoutActorRef): Promise<boolean> {
    const batch = await repo.findBatch(batchId);
    if (!batch) return true;
    if (batch.provider !== provider.name) throw new OtherProviderError(batchId, batch.provider);
    if (batch.status === 'refused' || batch.status === 'stuck' || batch.status === 'released')
      return true;
    if (batch.status === 'creating') {
      const outcome = await deps.runs.sendWhenDue(batch, actor);
      if (outcome?.outcome !== 'sent') return true; // its own poll or ops take it from here
    }
    const current = (await repo.findBatch(batchId))!;
    if (!current.provider_batch_id) return true;
    return apply(batchId, await provider.read(current.provider_batch_id), actor);
  }

  return {
    refresh,

    /** The status job: reads a batch, then asks to be run again unless it is final. */
    async poll(batchId: number) {
      let done = false;
      let failed = false;
      let retryAfterMs: number | null = null;
      try {
        done = await refresh(batchId, { type: 'job' });
      } catch (error) {
        if (error instanceof OtherProviderError) {
          // Not ours to do: offered again soon to the others, never before a retry is due.
          const batch = await repo.findBatch(batchId);
          const soon = clock().getTime() + HAND_BACK_MS;
          const due = Math.max(soon, batch?.next_attempt_at?.getTime() ?? 0);
          await repo.reschedulePoll(batchId, new Date(due));
          return { batchId, final: false, handedBack: true };
        }
        failed = true;
        if (error instanceof PayoutProviderError) retryAfterMs = error.retryAfterMs;
        log.warn({ err: error, batchId }, 'payout status read failed; trying again later');
      }
      const batch = await repo.findBatch(batchId);
      if (done || !batch) return { batchId, final: done };
      if (batch.status === 'creating') {
        // Sending schedules its own retry; a failure before it could leaves this poll to do so.
        if (failed) {
          const due = Math.max(
            clock().getTime() + RESEND_AFTER_FAILURE_MS,
            batch.next_attempt_at?.getTime() ?? 0,
          );
          await repo.reschedulePoll(batchId, new Date(due));
        }
        return { batchId, final: false };
      }
      const since = clock().getTime() - (batch.sent_at ?? batch.created_at).getTime();
      const delay =
        provider.name === 'ledger'
          ? deps.firstPollMs
          : Math.max(nextPollDelayMs(since), retryAfterMs ?? 0, 1000);
      await repo.reschedulePoll(batchId, new Date(clock().getTime() + delay));
      return { batchId, final: false };
    },

    /**
     * The periodic read: every batch sent within RECONCILE_FOR_DAYS is read again, so changes
     * after completion (unclaimed → returned, paid → refunded or reversed) are seen even when
     * no webhook came.
     */
    async reconcile() {
      const since = new Date(clock().getTime() - RECONCILE_FOR_DAYS * 86_400_000);
      let read = 0;
      for (const batch of await repo.sentSince(since, provider.name)) {
        try {
          await apply(batch.id, await provider.read(batch.provider_batch_id!), { type: 'job' });
          read++;
        } catch (error) {
          log.warn({ err: error, batchId: batch.id }, 'payout reconcile: reading a batch failed');
        }
      }
      return { read };
    },

    /**
     * A PayPal webhook. Only payout event types are looked at (others: answered, ignored);
     * PayPal verifies the signature over the raw body; each event id is handled once; then the
     * event is a hint: the batch it names is read back from PayPal.
     * @throws AppError validation_failed when the delivery does not verify.
     */
    async webhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      let type: unknown;
      try {
        type = (JSON.parse(rawBody) as { event_type?: unknown }).event_type;
      } catch {
        throw new AppError('validation_failed', 'The webhook body is not JSON.');
      }
      if (typeof type !== 'string' || !isPayoutEvent(type)) {
        return { accepted: true, handled: false, reason: 'not a payout event' };
      }
      const event = await provider.verifyWebhook(rawBody, headers);
      if (!event) throw new AppError('validation_failed', 'The webhook signature did not verify.');
      if (!(await repo.recordWebhookEvent(event.id, event.type, clock()))) {
        return { accepted: true, handled: false, reason: 'already handled' };
      }
      const batch = event.providerBatchId
        ? await repo.findBatchByProviderId(event.providerBatchId)
        : event.providerItemId
          ? await repo.findBatchOfItem(event.providerItemId)
          : undefined;
      if (!batch) return { accepted: true, handled: false, reason: 'no batch of ours' };
      try {
        if (batch.status === 'creating') await refresh(batch.id, { type: 'webhook' });
        else if (batch.provider_batch_id) {
          await apply(batch.id, await provider.read(batch.provider_batch_id), { type: 'webhook' });
        }
      } catch (error) {
        // PayPal unreachable right now: the status job reads it soon instead.
        log.warn({ err: error, batchId: batch.id }, 'payout webhook: reading the batch failed');
        await repo.schedulePoll(batch.id, clock());
      }
      return { accepted: true, handled: true, reason: null };
    },

    /**
     * Ops cancel an unclaimed payout at PayPal (the money comes back): it is returned, and goes
     * again once the creator saves a working PayPal e-mail.
     * @throws AppError not_found, conflict (not unclaimed), and PayPal's refusal as a conflict.
     */
    async cancel(payoutId: number, actor: PayoutActorRef) {
      const payout = await repo.findPayout(payoutId);
      if (!payout) throw new AppError('not_found', 'The payout was not found.');
      if (!canCancelPayout(payoutStateOfStored(payout.status)) || !payout.paypal_item_id) {
        throw new AppError(
          'conflict',
          'Only a payout waiting unclaimed at PayPal can be cancelled.',
        );
      }
      let item: Awaited<ReturnType<PayoutProvider['cancelItem']>>;
      try {
        item = await provider.cancelItem(payout.paypal_item_id);
      } catch (error) {
        if (error instanceof PayoutProviderError) {
          throw new AppError(
            'conflict',
            `PayPal did not cancel it: ${error.code}: ${error.message}`,
          );
        }
        throw error;
      }
      return db.transaction(async (tx) => {
        const locked = (await repo.lockPayout(payoutId, tx))!;
        const next = nextPayoutState(payoutStateOfStored(locked.status), item.status);
        await repo.setProviderStatus(locked.id, item.status, item.providerItemId, item.reason, tx);
        if (!next) return payoutStateOfStored(locked.status);
        await repo.movePayout(
          locked.id,
          locked.status,
          { status: storedStatusOf(next), reason: item.reason, failed_at: clock() },
          tx,
        );
        const changes = [moves.change(locked, next, actor, item.status)];
        await repo.insertStateChanges(changes, tx);
        await moves.raiseNews(changes, tx);
        await recordAudit(tx, {
          actorId: actor.userId ?? null,
          action: 'payout.cancelled',
          target: { type: 'payout', id: locked.id },
          before: { state: payoutStateOfStored(locked.status) },
          after: { state: next },
        });
        return next;
      });
    },
  };
}

export type PayoutReports = ReturnType<typeof createPayoutReports>;
