import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import {
  content,
  contentComments,
  contentTransitions,
  payoutStateChanges,
  payouts,
} from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles, users } from '../../db/schema/users';

export type NewPayout = typeof payouts.$inferInsert;
/** Who moved a payout, for its history. */
export type PayoutBy = { actor_type: 'ops' | 'brand'; actor_user_id: number };
export type TransitionRow = typeof contentTransitions.$inferSelect;

const reviewColumns = {
  content,
  invite: {
    id: invites.id,
    payout_amount_cents: invites.payout_amount_cents,
  },
  campaign: {
    id: campaigns.id,
    name: campaigns.name,
    brand_id: campaigns.brand_id,
    platform: campaigns.platform,
    campaign_content_workflow: campaigns.campaign_content_workflow,
    influencer_compensation_type: campaigns.influencer_compensation_type,
    creator_expense_amount_cents: campaigns.creator_expense_amount_cents,
  },
  brand_name: brands.name,
  creator_email: users.email,
  paypal_account: profiles.paypal_account,
  flight_end: flights.end_date,
  campaign_flight_end: campaigns.flight_end,
};

/** Reads and writes of the review funnel: content with its campaign, comments, audit trail, payouts. */
export function createReviewRepository(db: DbOrTx) {
  const base = (tx: DbOrTx) =>
    tx
      .select(reviewColumns)
      .from(content)
      .innerJoin(invites, eq(invites.id, content.invite_id))
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .innerJoin(users, eq(users.id, content.user_id))
      .leftJoin(profiles, eq(profiles.user_id, content.user_id))
      .leftJoin(flights, eq(flights.id, invites.flight_id));

  return {
    /** Content in `states`, optionally of one brand's campaigns, oldest first: one query. */
    async listInStates(states: string[], brandId: number | null, tx: DbOrTx = db) {
      if (states.length === 0) return [];
      const where: SQL[] = [inArray(content.funnel_state, states)];
      if (brandId != null) where.push(eq(campaigns.brand_id, brandId));
      return base(tx)
        .where(and(...where))
        .orderBy(asc(content.updated_at), asc(content.id))
        .limit(200);
    },

    /** The content id of a media id (the id in the creator's /creator/content/:mediaId URL). */
    async contentIdOfMedia(mediaId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: content.id })
        .from(content)
        .where(eq(content.media_id, mediaId));
      return row?.id ?? null;
    },

    async findForReview(contentId: number, tx: DbOrTx = db) {
      const [row] = await base(tx).where(eq(content.id, contentId));
      return row;
    },

    /** Compare-and-set of the funnel state; undefined when another request moved it first. */
    async moveState(contentId: number, from: string, to: string, now: Date, tx: DbOrTx = db) {
      const [row] = await tx
        .update(content)
        .set({ funnel_state: to, updated_at: now })
        .where(and(eq(content.id, contentId), eq(content.funnel_state, from)))
        .returning();
      return row;
    },

    /** Appends to the audit trail; answers the new entry's id. */
    async insertTransition(values: typeof contentTransitions.$inferInsert, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(contentTransitions)
        .values(values)
        .returning({ id: contentTransitions.id });
      return row!.id;
    },

    async insertComment(values: typeof contentComments.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(contentComments).values(values);
    },

    async lastTransition(contentId: number, tx: DbOrTx = db): Promise<TransitionRow | undefined> {
      const [row] = await tx
        .select()
        .from(contentTransitions)
        .where(eq(contentTransitions.content_id, contentId))
        .orderBy(desc(contentTransitions.created_at), desc(contentTransitions.id))
        .limit(1);
      return row;
    },

    /** The audit trail of one content, oldest first. */
    async listTransitions(contentId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(contentTransitions)
        .where(eq(contentTransitions.content_id, contentId))
        .orderBy(asc(contentTransitions.created_at), asc(contentTransitions.id));
    },

    /**
     * One payout per content: a second insert is ignored. The new payout's first history row
     * (owed, by the approving reviewer) is written with it.
     */
    async insertPayout(values: NewPayout, by: PayoutBy, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(payouts)
        .values(values)
        .onConflictDoNothing({ target: payouts.content_id })
        .returning({ id: payouts.id });
      if (row)
        await tx.insert(payoutStateChanges).values({ payout_id: row.id, to_state: 'owed', ...by });
    },

    async findPayout(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(payouts).where(eq(payouts.content_id, contentId));
      return row;
    },

    /** Ops marked it paid by hand (ledger only), with the history row of the move. */
    async markPayoutPaid(
      contentId: number,
      email: string,
      now: Date,
      by: PayoutBy,
      tx: DbOrTx = db,
    ) {
      const [before] = await tx
        .select({ id: payouts.id, status: payouts.status, attempt: payouts.attempt })
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
      }
    },

    async markInvitePaid(inviteId: number, tx: DbOrTx = db) {
      await tx.update(invites).set({ is_paid: true }).where(eq(invites.id, inviteId));
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['findForReview']>>>;
