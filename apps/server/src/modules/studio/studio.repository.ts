import type { CampaignDraft } from '@portal/domain/studio/campaign-draft';
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  campaignGuidelines,
  campaignSampleMedia,
  campaigns,
  customTerms,
  customTermsVersions,
  flights,
} from '../../db/schema/campaigns';
import { invites } from '../../db/schema/invites';
import { categories } from '../../db/schema/platform';
import { campaignCategories, campaignDrafts, studioImages } from '../../db/schema/studio';

export type CampaignColumns = Partial<typeof campaigns.$inferInsert>;
export type StudioImageRow = typeof studioImages.$inferSelect;

/** The studio's reads and writes of campaigns (issue 29); only this file touches their tables. */
export function createStudioRepository(db: DbOrTx) {
  const heads = (tx: DbOrTx) =>
    tx
      .select({
        campaign: {
          id: campaigns.id,
          brand_id: campaigns.brand_id,
          name: campaigns.name,
          status: campaigns.status,
          published_at: campaigns.published_at,
          closed_at: campaigns.closed_at,
          flight_end: campaigns.flight_end,
          requested_invites_flight_id: campaigns.requested_invites_flight_id,
        },
        brand: { id: brands.id, name: brands.name, logo_url: brands.logo_url },
        draft: campaignDrafts,
        terms_version: customTerms.version,
      })
      .from(campaigns)
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .innerJoin(campaignDrafts, eq(campaignDrafts.campaign_id, campaigns.id))
      .leftJoin(customTerms, eq(customTerms.campaign_id, campaigns.id));

  return {
    /** The brands a list offers: every brand (ops) or one (`brandId`), by name. */
    brandsFor(brandId: number | null) {
      return db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(brandId === null ? undefined : eq(brands.id, brandId))
        .orderBy(brands.name, brands.id);
    },
    /** The category taxonomy, parents before children, in their order. */
    categories() {
      return db
        .select({ id: categories.id, name: categories.name, parent_id: categories.parent_id })
        .from(categories)
        .orderBy(sql`${categories.parent_id} nulls first`, categories.position, categories.id);
    },
    async brandExists(brandId: number, tx: DbOrTx = db) {
      const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
      return !!row;
    },

    /** A new draft campaign (status 0) with its working copy, in the caller's transaction. */
    async insertDraft(
      input: {
        brandId: number;
        document: CampaignDraft;
        userId: number;
        placeholder: CampaignColumns;
      },
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .insert(campaigns)
        .values({
          influencer_compensation_type: 'PAYMENT',
          campaign_content_workflow: 'PRODUCT',
          platform: 'instagram_image',
          name: '',
          ...input.placeholder,
          brand_id: input.brandId,
          status: 0,
        })
        .returning({ id: campaigns.id });
      await tx.insert(campaignDrafts).values({
        campaign_id: row!.id,
        document: input.document,
        updated_by_user_id: input.userId,
      });
      return row!.id;
    },

    /** A studio campaign: its head, brand, working copy and terms version. */
    async find(campaignId: number, tx: DbOrTx = db) {
      const [row] = await heads(tx).where(eq(campaigns.id, campaignId));
      return row;
    },

    /** Any campaign's brand and names (studio-made or not): what reading its board needs. */
    async findAny(campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: campaigns.id,
          name: campaigns.name,
          brand_id: campaigns.brand_id,
          brand_name: brands.name,
        })
        .from(campaigns)
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(eq(campaigns.id, campaignId));
      return row;
    },

    /** Studio campaigns, newest first, of one brand or all. */
    async page(
      filter: { brandId: number | null; lifecycle?: 'draft' | 'published' | 'closed'; q?: string },
      limit: number,
      offset: number,
    ) {
      const where = listWhere(filter);
      const [rows, [total]] = await Promise.all([
        heads(db).where(where).orderBy(desc(campaigns.id)).limit(limit).offset(offset),
        db
          .select({ n: count() })
          .from(campaigns)
          .innerJoin(campaignDrafts, eq(campaignDrafts.campaign_id, campaigns.id))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * Saves the working copy over `revision` (compare-and-set): answers the new revision, or null
     * when someone saved since.
     */
    async saveDraft(
      campaignId: number,
      revision: number,
      document: CampaignDraft,
      userId: number,
      now: Date,
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(campaignDrafts)
        .set({
          document,
          revision: sql`${campaignDrafts.revision} + 1`,
          updated_by_user_id: userId,
          updated_at: now,
        })
        .where(
          and(eq(campaignDrafts.campaign_id, campaignId), eq(campaignDrafts.revision, revision)),
        )
        .returning({ revision: campaignDrafts.revision });
      return row?.revision ?? null;
    },

    /** Marks `revision` as what creators read (compare-and-set); false when it moved on. */
    async markPublished(campaignId: number, revision: number, document: CampaignDraft, tx: DbOrTx) {
      const rows = await tx
        .update(campaignDrafts)
        .set({ published_document: document })
        .where(
          and(eq(campaignDrafts.campaign_id, campaignId), eq(campaignDrafts.revision, revision)),
        )
        .returning({ id: campaignDrafts.campaign_id });
      return rows.length === 1;
    },

    async updateCampaign(campaignId: number, values: CampaignColumns, tx: DbOrTx = db) {
      await tx.update(campaigns).set(values).where(eq(campaigns.id, campaignId));
    },

    /** Live invites (not declined or rejected) per flight of the campaign. */
    async invitesPerFlight(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select({ flight_id: invites.flight_id, key: flights.studio_key, n: count() })
        .from(invites)
        .innerJoin(flights, eq(flights.id, invites.flight_id))
        .where(
          and(
            eq(invites.campaign_id, campaignId),
            notInArray(invites.status, ['DENIED', 'REJECTED']),
          ),
        )
        .groupBy(invites.flight_id, flights.studio_key);
    },

    listFlights(campaignId: number, tx: DbOrTx = db) {
      return tx.select().from(flights).where(eq(flights.campaign_id, campaignId));
    },

    async insertFlight(values: typeof flights.$inferInsert, tx: DbOrTx) {
      const [row] = await tx.insert(flights).values(values).returning({ id: flights.id });
      return row!.id;
    },

    async updateFlight(flightId: number, values: Partial<typeof flights.$inferInsert>, tx: DbOrTx) {
      await tx.update(flights).set(values).where(eq(flights.id, flightId));
    },

    async deleteFlights(flightIds: number[], tx: DbOrTx) {
      if (flightIds.length > 0) await tx.delete(flights).where(inArray(flights.id, flightIds));
    },

    /** Replaces the campaign's guideline lines, sample media and categories. */
    async replaceParts(
      campaignId: number,
      parts: {
        guidelines: {
          should: boolean;
          kind: 'content' | 'caption';
          guideline: string;
          position: number;
        }[];
        media: {
          kind: 'image' | 'mood_board';
          url: string;
          thumbnail_url: string;
          position: number;
        }[];
        categoryIds: number[];
      },
      tx: DbOrTx,
    ) {
      await tx.delete(campaignGuidelines).where(eq(campaignGuidelines.campaign_id, campaignId));
      await tx.delete(campaignSampleMedia).where(eq(campaignSampleMedia.campaign_id, campaignId));
      await tx.delete(campaignCategories).where(eq(campaignCategories.campaign_id, campaignId));
      if (parts.guidelines.length > 0) {
        await tx
          .insert(campaignGuidelines)
          .values(parts.guidelines.map((g) => ({ ...g, campaign_id: campaignId })));
      }
      if (parts.media.length > 0) {
        await tx
          .insert(campaignSampleMedia)
          .values(parts.media.map((m) => ({ ...m, campaign_id: campaignId })));
      }
      if (parts.categoryIds.length > 0) {
        await tx
          .insert(campaignCategories)
          .values(
            parts.categoryIds.map((category_id) => ({ campaign_id: campaignId, category_id })),
          );
      }
    },

    /**
     * Publishes a version of the custom terms: the campaign's terms row points at it, and the
     * version is kept with its text. Answers the version number.
     */
    async publishTerms(
      campaignId: number,
      brandName: string,
      body: string,
      link: (termsId: number, version: number) => string,
      tx: DbOrTx,
    ) {
      const [existing] = await tx
        .select()
        .from(customTerms)
        .where(eq(customTerms.campaign_id, campaignId));
      let termsId: number;
      let version: number;
      if (existing) {
        termsId = existing.id;
        version = existing.version + 1;
        await tx
          .update(customTerms)
          .set({ version, s3_key: link(termsId, version), brand_name: brandName })
          .where(eq(customTerms.id, termsId));
      } else {
        version = 1;
        const [row] = await tx
          .insert(customTerms)
          .values({ campaign_id: campaignId, brand_name: brandName, s3_key: '', version })
          .returning({ id: customTerms.id });
        termsId = row!.id;
        await tx
          .update(customTerms)
          .set({ s3_key: link(termsId, version) })
          .where(eq(customTerms.id, termsId));
      }
      await tx
        .insert(customTermsVersions)
        .values({ custom_terms_id: termsId, version, body, s3_key: link(termsId, version) });
      return version;
    },

    /** One version of a campaign's terms, with its campaign's status (drafts have none). */
    async findTermsVersion(termsId: number, version: number) {
      const [row] = await db
        .select({
          body: customTermsVersions.body,
          brand_name: customTerms.brand_name,
          campaign_name: campaigns.name,
        })
        .from(customTermsVersions)
        .innerJoin(customTerms, eq(customTerms.id, customTermsVersions.custom_terms_id))
        .innerJoin(campaigns, eq(campaigns.id, customTerms.campaign_id))
        .where(
          and(
            eq(customTermsVersions.custom_terms_id, termsId),
            eq(customTermsVersions.version, version),
          ),
        );
      return row;
    },

    /** Raises the payout of the campaign's open, unpaid invites to the new amounts. */
    async raiseOpenInvitePayouts(
      campaignId: number,
      amounts: { payout_amount_cents: number; total_payout_amount_cents: number },
      now: Date,
      tx: DbOrTx,
    ) {
      await tx
        .update(invites)
        .set({ ...amounts, updated_at: now })
        .where(
          and(
            eq(invites.campaign_id, campaignId),
            inArray(invites.status, ['PENDING', 'ACCEPTED', 'APPROVED']),
            eq(invites.is_paid, false),
            sql`${invites.payout_amount_cents} < ${amounts.payout_amount_cents}`,
          ),
        );
    },

    /** Creators with open invites to the campaign (invited, accepted, approved; not paid). */
    openInviteCreators(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select({ invite_id: invites.id, user_id: invites.user_id })
        .from(invites)
        .where(
          and(
            eq(invites.campaign_id, campaignId),
            inArray(invites.status, ['PENDING', 'ACCEPTED', 'APPROVED']),
            eq(invites.is_paid, false),
          ),
        );
    },

    /** Categories that exist, of the given ids. */
    async existingCategoryIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.id, ids));
      return rows.map((r) => r.id);
    },

    async insertImage(values: typeof studioImages.$inferInsert) {
      const [row] = await db.insert(studioImages).values(values).returning();
      return row!;
    },

    /** The brand's images among `ids` (another brand's ids find nothing). */
    imagesOf(brandId: number, ids: number[], tx: DbOrTx = db) {
      if (ids.length === 0) return Promise.resolve([] as StudioImageRow[]);
      return tx
        .select()
        .from(studioImages)
        .where(and(eq(studioImages.brand_id, brandId), inArray(studioImages.id, ids)));
    },

    async findImageByPublicKey(publicKey: string) {
      const [row] = await db
        .select()
        .from(studioImages)
        .where(eq(studioImages.public_key, publicKey));
      return row;
    },
  };
}

function listWhere(filter: {
  brandId: number | null;
  lifecycle?: 'draft' | 'published' | 'closed';
  q?: string;
}): SQL | undefined {
  const where: SQL[] = [];
  if (filter.brandId !== null) where.push(eq(campaigns.brand_id, filter.brandId));
  if (filter.lifecycle === 'draft') where.push(eq(campaigns.status, 0));
  if (filter.lifecycle === 'closed') where.push(eq(campaigns.status, 3));
  if (filter.lifecycle === 'published')
    where.push(and(ne(campaigns.status, 0), ne(campaigns.status, 3))!);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(ilike(campaigns.name, like), ilike(sql`${campaignDrafts.document}->>'name'`, like))!,
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
export type StudioHead = NonNullable<Awaited<ReturnType<StudioRepository['find']>>>;
