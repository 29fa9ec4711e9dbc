import { AppError } from '@portal/domain/errors/app-error';
import {
  type ApprovalPayout,
  EXTRA_REFUSALS,
  payoutOnApproval,
} from '@portal/domain/money/deliverable';
import { retriesAfterEmailChange } from '@portal/domain/money/payout-run';
import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import { enqueueJob, enqueueJobUnlessQueued } from '../../jobs/queue';
import { recordAudit } from '../audit/audit.recorder';
import { assertOps } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { FunnelService } from '../funnel/funnel.service';
import type { NewsWriter } from '../notifications/news-writer';
import { createPayoutMoves } from './payout-moves';
import { createPayoutReports } from './payout-reports';
import { createPayoutRuns, type SendOutcome } from './payout-runs';
import { presentBatch, runSummary } from './payouts.presenter';
import type { NewStateChange, PayoutBy, PayoutsRepository } from './payouts.repository';

export type { PayoutActorRef } from './payout-moves';

/** The job that sends a creator's failed or returned payouts again after an e-mail change. */
export const RETRY_PAYOUTS_JOB = 'payouts.retry';
/** The periodic read of completed batches (decision 524). */
export const RECONCILE_PAYOUTS_JOB = 'payouts.reconcile';
/** How often the periodic read runs. */
const RECONCILE_EVERY_MS = 6 * 3_600_000;

interface Deps {
  db: Db;
  repo: PayoutsRepository;
  news: NewsWriter;
  /** The funnel's owner: PayPal's "paid" moves the content to PAID through it. */
  funnel: Pick<FunnelService, 'move'>;
  provider: PayoutProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** When the status job first reads a new batch (ledger: just after it reads paid). */
  firstPollMs: number;
}

/**
 * Money moving (issues 14, 26). Payouts are owed by the deliverable rule (decision 522), sent in
 * runs (payout-runs.ts: stable keys, PayPal's refusals stop for ops, transient failures retried
 * by one process after Retry-After), read back by the status job, webhooks and a periodic read
 * (payout-reports.ts), each move with its history and the creator's news. Ops pay, retry or
 * release a stopped batch, and cancel an unclaimed item; each is in the audit log.
 */
export function createPayoutsService(deps: Deps) {
  const { db, repo, provider, clock } = deps;
  const moves = createPayoutMoves({ repo, news: deps.news, clock });
  const runs = createPayoutRuns({ ...deps, moves });
  const reports = createPayoutReports({ ...deps, runs, moves });

  /** The latest 20 batches (or the one asked for) with each item's state: three queries. */
  async function listBatches(claims: AccessClaims, onlyId?: number) {
    assertOps(claims);
    const rows = onlyId ? await repo.batchWithCreator(onlyId) : await repo.latestBatches(20);
    const items = await repo.itemsOfBatches(rows.map((r) => r.batch.id));
    return rows.map((r) => presentBatch(r, items));
  }

  /** What a run or an ops action did, as the payouts page says it. */
  async function answer(
    claims: AccessClaims,
    outcome: SendOutcome | { outcome: 'released'; batch: { id: number }; reason: string } | null,
  ) {
    const withoutEmail = await repo.countOwedWithoutEmail();
    const view = outcome ? (await listBatches(claims, outcome.batch.id))[0]! : null;
    const latest = outcome ? null : ((await repo.latestBatches(1))[0]?.batch ?? null);
    return {
      ...runSummary(outcome, view, latest, clock()),
      batch: view,
      owed_without_paypal_email: withoutEmail,
    };
  }

  return {
    run: runs.run,
    refresh: reports.refresh,
    poll: reports.poll,
    reconcile: reports.reconcile,
    listBatches,

    /**
     * What an approval (or a post's verification) owes, by the deliverable rule (domain
     * payoutOnApproval, decision 522): the invite's fee once, for its first approved
     * submission; an extra only when the reviewer accepts one with its own amount; otherwise
     * nothing. The payout is recorded with its first history row in the approval's
     * transaction; nothing is sent until ops run "pay everything owed".
     * @throws AppError validation_failed when the extra cannot be accepted.
     */
    async oweForApproval(
      owed: {
        contentId: number;
        inviteId: number;
        userId: number;
        inviteFeeCents: number;
        paypalEmail: string | null;
        extraCents?: number | null;
      },
      by: PayoutBy,
      tx: DbOrTx,
    ): Promise<ApprovalPayout> {
      const existing = await repo.lockInvitePayouts(owed.inviteId, tx);
      const outcome = payoutOnApproval({
        contentId: owed.contentId,
        inviteFeeCents: owed.inviteFeeCents,
        payouts: existing.map((p) => ({
          contentId: p.content_id,
          kind: p.kind,
          state: payoutStateOfStored(p.status),
        })),
        extraCents: owed.extraCents,
      });
      if (outcome.owes === 'refused') {
        const message = EXTRA_REFUSALS[outcome.reason];
        throw new AppError('validation_failed', message, { fields: { extra_amount: message } });
      }
      if (outcome.owes === 'nothing') return outcome;
      await repo.insertOwed(
        {
          content_id: owed.contentId,
          invite_id: owed.inviteId,
          kind: outcome.owes,
          user_id: owed.userId,
          amount_cents: outcome.amountCents,
          paypal_email: owed.paypalEmail,
          batch_id: `content-${owed.contentId}`,
        },
        by,
        tx,
      );
      return outcome;
    },

    /** What approving this content would owe now (the console says so before approving). */
    async approvalPayout(contentId: number, inviteId: number, inviteFeeCents: number) {
      const existing = await repo.invitePayouts(inviteId);
      return payoutOnApproval({
        contentId,
        inviteFeeCents,
        payouts: existing.map((p) => ({
          contentId: p.content_id,
          kind: p.kind,
          state: payoutStateOfStored(p.status),
        })),
      });
    },

    /**
     * mark_paid by hand is the ledger's: with PayPal only PayPal's report marks a payout paid.
     * @throws AppError conflict.
     */
    assertPaidByHandAllowed() {
      if (provider.name === 'paypal') {
        throw new AppError(
          'conflict',
          'Payouts go through PayPal: they are marked paid when PayPal pays them.',
        );
      }
    },

    /**
     * Records ops' mark_paid (in the funnel move's transaction): the content's payout (its
     * deliverable or extra, made owed first if the deliverable rule says it is due) is paid, to
     * the creator's PayPal e-mail, and so is the invite. The mark is in the audit log (state
     * before → after, amount, the e-mail paid to), in the same transaction.
     * @throws AppError conflict when nothing is owed for the content, or no e-mail is known.
     */
    async recordPaidByHand(
      paid: {
        contentId: number;
        inviteId: number;
        userId: number;
        feeCents: number;
        profileEmail: string | null;
        campaignName: string;
      },
      by: PayoutBy,
      tx: DbOrTx,
    ) {
      const payout = await repo.findByContent(paid.contentId, tx);
      if (!payout || payout.kind === 'duplicate') {
        throw new AppError('conflict', 'No payout is owed for this content.');
      }
      const email = payout.paypal_email ?? paid.profileEmail;
      if (!email) throw new AppError('conflict', 'The creator has not given a PayPal e-mail yet.');
      if (!(await provider.confirmPaid(payout.batch_id))) {
        throw new AppError('conflict', 'The payment provider has not confirmed this payout yet.');
      }
      const before = await repo.markPaidByHand(paid.contentId, email, clock(), by, tx);
      await repo.markInvitePaid(paid.inviteId, tx);
      if (before) {
        await recordAudit(tx, {
          actorId: by.actor_user_id,
          action: 'payout.marked_paid',
          target: { type: 'payout', id: before.id, label: paid.campaignName },
          before: {
            state: payoutStateOfStored(before.status),
            amount_cents: before.amount_cents,
            paypal_email: before.paypal_email,
            content_id: paid.contentId,
          },
          after: {
            state: 'paid',
            amount_cents: before.amount_cents,
            paypal_email: email,
            content_id: paid.contentId,
          },
        });
      }
    },

    /**
     * POST /review/payouts/run: ops pay everything owed in one batch, and are told exactly what
     * came of it (sent; refused by PayPal and why; PayPal busy and when it is tried again;
     * nothing new to send, and which batch holds what was owed). A repeat with nothing new owed
     * creates no batch. @throws AppError forbidden (creators, brands), unauthenticated.
     */
    async payEverythingOwed(claims: AccessClaims) {
      assertOps(claims);
      // The run's audit entry (who, how many, how much, which batch) is written with its batch.
      const outcome = await runs.run({ type: 'ops', userId: claims.userId });
      return answer(claims, outcome);
    },

    /**
     * Ops act on a batch PayPal refused or that got stuck: retry it (same key) or release its
     * payouts back to owed. @throws AppError forbidden, not_found, conflict.
     */
    async resolveBatch(claims: AccessClaims, batchId: number, how: 'retry' | 'release') {
      assertOps(claims);
      // Audited in the batch's transaction (payout-runs resolve).
      const outcome = await runs.resolve(batchId, how, { type: 'ops', userId: claims.userId });
      return answer(claims, outcome);
    },

    /**
     * Ops cancel an unclaimed payout at PayPal: the money comes back, the payout is returned.
     * @throws AppError forbidden, not_found, conflict (not unclaimed, or PayPal said no).
     */
    async cancelPayout(claims: AccessClaims, payoutId: number) {
      assertOps(claims);
      // Audited in the payout's transaction (payout-reports cancel).
      const state = await reports.cancel(payoutId, { type: 'ops', userId: claims.userId });
      return { payout_id: payoutId, state };
    },

    /** One payout's state history, for ops. */
    async history(claims: AccessClaims, payoutId: number) {
      assertOps(claims);
      const rows = await repo.history(payoutId);
      return rows.map(({ change: c, actor_email }) => ({
        from_state: c.from_state,
        to_state: c.to_state,
        actor: c.actor_type,
        actor_email,
        paypal_status: c.paypal_status,
        attempt: c.attempt,
        at: c.at.toISOString(),
      }));
    },

    /** PayPal's webhook (see payout-reports.ts). */
    webhook: reports.webhook,

    /**
     * The creator changed their PayPal e-mail (in the profile's transaction): owed payouts not yet
     * sent take the new address, and failed or returned ones are owed again as a new attempt to
     * it. Answers the ids to send now (the retry job sends them; nobody has to).
     */
    async afterPaypalEmailChange(userId: number, email: string, tx: DbOrTx): Promise<number[]> {
      const retried: number[] = [];
      const changes: NewStateChange[] = [];
      for (const payout of await repo.lockCreatorsPayouts(userId, tx)) {
        const state = payoutStateOfStored(payout.status);
        if (state === 'owed') {
          await repo.movePayout(payout.id, payout.status, { paypal_email: email }, tx);
          continue;
        }
        if (!retriesAfterEmailChange(state)) continue;
        await repo.movePayout(
          payout.id,
          payout.status,
          {
            status: 'pending',
            paypal_email: email,
            attempt: payout.attempt + 1,
            payout_batch_id: null,
            sender_item_id: null,
            paypal_item_id: null,
            paypal_status: null,
            sent_at: null,
            failed_at: null,
            paid_at: null,
            reason: null,
          },
          tx,
        );
        const owedAgain = moves.change(payout, 'owed', { type: 'creator', userId }, null);
        changes.push({ ...owedAgain, attempt: payout.attempt + 1 });
        retried.push(payout.id);
      }
      await repo.insertStateChanges(changes, tx);
      if (retried.length > 0) {
        await enqueueJob(tx, { kind: RETRY_PAYOUTS_JOB, payload: { payoutIds: retried }, userId });
      }
      return retried;
    },

    /** Queues the periodic read, once across processes (the worker calls it at start). */
    async scheduleReconcile(runAt = new Date(clock().getTime() + RECONCILE_EVERY_MS)) {
      await enqueueJobUnlessQueued(db, { kind: RECONCILE_PAYOUTS_JOB, runAt, maxAttempts: 1 });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
