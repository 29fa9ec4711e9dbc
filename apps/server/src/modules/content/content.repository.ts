import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaignGuidelines, campaigns, flights } from '../../db/schema/campaigns';
import { content, contentSnTypes, distributions, media } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { profiles } from '../../db/schema/users';

export type ContentRow = typeof content.$inferSelect;
export type NewContent = typeof content.$inferInsert;
export type NewDistribution = typeof distributions.$inferInsert;

/** Whether a database error is a unique-constraint violation (PostgreSQL 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Reads and writes of submissions (the `content` table) and what they hang on. */
export function createContentRepository(db: DbOrTx) {
  return {
    /**
     * An invite with its campaign, brand, flight, the owner's PayPal account and the funnel
     * states of its submissions (oldest first): two queries, whatever the invite holds.
     */
    async findInviteContext(inviteId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          invite: invites,
          campaign: campaigns,
          brand: { id: brands.id, name: brands.name },
          flight: flights,
          paypal_account: profiles.paypal_account,
        })
        .from(invites)
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .leftJoin(flights, eq(flights.id, invites.flight_id))
        .leftJoin(profiles, eq(profiles.user_id, invites.user_id))
        .where(eq(invites.id, inviteId));
      if (!row) return undefined;
      const states = await tx
        .select({ funnel_state: content.funnel_state })
        .from(content)
        .where(eq(content.invite_id, inviteId))
        .orderBy(asc(content.created_at), asc(content.id));
      return { ...row, contentStates: states.map((s) => s.funnel_state) };
    },

    async findGuidelines(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select({
          should: campaignGuidelines.should,
          kind: campaignGuidelines.kind,
          guideline: campaignGuidelines.guideline,
        })
        .from(campaignGuidelines)
        .where(eq(campaignGuidelines.campaign_id, campaignId))
        .orderBy(asc(campaignGuidelines.position), asc(campaignGuidelines.id));
    },

    async findByIdempotencyKey(userId: number, key: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(content)
        .where(and(eq(content.user_id, userId), eq(content.idempotency_key, key)));
      return row;
    },

    async findByMediaId(mediaId: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(content).where(eq(content.media_id, mediaId));
      return row;
    },

    /** A submission with its media and the campaign facts its pages show. */
    async findSubmission(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          content,
          media,
          invite: {
            id: invites.id,
            payout_amount_cents: invites.payout_amount_cents,
            is_paid: invites.is_paid,
          },
          campaign: {
            id: campaigns.id,
            platform: campaigns.platform,
            campaign_content_workflow: campaigns.campaign_content_workflow,
            requires_caption: campaigns.requires_caption,
            hashtags: campaigns.hashtags,
            screen_names: campaigns.screen_names,
          },
        })
        .from(content)
        .innerJoin(media, eq(media.id, content.media_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .where(eq(content.id, contentId));
      return row;
    },

    /** The invite's submissions, newest first, with media and distribution: one query. */
    async listSubmissions(inviteId: number, tx: DbOrTx = db) {
      return tx
        .select({ content, media, distribution_id: distributions.id })
        .from(content)
        .innerJoin(media, eq(media.id, content.media_id))
        .leftJoin(distributions, eq(distributions.content_id, content.id))
        .where(eq(content.invite_id, inviteId))
        .orderBy(desc(content.created_at), desc(content.id));
    },

    /** Links of every post or video the creator already submitted (distributions). */
    async submittedLinks(userId: number, tx: DbOrTx = db): Promise<string[]> {
      const rows = await tx
        .select({ url: distributions.distribution_url })
        .from(distributions)
        .innerJoin(content, eq(content.id, distributions.content_id))
        .where(eq(content.user_id, userId));
      return rows.map((r) => r.url);
    },

    /**
     * A new submission, in the table's default state: the funnel service's `enter` gives it its
     * first state in the same transaction.
     */
    async insertContent(
      values: Omit<NewContent, 'funnel_state'>,
      tx: DbOrTx = db,
    ): Promise<ContentRow> {
      const [row] = await tx.insert(content).values(values).returning();
      return row!;
    },

    async insertDistribution(values: NewDistribution, tx: DbOrTx = db): Promise<void> {
      await tx.insert(distributions).values(values);
    },

    /** One distribution per content: a new match replaces the rejected one. */
    async upsertDistribution(values: NewDistribution, tx: DbOrTx = db): Promise<void> {
      const { content_id: _contentId, ...changes } = values;
      await tx
        .insert(distributions)
        .values(values)
        .onConflictDoUpdate({
          target: distributions.content_id,
          set: { ...changes, verified_at: null },
        });
    },

    /** The creator's submission carried by a distribution link, if any. */
    async findDistributionByUrl(userId: number, url: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ content_id: content.id, invite_id: content.invite_id })
        .from(distributions)
        .innerJoin(content, eq(content.id, distributions.content_id))
        .where(and(eq(content.user_id, userId), eq(distributions.distribution_url, url)));
      return row;
    },

    async findDistribution(contentId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(distributions)
        .where(eq(distributions.content_id, contentId));
      return row;
    },

    /**
     * Compare-and-set: changes the caption only while the state is still `fromState`, so a
     * caption never lands on content that moved meanwhile. Returns the updated row, or
     * undefined. The state itself is the funnel service's to move.
     */
    async updateIfState(
      contentId: number,
      fromState: string,
      values: Partial<Pick<NewContent, 'caption' | 'updated_at'>>,
      tx: DbOrTx = db,
    ): Promise<ContentRow | undefined> {
      const [row] = await tx
        .update(content)
        .set(values)
        .where(and(eq(content.id, contentId), eq(content.funnel_state, fromState)))
        .returning();
      return row;
    },

    async listContentSnTypes(tx: DbOrTx = db) {
      return tx.select().from(contentSnTypes).orderBy(asc(contentSnTypes.id));
    },

    async contentSnTypesExist(ids: number[], tx: DbOrTx = db): Promise<boolean> {
      if (ids.length === 0) return true;
      const rows = await tx
        .select({ id: contentSnTypes.id })
        .from(contentSnTypes)
        .where(inArray(contentSnTypes.id, ids));
      return rows.length === new Set(ids).size;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
export type InviteContext = NonNullable<
  Awaited<ReturnType<ContentRepository['findInviteContext']>>
>;
export type SubmissionRow = NonNullable<Awaited<ReturnType<ContentRepository['findSubmission']>>>;
