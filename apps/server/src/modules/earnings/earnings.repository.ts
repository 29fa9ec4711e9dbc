import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns } from '../../db/schema/campaigns';
import { content, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/** Content states still waiting for a review decision: it would pay if approved. */
const IN_REVIEW = ['CONTENT_IN_REVIEW', 'CONTENT_CHANGES_REQUESTED', 'CONTENT_CHANGES_IN_REVIEW'];

/** Reads behind the earnings view (issue 14): two queries, whatever the number of payouts. */
export function createEarningsRepository(db: DbOrTx) {
  return {
    /** The creator's payouts with their campaign and brand, newest first. */
    listPayouts(userId: number, tx: DbOrTx = db) {
      return tx
        .select({
          id: payouts.id,
          media_id: content.media_id,
          campaign: campaigns.name,
          brand: brands.name,
          amount_cents: payouts.amount_cents,
          status: payouts.status,
          created_at: payouts.created_at,
          paid_at: payouts.paid_at,
          // PayPal's item id once PayPal reported it, else the batch's id.
          reference: sql<string>`coalesce(${payouts.paypal_item_id}, ${payouts.batch_id})`,
        })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(eq(payouts.user_id, userId))
        .orderBy(desc(payouts.created_at), desc(payouts.id));
    },

    /** What the creator's content in review would pay if approved, in cents. */
    async inReviewCents(userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ cents: sql<string | number | null>`sum(${invites.payout_amount_cents})` })
        .from(content)
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .leftJoin(payouts, eq(payouts.content_id, content.id))
        .where(
          and(
            eq(content.user_id, userId),
            inArray(content.funnel_state, IN_REVIEW),
            isNull(payouts.id),
          ),
        );
      return Number(row?.cents ?? 0);
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
