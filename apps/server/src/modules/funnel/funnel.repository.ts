import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { REVIEW_CHANNEL } from '../../db/review-channel';
import { campaigns } from '../../db/schema/campaigns';
import { content, contentComments, contentTransitions } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

export type NewTransition = typeof contentTransitions.$inferInsert;

/** Columns a move may change beside the state: the creator's caption and will-post flag. */
export type MoveChanges = Partial<
  Pick<typeof content.$inferInsert, 'caption' | 'creator_will_post'>
>;

/** The funnel's reads and writes: the only code that writes `content.funnel_state`. */
export function createFunnelRepository(db: DbOrTx) {
  return {
    /** A content with what its moves need: the workflow, campaign, invite payout, creator. */
    async find(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: content.id,
          user_id: content.user_id,
          media_id: content.media_id,
          invite_id: content.invite_id,
          funnel_state: content.funnel_state,
          workflow: campaigns.campaign_content_workflow,
          campaign_id: campaigns.id,
          campaign_name: campaigns.name,
          brand_id: campaigns.brand_id,
          payout_amount_cents: invites.payout_amount_cents,
        })
        .from(content)
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .where(eq(content.id, contentId));
      return row;
    },

    /** Compare-and-set of the state (and the move's other columns); undefined when it moved first. */
    async move(
      contentId: number,
      from: string,
      to: string,
      changes: MoveChanges,
      now: Date,
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .update(content)
        .set({ ...changes, funnel_state: to, updated_at: now })
        .where(and(eq(content.id, contentId), eq(content.funnel_state, from)))
        .returning({ id: content.id });
      return row;
    },

    /**
     * Tells the reviewers' streams that this content moved (heard when `tx` commits): a
     * ReviewChangeMessage of kind content, with its brand read in the same statement.
     */
    async announce(contentId: number, tx: DbOrTx) {
      await tx.execute(
        sql`select pg_notify(${REVIEW_CHANNEL}, json_build_object('kind', 'content', 'id', ${content.id}, 'brandId', ${campaigns.brand_id})::text)
          from ${content}
          join ${invites} on ${invites.id} = ${content.invite_id}
          join ${campaigns} on ${campaigns.id} = ${invites.campaign_id}
          where ${content.id} = ${contentId}`,
      );
    },

    async insertTransition(values: NewTransition, tx: DbOrTx) {
      const [row] = await tx
        .insert(contentTransitions)
        .values(values)
        .returning({ id: contentTransitions.id });
      return row!.id;
    },

    async insertComment(values: typeof contentComments.$inferInsert, tx: DbOrTx) {
      await tx.insert(contentComments).values(values);
    },

    async lastTransition(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(contentTransitions)
        .where(eq(contentTransitions.content_id, contentId))
        .orderBy(desc(contentTransitions.created_at), desc(contentTransitions.id))
        .limit(1);
      return row;
    },
  };
}

export type FunnelRepository = ReturnType<typeof createFunnelRepository>;
export type FunnelRow = NonNullable<Awaited<ReturnType<FunnelRepository['find']>>>;
