import { AppError } from '@portal/domain/errors/app-error';
import {
  type ApprovalPayout,
  EXTRA_REFUSALS,
  payoutOnApproval,
} from '@portal/domain/money/deliverable';
import {
  isFinalPayoutState,
  nextPayoutState,
  nextPollDelayMs,
  type PayoutActor,
  retriesAfterEmailChange,
} from '@portal/domain/money/payout-run';
import { payoutStateOfStored, storedStatusOf } from '@portal/domain/money/payout-status';
import { payoutNews } from '@portal/domain/notifications/notification-kinds';
import { PAYABLE_STATES } from '@portal/domain/review/payouts-api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { centsToValue, type PayoutProvider } from '../../integrations/payouts/payout-provider';
import { enqueueJob } from '../../jobs/queue';
import { assertOps } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { FunnelService } from '../funnel/funnel.service';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import { presentBatch } from './payouts.presenter';
import type {
  BatchRow,
  NewStateChange,
  PayoutBy,
  PayoutRow,
  PayoutsRepository,
} from './payouts.repository';

/** The job that sends a creator's failed or returned payouts again after an e-mail change. */
export const RETRY_PAYOUTS_JOB = 'payouts.retry';

/** Who is acting: ops (with their user id), the status job, a PayPal webhook, the creator. */
export type PayoutActorRef = { type: PayoutActor; userId?: number | null };

interface Deps {
  db: Db;
  repo: PayoutsRepository;
  news: NotificationsRepository;
  /** The funnel's owner: PayPal's "paid" moves the content to PAID through it. */
  funnel: Pick<FunnelService, 'move'>;
  provider: PayoutProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** When the status job first reads a new batch (ledger: just after it reads paid). */
  firstPollMs: number;
}

/** PayPal takes at most 15,000 items in a batch; the rest go in the next run. */
const MAX_BATCH_ITEMS = 15_000;

/** A safety net: a run that dies before PayPal answers is picked up by its poll this soon. */
const RESCUE_MS = 30_000;

/**
 * Money moving (issue 14). "Pay everything owed" puts every payout ready to send into one batch,
 * committed before the provider is called and sent under its sender_batch_id, so a crash or a
 * repeated run never pays twice (a batch left 'creating' is sent again with the same id, and
 * PayPal answers with the batch it has). The status job, and a verified PayPal webhook as a hint,
 * read the batch back and move each payout as the domain's nextPayoutState allows; every move
 * is written with its history row in one transaction, on a locked row, so two workers or a late
 * webhook never record a move twice or move a payout backwards.
 */
export function createPayoutsService(deps: Deps) {
  const { db, repo, provider, clock, log } = deps;

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

  /** The creator's news for these moves (sent, paid, failed or returned), in the same transaction. */
  async function raiseNews(changes: NewStateChange[], tx: DbOrTx) {
    const kindOf = {
      sent: 'payout_sent',
      paid: 'payout_paid',
      failed: 'payout_failed',
      returned: 'payout_failed',
    } as const;
    const newsworthy = changes.filter((c) => c.to_state in kindOf);
    if (newsworthy.length === 0) return;
    const context = await repo.newsContext(
      newsworthy.map((c) => c.payout_id),
      tx,
    );
    for (const c of newsworthy) {
      const p = context.find((row) => row.id === c.payout_id);
      if (!p) continue;
      const kind = kindOf[c.to_state as keyof typeof kindOf];
      await deps.news.insert(
        p.user_id,
        payoutNews({
          kind,
          payoutId: p.id,
          mediaId: p.media_id,
          campaignName: p.campaign,
          amountCents: p.amount_cents,
        }),
        tx,
      );
    }
  }

  /** Sends a committed batch to the provider and records the answer (once, whoever wins). */
  async function send(batch: BatchRow, actor: PayoutActorRef) {
    const items = await repo.batchPayouts(batch.id);
    const result = await provider.createBatch({
      sender_batch_header: {
        sender_batch_id: batch.sender_batch_id,
        email_subject: 'You have a payment from your creator portal',
      },
      items: items.map((p) => ({
        recipient_type: 'EMAIL',
        amount: { value: centsToValue(p.amount_cents), currency: 'USD' },
        receiver: p.paypal_email,
        sender_item_id: p.sender_item_id!,
      })),
    });
    const now = clock();
    const providerBatchId = result.batch_header.payout_batch_id;
    await db.transaction(async (tx) => {
      const recorded = await repo.markBatchSent(
        batch.id,
        {
          provider_batch_id: providerBatchId,
          status: result.batch_header.batch_status,
          sent_at: now,
        },
        tx,
      );
      if (!recorded) return; // another run or poll recorded it first
      const changes: NewStateChange[] = [];
      for (const payout of items) {
        const moved = await repo.movePayout(
          payout.id,
          'pending',
          { status: 'sent', sent_at: now, batch_id: providerBatchId },
          tx,
        );
        if (moved) changes.push(change(payout, 'sent', actor, result.batch_header.batch_status));
      }
      await repo.insertStateChanges(changes, tx);
      await raiseNews(changes, tx);
      await repo.schedulePoll(batch.id, new Date(now.getTime() + deps.firstPollMs), tx);
    });
    if (result.duplicate) log.info({ batchId: batch.id }, 'payout batch was already with PayPal');
  }

  /** Sends again every batch a crash left unrecorded (the ones this process's provider owns). */
  async function resumeCreating(actor: PayoutActorRef) {
    for (const batch of await repo.creatingBatches()) {
      if (batch.provider === provider.name) await send(batch, actor);
    }
  }

  /**
   * One run: resumes unrecorded batches, then batches every payout ready to send (or only
   * `onlyIds`). Answers the new batch, or null when nothing was ready.
   */
  async function run(actor: PayoutActorRef, onlyIds?: number[]) {
    await resumeCreating(actor);
    const now = clock();
    const batch = await db.transaction(async (tx) => {
      const ids = await repo.lockReadyToSend(tx, MAX_BATCH_ITEMS, onlyIds);
      if (ids.length === 0) return null;
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
      // Should this process die before recording PayPal's answer, the poll sends it again.
      await repo.schedulePoll(row.id, new Date(now.getTime() + RESCUE_MS), tx);
      return row;
    });
    if (!batch) return null;
    try {
      await send(batch, actor);
    } catch (error) {
      log.error({ err: error, batchId: batch.id }, 'payout batch: the provider did not answer');
      throw new AppError(
        'unexpected_error',
        `Payout batch ${batch.id} is saved but PayPal did not confirm it. It is sent again automatically under the same batch id, so nothing is paid twice.`,
      );
    }
    return batch;
  }

  /**
   * Reads a batch back from the provider and moves each of its payouts as PayPal reports.
   * Answers whether every payout of the batch is final (nothing more to read).
   */
  async function refresh(batchId: number, actor: PayoutActorRef): Promise<boolean> {
    let batch = await repo.findBatch(batchId);
    if (!batch) return true;
    if (batch.provider !== provider.name) {
      // Sent through the other provider (the configuration changed, or processes disagree):
      // only a process with that provider may send or read it.
      throw new Error(`Payout batch ${batchId} belongs to the ${batch.provider} provider.`);
    }
    if (batch.status === 'creating') {
      await send(batch, actor);
      batch = (await repo.findBatch(batchId))!;
    }
    if (batch.completed_at || !batch.provider_batch_id) return true;
    const report = await provider.getBatch(batch.provider_batch_id);
    const now = clock();
    return db.transaction(async (tx) => {
      const changes: NewStateChange[] = [];
      for (const item of report.items) {
        const payout = await repo.lockBySenderItem(batchId, item.sender_item_id, tx);
        if (!payout) continue; // an earlier attempt of a payout sent again since
        const current = payoutStateOfStored(payout.status);
        const next = nextPayoutState(current, item.transaction_status);
        const itemIdNew =
          item.payout_item_id !== null && item.payout_item_id !== payout.paypal_item_id;
        if (payout.paypal_status !== item.transaction_status || itemIdNew) {
          await repo.setPaypalStatus(payout.id, item.transaction_status, item.payout_item_id, tx);
        }
        if (!next) continue;
        const moved = await repo.movePayout(
          payout.id,
          payout.status,
          {
            status: storedStatusOf(next),
            ...(next === 'paid' ? { paid_at: now } : {}),
            ...(next === 'failed' || next === 'returned' ? { failed_at: now } : {}),
          },
          tx,
        );
        if (!moved) continue;
        changes.push(change(payout, next, actor, item.transaction_status));
        if (next === 'paid') await markContentPaid(payout, tx);
      }
      await repo.insertStateChanges(changes, tx);
      await raiseNews(changes, tx);
      const payouts = await repo.batchPayouts(batchId, tx);
      const done = payouts.every((p) => isFinalPayoutState(payoutStateOfStored(p.status)));
      await repo.updateBatch(
        batchId,
        { status: report.batch_status, ...(done ? { completed_at: now } : {}) },
        tx,
      );
      return done;
    });
  }

  /**
   * PayPal paid it: the content moves to PAID through the funnel (the system's mark_paid) when
   * its state allows, and the invite is paid. A content elsewhere (e.g. a post rejected since)
   * keeps its state: the money moved all the same, and the payout says so.
   */
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

  /** The latest 20 batches (or the one asked for) with each item's state: three queries. */
  async function listBatches(claims: AccessClaims, onlyId?: number) {
    assertOps(claims);
    const rows = onlyId ? await repo.batchWithCreator(onlyId) : await repo.latestBatches(20);
    const items = await repo.itemsOfBatches(rows.map((r) => r.batch.id));
    return rows.map((r) => presentBatch(r, items));
  }

  return {
    run,
    refresh,
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
     * the creator's PayPal e-mail, and so is the invite.
     * @throws AppError conflict when nothing is owed for the content, or no e-mail is known.
     */
    async recordPaidByHand(
      paid: {
        contentId: number;
        inviteId: number;
        userId: number;
        feeCents: number;
        profileEmail: string | null;
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
      await repo.markPaidByHand(paid.contentId, email, clock(), by, tx);
      await repo.markInvitePaid(paid.inviteId, tx);
    },

    /**
     * POST /review/payouts/run: ops pay everything owed in one batch. A repeat with nothing new
     * owed creates no batch. @throws AppError forbidden (creators, brands), unauthenticated.
     */
    async payEverythingOwed(claims: AccessClaims) {
      assertOps(claims);
      const batch = await run({ type: 'ops', userId: claims.userId });
      const withoutEmail = await repo.countOwedWithoutEmail();
      const view = batch ? (await listBatches(claims, batch.id))[0]! : null;
      return { batch: view, owed_without_paypal_email: withoutEmail };
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

    /**
     * A PayPal webhook: accepted only when PayPal verifies its signature, and then only a hint —
     * the batch it names is read back from PayPal (never trusting the event's own status).
     * @throws AppError validation_failed when the signature does not verify.
     */
    async webhook(headers: Record<string, string | string[] | undefined>, event: unknown) {
      if (!(await provider.verifyWebhook(headers, event))) {
        throw new AppError('validation_failed', 'The webhook signature did not verify.');
      }
      const resource = (event as { resource?: Record<string, unknown> })?.resource ?? {};
      const header = resource.batch_header as { payout_batch_id?: unknown } | undefined;
      const providerBatchId = resource.payout_batch_id ?? header?.payout_batch_id;
      if (typeof providerBatchId !== 'string') return { accepted: true, batch: null };
      const batch = await repo.findBatchByProviderId(providerBatchId);
      if (!batch) return { accepted: true, batch: null };
      try {
        await refresh(batch.id, { type: 'webhook' });
      } catch (error) {
        // PayPal unreachable right now: the status job reads it soon instead.
        log.warn({ err: error, batchId: batch.id }, 'payout webhook: reading the batch failed');
        await repo.schedulePoll(batch.id, clock());
      }
      return { accepted: true, batch: batch.id };
    },

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
          },
          tx,
        );
        const owedAgain = change(payout, 'owed', { type: 'creator', userId }, null);
        changes.push({ ...owedAgain, attempt: payout.attempt + 1 });
        retried.push(payout.id);
      }
      await repo.insertStateChanges(changes, tx);
      if (retried.length > 0) {
        await enqueueJob(tx, { kind: RETRY_PAYOUTS_JOB, payload: { payoutIds: retried }, userId });
      }
      return retried;
    },

    /** The status job: reads a batch, then asks to be run again unless it is final. */
    async poll(batchId: number) {
      let done = false;
      try {
        done = await refresh(batchId, { type: 'job' });
      } catch (error) {
        log.warn({ err: error, batchId }, 'payout status read failed; trying again later');
      }
      if (done) return { batchId, final: true };
      const batch = await repo.findBatch(batchId);
      const since = clock().getTime() - (batch?.sent_at ?? batch?.created_at ?? clock()).getTime();
      const delay =
        provider.name === 'ledger' ? deps.firstPollMs : Math.max(nextPollDelayMs(since), 1000);
      await repo.schedulePoll(batchId, new Date(clock().getTime() + delay));
      return { batchId, final: false };
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
