import { PAYABLE_STATES } from '@portal/domain/money/payable';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  sum,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns } from '../../db/schema/campaigns';
import { content, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles, users } from '../../db/schema/users';

/** Ops' payouts page (issue 16): what is owed and what was paid; constant queries per page. */
export function createReviewPayoutsRepository(db: DbOrTx) {
  // Owed and not yet handed to a payout run (issue 14): runs show their own items. One row per
  // payout (a deliverable or an accepted extra, decision 522), never per approved submission;
  // a duplicate paid before the rule is never owed.
  const owedWhere = and(
    eq(payouts.status, 'pending'),
    isNull(payouts.payout_batch_id),
    ne(payouts.kind, 'duplicate'),
    gt(payouts.amount_cents, 0),
    or(inArray(content.funnel_state, [...PAYABLE_STATES]), gt(payouts.attempt, 0)),
  );
  const columns = {
    content_id: content.id,
    funnel_state: content.funnel_state,
    updated_at: content.updated_at,
    amount_cents: invites.payout_amount_cents,
    creator_id: users.id,
    email: users.email,
    first_name: profiles.first_name,
    last_name: profiles.last_name,
    profile_paypal: profiles.paypal_account,
    campaign_id: campaigns.id,
    campaign_name: campaigns.name,
    brand_name: brands.name,
    payout_id: payouts.id,
    payout_kind: payouts.kind,
    payout_amount_cents: payouts.amount_cents,
    payout_paypal: payouts.paypal_email,
    payout_status: payouts.status,
    paid_at: payouts.paid_at,
  };
  const joined = () =>
    db
      .select(columns)
      .from(payouts)
      .innerJoin(content, eq(content.id, payouts.content_id))
      .innerJoin(invites, eq(invites.id, content.invite_id))
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .innerJoin(users, eq(users.id, content.user_id))
      .leftJoin(profiles, eq(profiles.user_id, content.user_id));

  return {
    /** Owed: payable content, the longest waiting first. */
    owedPage(limit: number, offset: number) {
      return joined()
        .where(owedWhere)
        .orderBy(asc(payouts.created_at), asc(payouts.id))
        .limit(limit)
        .offset(offset);
    },

    /** Paid: paid payouts, the latest first. */
    paidPage(limit: number, offset: number) {
      return joined()
        .where(eq(payouts.status, 'paid'))
        .orderBy(desc(payouts.paid_at), desc(payouts.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many are owed and how much, and how much of it is ready to send: one query. */
    async totals() {
      // Ready: what the payout run sends (a payout with a PayPal e-mail).
      const ready = isNotNull(payouts.paypal_email);
      const [owed] = await db
        .select({
          n: count(),
          cents: sum(payouts.amount_cents),
          readyN: sql<number>`count(*) filter (where ${ready})`,
          readyCents: sql<number>`coalesce(sum(${payouts.amount_cents}) filter (where ${ready}), 0)`,
        })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .where(owedWhere);
      return {
        owedCount: Number(owed?.n ?? 0),
        owedCents: Number(owed?.cents ?? 0),
        readyCount: Number(owed?.readyN ?? 0),
        readyCents: Number(owed?.readyCents ?? 0),
      };
    },

    async paidCount() {
      const [row] = await db.select({ n: count() }).from(payouts).where(eq(payouts.status, 'paid'));
      return Number(row?.n ?? 0);
    },
  };
}

export type ReviewPayoutsRepository = ReturnType<typeof createReviewPayoutsRepository>;
