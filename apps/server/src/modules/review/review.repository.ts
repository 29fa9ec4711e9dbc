import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import { content, contentTransitions, media } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles, users } from '../../db/schema/users';

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
  media_status: media.status,
  creator_email: users.email,
  paypal_account: profiles.paypal_account,
  flight_end: flights.end_date,
  campaign_flight_end: campaigns.flight_end,
};

/** Reads of the review funnel: content with its campaign and creator, and its audit trail. */
export function createReviewRepository(db: DbOrTx) {
  const base = (tx: DbOrTx) =>
    tx
      .select(reviewColumns)
      .from(content)
      .innerJoin(media, eq(media.id, content.media_id))
      .innerJoin(invites, eq(invites.id, content.invite_id))
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .innerJoin(users, eq(users.id, content.user_id))
      .leftJoin(profiles, eq(profiles.user_id, content.user_id))
      .leftJoin(flights, eq(flights.id, invites.flight_id));

  return {
    /**
     * Content in the given states of each workflow (the caller's queue), optionally of one
     * brand's campaigns, oldest first: one query.
     */
    async listAwaiting(
      awaiting: { workflow: string; states: readonly string[] }[],
      brandId: number | null,
      tx: DbOrTx = db,
    ) {
      const pairs = awaiting
        .filter((w) => w.states.length > 0)
        .map((w) =>
          and(
            eq(campaigns.campaign_content_workflow, w.workflow),
            inArray(content.funnel_state, [...w.states]),
          ),
        );
      if (pairs.length === 0) return [];
      const where: SQL[] = [or(...pairs)!];
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
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewRepository['findForReview']>>>;
