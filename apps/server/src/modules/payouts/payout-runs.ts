import { AppError } from '@portal/domain/errors/app-error';
import { retryDelayMs } from '@portal/domain/money/payout-run';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import {
  type PayoutProvider,
  PayoutProviderError,
} from '../../integrations/payouts/payout-provider';
import { recordAudit } from '../audit/audit.recorder';
import type { PayoutActorRef, PayoutMoves } from './payout-moves';
import type { BatchRow, NewStateChange, PayoutsRepository } from './payouts.repository';

/** PayPal takes at most 15,000 items in a batch; the rest go in the next run. */
const MAX_BATCH_ITEMS = 15_000;

/** A safety net: a run that dies before PayPal answers is picked up by its poll this soon. */
const RESCUE_MS = 30_000;

/** What one attempt to hand a batch to the provider came to. */
export type SendOutcome =
  | { outcome: 'sent'; batch: BatchRow }
  | { outcome: 'retrying'; batch: BatchRow; retryAt: Date; reason: string }
  | { outcome: 'refused' | 'stuck'; batch: BatchRow; reason: string };

/**
 * Handing batches to the provider (issues 14, 26, decision 523). A run commits its batch before
 * calling the provider, under a stable key (PayPal's sender_batch_id and PayPal-Request-Id), so a
 * crash or a repeat never pays twice. The provider's answer decides what follows:
 * - accepted: the payouts are sent and the status job reads them back;
 * - refused (PayPal 400, 403, 422): the batch stops with PayPal's reason for ops; nothing is sent
 *   again until ops retry or release it;
 * - transient (429, 5xx, no answer): the status job tries again — one process, through the job
 *   queue — after PayPal's Retry-After or a growing wait, MAX_SEND_ATTEMPTS times; then the batch
 *   is stuck and the metrics say so (`payout_batches_waiting_for_ops`).
 */
export function createPayoutRuns(deps: {
  db: Db;
  repo: PayoutsRepository;
  provider: PayoutProvider;
  moves: PayoutMoves;
  clock: () => Date;
  log: FastifyBaseLogger;
  firstPollMs: number;
}) {
  const { db, repo, provider, moves, clock, log } = deps;

  /** Records the provider's acceptance once (whoever wins), moving the payouts to sent. */
  async function recordSent(
    batch: BatchRow,
    providerBatchId: string,
    status: string,
    actor: PayoutActorRef,
  ) {
    const now = clock();
    await db.transaction(async (tx) => {
      const recorded = await repo.markBatchSent(
        batch.id,
        { provider_batch_id: providerBatchId, status: status.toUpperCase(), sent_at: now },
        tx,
      );
      if (!recorded) return; // another process or poll recorded it first
      const changes: NewStateChange[] = [];
      for (const payout of await repo.batchPayouts(batch.id, tx)) {
        const moved = await repo.movePayout(
          payout.id,
          'pending',
          { status: 'sent', sent_at: now, batch_id: providerBatchId, reason: null },
          tx,
        );
        if (moved) changes.push(moves.change(payout, 'sent', actor, status.toUpperCase()));
      }
      await repo.insertStateChanges(changes, tx);
      await moves.raiseNews(changes, tx);
      await repo.announceBatch(batch.id, tx);
      await repo.reschedulePoll(batch.id, new Date(now.getTime() + deps.firstPollMs), tx);
    });
  }

  /**
   * Hands a committed batch to the provider and records what came of it. Only a batch still
   * 'creating' is sent.
   */
  async function send(batch: BatchRow, actor: PayoutActorRef): Promise<SendOutcome> {
    const items = await repo.batchPayouts(batch.id);
    try {
      const sent = await provider.send({
        key: batch.sender_batch_id,
        items: items.map((p) => ({
          ref: p.sender_item_id!,
          amountCents: p.amount_cents,
          receiver: p.paypal_email!,
        })),
      });
      await recordSent(batch, sent.providerBatchId, sent.status, actor);
      if (sent.duplicate) log.info({ batchId: batch.id }, 'payout batch was already with PayPal');
      return { outcome: 'sent', batch: (await repo.findBatch(batch.id))! };
    } catch (error) {
      if (!(error instanceof PayoutProviderError)) throw error;
      return error.kind === 'refused' ? refuse(batch, error) : retryLater(batch, error);
    }
  }

  /**
   * send, for a batch a run or the status job finds waiting: a failure on our side (recording
   * PayPal's answer, say) counts as an attempt, like a busy PayPal, so the batch is asked again
   * under its key after a backoff and never waits in 'creating' with nothing to send it; after
   * MAX_SEND_ATTEMPTS ops see it stuck with the reason (decision 526).
   */
  async function sendAgain(batch: BatchRow, actor: PayoutActorRef): Promise<SendOutcome> {
    try {
      return await send(batch, actor);
    } catch (error) {
      log.error({ err: error, batchId: batch.id }, 'payout batch: sending or recording failed');
      return retryLater(batch, unrecorded(error));
    }
  }

  /** A failure on our side while sending, in the words ops read on a waiting batch. */
  function unrecorded(error: unknown) {
    const detail = error instanceof Error ? error.message : String(error);
    return new PayoutProviderError(
      'transient',
      'NOT_RECORDED',
      `We could not record PayPal's answer (${detail.slice(0, 200)}). It is asked again under the same batch id, so nothing is paid twice.`,
    );
  }

  /** The batch waits for ops (refused or stuck); their payouts pages hear of it at commit. */
  function stop(
    batch: BatchRow,
    status: 'refused' | 'stuck',
    reason: string,
    now: Date,
    attempts?: number,
  ) {
    return db.transaction(async (tx) => {
      const row = await repo.stopBatch(batch.id, status, reason, now, attempts, tx);
      if (row) await repo.announceBatch(batch.id, tx);
      return row;
    });
  }

  /** PayPal said no: the batch waits for ops with PayPal's reason; nothing is sent again. */
  async function refuse(batch: BatchRow, error: PayoutProviderError): Promise<SendOutcome> {
    const reason = `${error.code}: ${error.message}`;
    log.warn(
      { batchId: batch.id, code: error.code, status: error.status },
      'PayPal refused a payout batch',
    );
    const row = await stop(batch, 'refused', reason, clock());
    return { outcome: 'refused', batch: row ?? batch, reason };
  }

  /** PayPal may take it later: the status job tries again after Retry-After (or a backoff). */
  async function retryLater(batch: BatchRow, error: PayoutProviderError): Promise<SendOutcome> {
    const attempts = batch.send_attempts + 1;
    const reason = `${error.code}: ${error.message}`;
    const delay = retryDelayMs(attempts, error.retryAfterMs);
    const now = clock();
    if (delay === null) {
      log.error(
        { batchId: batch.id, attempts },
        'PayPal did not take a payout batch: ops must act',
      );
      const row = await stop(batch, 'stuck', reason, now, attempts);
      return { outcome: 'stuck', batch: row ?? batch, reason };
    }
    const retryAt = new Date(now.getTime() + delay);
    log.warn(
      { batchId: batch.id, attempts, retryAt, code: error.code },
      'PayPal busy: payout batch retried later',
    );
    const row = await db.transaction(async (tx) => {
      const updated = await repo.noteSendFailure(batch.id, attempts, reason, retryAt, now, tx);
      await repo.reschedulePoll(batch.id, retryAt, tx);
      await repo.announceBatch(batch.id, tx);
      return updated;
    });
    return { outcome: 'retrying', batch: row ?? batch, retryAt, reason };
  }

  /** send, with a failure that is no provider answer (a bug, a crash) told to ops plainly. */
  async function sendOrExplain(batch: BatchRow, actor: PayoutActorRef) {
    try {
      return await send(batch, actor);
    } catch (error) {
      log.error({ err: error, batchId: batch.id }, 'payout batch: sending failed');
      throw new AppError(
        'unexpected_error',
        `Payout batch ${batch.id} is saved but PayPal did not confirm it. It is sent again automatically under the same batch id, so nothing is paid twice.`,
      );
    }
  }

  return {
    send,

    /**
     * One run: batches every payout ready to send (or only `onlyIds`) and hands it to the
     * provider. Answers what came of it, or null when nothing was ready.
     */
    async run(actor: PayoutActorRef, onlyIds?: number[]): Promise<SendOutcome | null> {
      // A batch a crash left unsent, whose retry is not waiting on PayPal's Retry-After, goes
      // first, under its own key (PayPal answers with the batch if it had it).
      // One that fails again keeps its own retry and poll: it never holds up what is owed now.
      if (!onlyIds) {
        for (const left of await repo.creatingBatches()) {
          const due = !left.next_attempt_at || left.next_attempt_at.getTime() <= clock().getTime();
          if (left.provider !== provider.name || !due) continue;
          try {
            await sendAgain(left, actor);
          } catch (error) {
            log.error({ err: error, batchId: left.id }, 'payout batch left unsent: sending failed');
          }
        }
      }
      const now = clock();
      const batch = await db.transaction(async (tx) => {
        const ready = await repo.lockReadyToSend(tx, MAX_BATCH_ITEMS, onlyIds);
        if (ready.length === 0) return null;
        const ids = ready.map((p) => p.id);
        const row = await repo.insertBatch(
          {
            sender_batch_id: `portal-${now.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}`,
            provider: provider.name,
            created_by_user_id: actor.userId ?? null,
            created_at: now,
          },
          tx,
        );
        await repo.attach(row.id, ids, tx);
        // Should this process die before recording the answer, the poll sends it again.
        await repo.schedulePoll(row.id, new Date(now.getTime() + RESCUE_MS), tx);
        // Ops' run is in the audit log with the batch it made, in the batch's transaction: a
        // run that finds nothing to send, or a repeat, records nothing (decision 530).
        if (actor.type === 'ops') {
          await recordAudit(tx, {
            actorId: actor.userId ?? null,
            action: 'payout.run',
            target: { type: 'payout_batch', id: row.id, label: row.sender_batch_id },
            after: {
              batch_id: row.id,
              sender_batch_id: row.sender_batch_id,
              items: ids.length,
              total_cents: ready.reduce((sum, p) => sum + p.amount_cents, 0),
              provider: row.provider,
            },
          });
        }
        await repo.announceBatch(row.id, tx);
        return row;
      });
      if (!batch) return null;
      return sendOrExplain(batch, actor);
    },

    /**
     * A batch that is waiting to be sent: sent now when its retry is due, else left for its
     * poll at the due time (a webhook or an early poll never sends before Retry-After).
     */
    async sendWhenDue(batch: BatchRow, actor: PayoutActorRef): Promise<SendOutcome | null> {
      const due = batch.next_attempt_at;
      if (due && due.getTime() > clock().getTime()) {
        await repo.reschedulePoll(batch.id, due);
        return null;
      }
      return sendAgain(batch, actor);
    },

    /**
     * Ops act on a batch PayPal refused or that got stuck: `retry` sends it again under the same
     * key (PayPal never created it), `release` puts its payouts back to owed for the next run.
     * @throws AppError not_found, conflict (the batch is not waiting for ops).
     */
    async resolve(batchId: number, how: 'retry' | 'release', actor: PayoutActorRef) {
      const batch = await repo.findBatch(batchId);
      if (!batch) throw new AppError('not_found', 'The payout batch was not found.');
      if (batch.status !== 'refused' && batch.status !== 'stuck') {
        throw new AppError(
          'conflict',
          'This batch is not waiting for you: it was sent or released.',
        );
      }
      // Ops' choice is in the audit log with the batch's change, in its transaction.
      const audit = (tx: DbOrTx, after: string) =>
        recordAudit(tx, {
          actorId: actor.userId ?? null,
          action: how === 'retry' ? 'payout.batch_retried' : 'payout.batch_released',
          target: { type: 'payout_batch', id: batch.id, label: batch.sender_batch_id },
          // What it stopped on (PayPal's reason) stays with the before side.
          before: { status: batch.status, reason: batch.last_error },
          after: { status: after },
        });
      if (how === 'retry') {
        const reopened = await db.transaction(async (tx) => {
          const row = await repo.reopenBatch(batch.id, batch.status, tx);
          if (row) await audit(tx, 'creating');
          return row;
        });
        if (!reopened)
          throw new AppError('conflict', 'Someone acted on this batch first. Please reload.');
        return send(reopened, actor);
      }
      const released = await db.transaction(async (tx) => {
        const row = await repo.releaseBatch(batch.id, batch.status, clock(), tx);
        if (!row) return null;
        await repo.detachAll(batch.id, tx);
        await repo.announceBatch(batch.id, tx);
        await audit(tx, 'released');
        return row;
      });
      if (!released)
        throw new AppError('conflict', 'Someone acted on this batch first. Please reload.');
      return { outcome: 'released' as const, batch: released, reason: batch.last_error ?? '' };
    },
  };
}

export type PayoutRuns = ReturnType<typeof createPayoutRuns>;
