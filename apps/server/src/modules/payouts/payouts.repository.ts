import { PAYABLE_STATES } from '@portal/domain/money/payable';
import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { announceReviewChange } from '../../db/review-channel';
import { brands, campaigns } from '../../db/schema/campaigns';
import {
  content,
  payoutBatches,
  payoutStateChanges,
  payouts,
  paypalWebhookEvents,
} from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { jobs } from '../../db/schema/platform';
import { users } from '../../db/schema/users';

export type PayoutRow = typeof payouts.$inferSelect;
export type BatchRow = typeof payoutBatches.$inferSelect;
export type NewStateChange = typeof payoutStateChanges.$inferInsert;
export type NewPayout = typeof payouts.$inferInsert;
/** Who moved a payout by hand or by approving, for its history. */
export type PayoutBy = { actor_type: 'ops' | 'brand'; actor_user_id: number };

/** The status job's kind; one queued job per batch at most (see schedulePoll). */
export const POLL_PAYOUT_BATCH_JOB = 'payouts.poll';

/**
 * Payouts owed and ready to send: recorded, not in a batch, with a PayPal e-mail and an amount,
 * for content ops may mark paid (or a retry of a payout that failed or came back).
 */
const readyToSend = and(
  eq(payouts.status, 'pending'),
  ne(payouts.kind, 'duplicate'),
  isNull(payouts.payout_batch_id),
  isNotNull(payouts.paypal_email),
  gt(payouts.amount_cents, 0),
  or(inArray(content.funnel_state, [...PAYABLE_STATES]), gt(payouts.attempt, 0)),
);

/** Reads and writes of the payout runs (issue 14); lists in a constant number of queries. */
export function createPayoutsRepository(db: DbOrTx) {
  return {
    /**
     * Records a payout owed with its first history row (owed, by the approving reviewer); a
     * second payout for the same content is ignored.
     */
    async insertOwed(values: NewPayout, by: PayoutBy, tx: DbOrTx) {
      const [row] = await tx
        .insert(payouts)
        .values(values)
        .onConflictDoNothing({ target: payouts.content_id })
        .returning({ id: payouts.id });
      if (row) {
        await tx.insert(payoutStateChanges).values({ payout_id: row.id, to_state: 'owed', ...by });
        await announceReviewChange(tx, { kind: 'payouts', id: null, brandId: null });
      }
      return row?.id ?? null;
    },

    /** The funnel state and invite of a payout's content. */
    async contentOf(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ funnel_state: content.funnel_state, invite_id: content.invite_id })
        .from(content)
        .where(eq(content.id, contentId));
      return row;
    },

    /**
     * The invite's payouts (content, kind, state), with the invite row locked so that two
     * approvals on one invite decide its deliverable one after the other.
     */
    async lockInvitePayouts(inviteId: number, tx: DbOrTx) {
      await tx
        .select({ id: invites.id })
        .from(invites)
        .where(eq(invites.id, inviteId))
        .for('update');
      return tx
        .select({ content_id: payouts.content_id, kind: payouts.kind, status: payouts.status })
        .from(payouts)
        .where(eq(payouts.invite_id, inviteId));
    },

    /** The invite's payouts (content, kind, state), unlocked: for showing what approval owes. */
    invitePayouts(inviteId: number, tx: DbOrTx = db) {
      return tx
        .select({ content_id: payouts.content_id, kind: payouts.kind, status: payouts.status })
        .from(payouts)
        .where(eq(payouts.invite_id, inviteId));
    },

    async findByContent(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(payouts).where(eq(payouts.content_id, contentId));
      return row;
    },

    /** Ops marked it paid by hand (ledger only), with the history row of the move. */
    /**
     * Ops' mark paid: the content's payout is paid, to `email`. Answers the payout as it was
     * (null when there is none), for the audit entry.
     */
    async markPaidByHand(contentId: number, email: string, now: Date, by: PayoutBy, tx: DbOrTx) {
      const [before] = await tx
        .select({
          id: payouts.id,
          status: payouts.status,
          attempt: payouts.attempt,
          amount_cents: payouts.amount_cents,
          paypal_email: payouts.paypal_email,
        })
        .from(payouts)
        .where(eq(payouts.content_id, contentId))
        .for('update');
      await tx
        .update(payouts)
        .set({ status: 'paid', paid_at: now, paypal_email: email })
        .where(eq(payouts.content_id, contentId));
      if (before && before.status !== 'paid') {
        await tx.insert(payoutStateChanges).values({
          payout_id: before.id,
          from_state: payoutStateOfStored(before.status),
          to_state: 'paid',
          attempt: before.attempt,
          at: now,
          ...by,
        });
        await announceReviewChange(tx, { kind: 'payouts', id: null, brandId: null });
      }
      return before ?? null;
    },

    async markInvitePaid(inviteId: number, tx: DbOrTx) {
      await tx.update(invites).set({ is_paid: true }).where(eq(invites.id, inviteId));
    },

    /**
     * Locks the payouts ready to send (skipping ones a concurrent run holds), oldest first: their
     * ids and amounts.
     */
    async lockReadyToSend(tx: DbOrTx, limit: number, onlyIds?: number[]) {
      return tx
        .select({ id: payouts.id, amount_cents: payouts.amount_cents })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .where(onlyIds ? and(readyToSend, inArray(payouts.id, onlyIds)) : readyToSend)
        .orderBy(asc(payouts.id))
        .limit(limit)
        .for('update', { of: payouts, skipLocked: true });
    },

    /** Owed payouts that cannot go out yet because the creator gave no PayPal e-mail. */
    async countOwedWithoutEmail(tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .where(
          and(
            eq(payouts.status, 'pending'),
            isNull(payouts.paypal_email),
            gt(payouts.amount_cents, 0),
            inArray(content.funnel_state, [...PAYABLE_STATES]),
          ),
        );
      return Number(row?.n ?? 0);
    },

    async insertBatch(values: typeof payoutBatches.$inferInsert, tx: DbOrTx) {
      const [row] = await tx.insert(payoutBatches).values(values).returning();
      return row!;
    },

    /**
     * Puts payouts in a batch, each under its attempt's sender_item_id (domain senderItemIdOf:
     * `payout-<id>-<attempt>`), in one statement.
     */
    async attach(batchId: number, payoutIds: number[], tx: DbOrTx) {
      await tx
        .update(payouts)
        .set({
          payout_batch_id: batchId,
          sender_item_id: sql`'payout-' || ${payouts.id} || '-' || ${payouts.attempt}`,
        })
        .where(inArray(payouts.id, payoutIds));
    },

    findBatch(id: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.id, id))
        .then((rows) => rows[0]);
    },

    findBatchByProviderId(providerBatchId: string, tx: DbOrTx = db) {
      return tx
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.provider_batch_id, providerBatchId))
        .then((rows) => rows[0]);
    },

    /** Batches whose provider call never got recorded (a crash, a lost answer). */
    creatingBatches(tx: DbOrTx = db) {
      return tx
        .select()
        .from(payoutBatches)
        .where(eq(payoutBatches.status, 'creating'))
        .orderBy(asc(payoutBatches.id));
    },

    /** The payouts of a batch, in sender_item_id order. */
    batchPayouts(batchId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.payout_batch_id, batchId))
        .orderBy(asc(payouts.id));
    },

    /** One payout of a batch by its item id, locked for the state change. */
    async lockBySenderItem(batchId: number, senderItemId: string, tx: DbOrTx) {
      const [row] = await tx
        .select()
        .from(payouts)
        .where(and(eq(payouts.payout_batch_id, batchId), eq(payouts.sender_item_id, senderItemId)))
        .for('update');
      return row;
    },

    /** Records the provider's acceptance once: only a batch still 'creating' is updated. */
    async markBatchSent(
      id: number,
      values: { provider_batch_id: string; status: string; sent_at: Date },
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(payoutBatches)
        .set(values)
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'creating')))
        .returning();
      return row;
    },

    async updateBatch(id: number, values: Partial<typeof payoutBatches.$inferInsert>, tx: DbOrTx) {
      await tx.update(payoutBatches).set(values).where(eq(payoutBatches.id, id));
    },

    /** Compare-and-set of a payout's status; undefined when it had moved meanwhile. */
    async movePayout(
      id: number,
      from: PayoutRow['status'],
      values: Partial<typeof payouts.$inferInsert>,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(payouts)
        .set(values)
        .where(and(eq(payouts.id, id), eq(payouts.status, from)))
        .returning();
      return row;
    },

    async setPaypalStatus(id: number, paypalStatus: string, itemId: string | null, tx: DbOrTx) {
      await tx
        .update(payouts)
        .set({ paypal_status: paypalStatus, ...(itemId ? { paypal_item_id: itemId } : {}) })
        .where(eq(payouts.id, id));
    },

    /**
     * A payout's moves, each with its history row; ops' payouts pages hear of them at commit
     * (the reviewers' live channel, decision 527).
     */
    async insertStateChanges(values: NewStateChange[], tx: DbOrTx) {
      if (values.length === 0) return;
      await tx.insert(payoutStateChanges).values(values);
      await announceReviewChange(tx, { kind: 'payouts', id: null, brandId: null });
    },

    /** Tells ops' payouts pages, at commit, that this batch changed (decision 527). */
    async announceBatch(batchId: number, tx: DbOrTx) {
      await announceReviewChange(tx, { kind: 'payouts', id: batchId, brandId: null });
    },

    /** A creator's payouts that never reached them, and owed ones not yet sent, locked. */
    lockCreatorsPayouts(userId: number, tx: DbOrTx) {
      return tx
        .select()
        .from(payouts)
        .where(
          and(
            eq(payouts.user_id, userId),
            // A duplicate paid before the deliverable rule is never sent again (decision 522).
            ne(payouts.kind, 'duplicate'),
            or(
              inArray(payouts.status, ['failed', 'returned']),
              and(eq(payouts.status, 'pending'), isNull(payouts.payout_batch_id)),
            ),
          ),
        )
        .for('update');
    },

    /** What the ledger provider reports for one of its batches: its items and when they left. */
    async ledgerItems(providerBatchId: string) {
      return db
        .select({ sender_item_id: payouts.sender_item_id, sent_at: payoutBatches.sent_at })
        .from(payouts)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.payout_batch_id))
        .where(eq(payoutBatches.provider_batch_id, providerBatchId));
    },

    /**
     * Asks the status job to read a batch at `runAt` at the latest: moves a queued poll of the
     * batch earlier, or queues one, so webhooks and runs never pile up polls of one batch.
     */
    async schedulePoll(batchId: number, runAt: Date, tx: DbOrTx = db) {
      const at = runAt.toISOString();
      await tx.execute(sql`
        with moved as (
          update ${jobs} set run_at = least(run_at, ${at}::timestamptz)
          where kind = ${POLL_PAYOUT_BATCH_JOB} and status = 'queued'
            and payload->>'batchId' = ${String(batchId)}
          returning id)
        insert into ${jobs} (kind, payload, run_at, max_attempts)
        select ${POLL_PAYOUT_BATCH_JOB}, ${JSON.stringify({ batchId: String(batchId) })}::jsonb,
               ${at}::timestamptz, 10
        where not exists (select 1 from moved)`);
    },

    /** The payouts of a batch, locked for a batch-wide change. */
    lockBatchPayouts(batchId: number, tx: DbOrTx) {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.payout_batch_id, batchId))
        .orderBy(asc(payouts.id))
        .for('update');
    },

    /**
     * A payout whose attempt ended unpaid with its batch (DENIED, CANCELED): owed again as a new
     * attempt, out of any batch, with the reason kept.
     */
    async owedAgain(payout: PayoutRow, reason: string, tx: DbOrTx) {
      await tx
        .update(payouts)
        .set({
          status: 'pending',
          attempt: payout.attempt + 1,
          payout_batch_id: null,
          sender_item_id: null,
          paypal_item_id: null,
          paypal_status: null,
          sent_at: null,
          reason,
        })
        .where(eq(payouts.id, payout.id));
    },

    async setProviderStatus(
      id: number,
      status: string,
      itemId: string | null,
      reason: string | null,
      tx: DbOrTx,
    ) {
      await tx
        .update(payouts)
        .set({ paypal_status: status, reason, ...(itemId ? { paypal_item_id: itemId } : {}) })
        .where(eq(payouts.id, id));
    },

    findPayout(id: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.id, id))
        .then((rows) => rows[0]);
    },

    lockPayout(id: number, tx: DbOrTx) {
      return tx
        .select()
        .from(payouts)
        .where(eq(payouts.id, id))
        .for('update')
        .then((rows) => rows[0]);
    },

    /** The batch holding a provider item (a webhook that names only the item). */
    async findBatchOfItem(providerItemId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ batch: payoutBatches })
        .from(payouts)
        .innerJoin(payoutBatches, eq(payoutBatches.id, payouts.payout_batch_id))
        .where(eq(payouts.paypal_item_id, providerItemId));
      return row?.batch;
    },

    /**
     * Batches of this provider PayPal took since `since`, finished or not: what the periodic read
     * looks at (an item may change long after its batch completed).
     */
    sentSince(since: Date, provider: 'ledger' | 'paypal', tx: DbOrTx = db) {
      return tx
        .select()
        .from(payoutBatches)
        .where(
          and(
            eq(payoutBatches.provider, provider),
            isNotNull(payoutBatches.provider_batch_id),
            gte(payoutBatches.sent_at, since),
          ),
        )
        .orderBy(asc(payoutBatches.id));
    },

    /** A webhook event id, once: false when it had been recorded (a repeated delivery). */
    async recordWebhookEvent(eventId: string, eventType: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(paypalWebhookEvents)
        .values({ event_id: eventId, event_type: eventType, received_at: now })
        .onConflictDoNothing()
        .returning({ id: paypalWebhookEvents.event_id });
      return row !== undefined;
    },

    /** The batch stops for ops (refused by PayPal, or stuck after its retries), with why. */
    async stopBatch(
      id: number,
      status: 'refused' | 'stuck',
      reason: string,
      now: Date,
      attempts?: number,
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(payoutBatches)
        .set({
          status,
          last_error: reason,
          last_error_at: now,
          next_attempt_at: null,
          ...(attempts !== undefined ? { send_attempts: attempts } : {}),
        })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'creating')))
        .returning();
      return row;
    },

    /** A transient failure: how many tries so far, why, and when the next is due. */
    async noteSendFailure(
      id: number,
      attempts: number,
      reason: string,
      retryAt: Date,
      now: Date,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(payoutBatches)
        .set({
          send_attempts: attempts,
          last_error: reason,
          last_error_at: now,
          next_attempt_at: retryAt,
        })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, 'creating')))
        .returning();
      return row;
    },

    /** Ops retry a refused or stuck batch: it is 'creating' again, tries counted afresh. */
    async reopenBatch(id: number, from: string, tx: DbOrTx = db) {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'creating', send_attempts: 0, next_attempt_at: null })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, from)))
        .returning();
      return row;
    },

    /** Ops release a refused or stuck batch: it is closed, its payouts owed again (detachAll). */
    async releaseBatch(id: number, from: string, now: Date, tx: DbOrTx) {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'released', completed_at: now })
        .where(and(eq(payoutBatches.id, id), eq(payoutBatches.status, from)))
        .returning();
      return row;
    },

    /** The payouts of a batch PayPal never took go back to owed, out of any batch. */
    async detachAll(batchId: number, tx: DbOrTx) {
      await tx
        .update(payouts)
        .set({ payout_batch_id: null, sender_item_id: null })
        .where(and(eq(payouts.payout_batch_id, batchId), eq(payouts.status, 'pending')));
    },

    /**
     * Sets the batch's queued status job to run at `runAt` exactly (a retry honouring
     * Retry-After must not run earlier), or queues one.
     */
    async reschedulePoll(batchId: number, runAt: Date, tx: DbOrTx = db) {
      const at = runAt.toISOString();
      await tx.execute(sql`
        with moved as (
          update ${jobs} set run_at = ${at}::timestamptz
          where kind = ${POLL_PAYOUT_BATCH_JOB} and status = 'queued'
            and payload->>'batchId' = ${String(batchId)}
          returning id)
        insert into ${jobs} (kind, payload, run_at, max_attempts)
        select ${POLL_PAYOUT_BATCH_JOB}, ${JSON.stringify({ batchId: String(batchId) })}::jsonb,
               ${at}::timestamptz, 10
        where not exists (select 1 from moved)`);
    },

    /** The latest batches, newest first. */
    latestBatches(limit: number, tx: DbOrTx = db) {
      return tx
        .select({ batch: payoutBatches, created_by: users.email })
        .from(payoutBatches)
        .leftJoin(users, eq(users.id, payoutBatches.created_by_user_id))
        .orderBy(desc(payoutBatches.id))
        .limit(limit);
    },

    batchWithCreator(id: number, tx: DbOrTx = db) {
      return tx
        .select({ batch: payoutBatches, created_by: users.email })
        .from(payoutBatches)
        .leftJoin(users, eq(users.id, payoutBatches.created_by_user_id))
        .where(eq(payoutBatches.id, id));
    },

    /** Every payout of these batches with its creator and campaign (one query). */
    itemsOfBatches(batchIds: number[], tx: DbOrTx = db) {
      if (batchIds.length === 0) return Promise.resolve([]);
      return tx
        .select({
          payout: payouts,
          creator_email: users.email,
          campaign: campaigns.name,
          brand: brands.name,
        })
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.user_id))
        .innerJoin(content, eq(content.id, payouts.content_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(inArray(payouts.payout_batch_id, batchIds))
        .orderBy(asc(payouts.id));
    },

    /** What the creator's news about these payouts names: content, campaign (one query). */
    newsContext(payoutIds: number[], tx: DbOrTx) {
      return tx
        .select({
          id: payouts.id,
          user_id: payouts.user_id,
          amount_cents: payouts.amount_cents,
          reason: payouts.reason,
          media_id: content.media_id,
          campaign: campaigns.name,
        })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .where(inArray(payouts.id, payoutIds));
    },

    /** The state history of one payout, oldest first. */
    history(payoutId: number, tx: DbOrTx = db) {
      return tx
        .select({ change: payoutStateChanges, actor_email: users.email })
        .from(payoutStateChanges)
        .leftJoin(users, eq(users.id, payoutStateChanges.actor_user_id))
        .where(eq(payoutStateChanges.payout_id, payoutId))
        .orderBy(asc(payoutStateChanges.at), asc(payoutStateChanges.id));
    },
  };
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>;
