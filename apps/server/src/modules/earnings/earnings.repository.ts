import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns } from '../../db/schema/campaigns';
import { content, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/** The creator's payouts with their campaign and brand, newest first. */
function payoutsOf(tx: DbOrTx, userId: number | Placeholder) {
  return tx
    .select({
      id: payouts.id,
      media_id: content.media_id,
      funnel_state: content.funnel_state,
      campaign: campaigns.name,
      brand: brands.name,
      amount_cents: payouts.amount_cents,
      status: payouts.status,
      created_at: payouts.created_at,
      paid_at: payouts.paid_at,
      reason: payouts.reason,
    })
    .from(payouts)
    .innerJoin(content, eq(content.id, payouts.content_id))
    .innerJoin(invites, eq(invites.id, content.invite_id))
    .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .where(eq(payouts.user_id, userId))
    .orderBy(desc(payouts.created_at), desc(payouts.id));
}

/** Reads behind the earnings view (issue 14): one query, whatever the number of payouts. */
export function createEarningsRepository(db: DbOrTx) {
  // Built once and named (decision 620), as content status's reads are (decision 571): Drizzle
  // built its SQL on every call. Inside a transaction the plain builder runs.
  let prepared: ReturnType<ReturnType<typeof payoutsOf>['prepare']> | undefined;
  return {
    /** The creator's payouts with their campaign and brand, newest first. */
    listPayouts(userId: number, tx: DbOrTx = db) {
      if (tx !== db) return payoutsOf(tx, userId);
      prepared ??= payoutsOf(db, sql.placeholder('userId')).prepare('earnings_payouts');
      return prepared.execute({ userId });
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
