import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  type Placeholder,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  campaignGuidelines,
  campaignSampleMedia,
  campaigns,
  customTerms,
  flights,
  termsAgreements,
} from '../../db/schema/campaigns';
import { invites } from '../../db/schema/invites';
import { profiles, socialAccounts, users } from '../../db/schema/users';
import { selectDashboard } from './dashboard.query';
import {
  firstImage,
  type InviteHeadRow,
  type ListInviteRow,
  selectInviteHeads,
  selectInviteList,
} from './invite-list.query';

export type { DashboardCreator, UpcomingRow } from './dashboard.query';
export type { InviteHeadRow, ListInviteRow } from './invite-list.query';

/** The campaign columns a card needs (CampaignSummary); lists read only these. */
export const summaryCampaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  influencer_compensation_type: campaigns.influencer_compensation_type,
  campaign_content_workflow: campaigns.campaign_content_workflow,
  platform: campaigns.platform,
  status: campaigns.status,
  flight_start: campaigns.flight_start,
  flight_end: campaigns.flight_end,
  hide_guideline_details: campaigns.hide_guideline_details,
};

/** The invite columns an invite answer needs. */
const inviteSummaryColumns = {
  id: invites.id,
  user_id: invites.user_id,
  status: invites.status,
  group: invites.group,
  payout_amount_cents: invites.payout_amount_cents,
  total_payout_amount_cents: invites.total_payout_amount_cents,
  is_paid: invites.is_paid,
  smart_question_answer_result: invites.smart_question_answer_result,
  invite_sent_at: invites.invite_sent_at,
  flight_end: invites.flight_end,
  has_extension: invites.has_extension,
  granted_extension_end: invites.granted_extension_end,
  reject_reason: invites.reject_reason,
};

/** Columns of one invite with its whole campaign (the invite pages). */
const inviteColumns = {
  invite: inviteSummaryColumns,
  campaign: campaigns,
  brand: {
    id: brands.id,
    name: brands.name,
    logo_url: brands.logo_url,
    archived_at: brands.archived_at,
  },
  flight: { id: flights.id, start_date: flights.start_date, end_date: flights.end_date },
  customTermsId: customTerms.id,
};

/** Upcoming campaigns (status 1, open to invite requests) the creator has no invite to. */
function upcomingCampaigns(tx: DbOrTx, userId: number | Placeholder) {
  return tx
    .select({
      campaign: { ...summaryCampaignColumns, image_url: firstImage },
      brand: { id: brands.id, name: brands.name, logo_url: brands.logo_url },
      customTermsId: customTerms.id,
    })
    .from(campaigns)
    .innerJoin(brands, eq(brands.id, campaigns.brand_id))
    .leftJoin(customTerms, eq(customTerms.campaign_id, campaigns.id))
    .where(
      and(
        eq(campaigns.status, 1),
        // An archived brand's campaigns are hidden from creators (creatorSeesCampaign).
        isNull(brands.archived_at),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invites)
            .where(and(eq(invites.campaign_id, campaigns.id), eq(invites.user_id, userId))),
        ),
      ),
    )
    .orderBy(asc(campaigns.flight_start), asc(campaigns.id))
    .limit(50);
}

/** The creator's user, profile and social account rows (one row per account, at least one). */
function creatorRows(tx: DbOrTx, userId: number | Placeholder) {
  return tx
    .select({
      user: {
        id: users.id,
        email: users.email,
        profile_progress: users.profile_progress,
      },
      profile: {
        first_name: profiles.first_name,
        paypal_account: profiles.paypal_account,
        tiktok_handle: profiles.tiktok_handle,
      },
      account: {
        platform: socialAccounts.platform,
        social_id: socialAccounts.social_id,
        handle: socialAccounts.handle,
        expires_at: socialAccounts.expires_at,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(socialAccounts, eq(socialAccounts.user_id, users.id))
    .where(eq(users.id, userId));
}

/** Runs `build` once, on first use. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= build();
    return value;
  };
}

/** Every read the campaigns list, invite pages and campaign pages need; each is one query. */
export function createCampaignsRepository(db: DbOrTx) {
  // The dashboard's reads as prepared queries: Drizzle builds their SQL once instead of per call
  // (half of their time on PGlite), and node-postgres keeps them as named statements whose plans
  // PostgreSQL reuses (decision 300). Inside a transaction the plain builders run.
  const userId = sql.placeholder('userId');
  const prepared = {
    upcoming: once(() => upcomingCampaigns(db, userId).prepare('campaigns_upcoming')),
    creator: once(() => creatorRows(db, userId).prepare('campaigns_creator')),
  };
  const invitesWithCampaign = (tx: DbOrTx) =>
    tx
      .select(inviteColumns)
      .from(invites)
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .innerJoin(brands, eq(brands.id, campaigns.brand_id))
      .leftJoin(flights, eq(flights.id, invites.flight_id))
      .leftJoin(customTerms, eq(customTerms.campaign_id, campaigns.id));
  return {
    /**
     * Those of the creator's invites whose id is in `ids`, newest first, with campaign, brand,
     * flight, custom terms and card image, in one query (see selectInviteList).
     */
    async listInvitesById(userId: number, ids: readonly number[], tx: DbOrTx = db) {
      return ids.length ? selectInviteList(tx, userId, ids) : [];
    },

    /**
     * The CAMPAIGNS tab's first read in one statement: the creator (as findCreator), every
     * invite's head (as listInviteHeads) and the upcoming campaigns (as listUpcomingCampaigns).
     */
    readDashboard(userId: number, tx: DbOrTx = db) {
      return selectDashboard(tx, userId);
    },

    /** Every invite of the creator, newest first, with only what sorts it into the list. */
    listInviteHeads(userId: number, tx: DbOrTx = db): Promise<InviteHeadRow[]> {
      return selectInviteHeads(tx, userId);
    },

    /** The head row of one of the creator's invites (what its view reads), if it is theirs. */
    async findInviteHead(userId: number, inviteId: number, tx: DbOrTx = db) {
      const [head] = await selectInviteHeads(tx, userId, [inviteId]);
      return head;
    },

    /** One invite (anyone's: the service checks ownership). */
    async findInvite(inviteId: number, tx: DbOrTx = db) {
      const [row] = await invitesWithCampaign(tx).where(eq(invites.id, inviteId));
      return row;
    },

    /** The creator's invite to a campaign, if any. */
    async findInviteForCampaign(userId: number, campaignId: number, tx: DbOrTx = db) {
      const [row] = await invitesWithCampaign(tx).where(
        and(eq(invites.user_id, userId), eq(invites.campaign_id, campaignId)),
      );
      return row;
    },

    /** A campaign with its brand and custom terms. */
    async findCampaign(campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          campaign: campaigns,
          brand: {
            id: brands.id,
            name: brands.name,
            logo_url: brands.logo_url,
            archived_at: brands.archived_at,
          },
          customTermsId: customTerms.id,
        })
        .from(campaigns)
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .leftJoin(customTerms, eq(customTerms.campaign_id, campaigns.id))
        .where(eq(campaigns.id, campaignId));
      return row;
    },

    /** Upcoming campaigns (status 1, open to invite requests) the creator has no invite to. */
    listUpcomingCampaigns(userId: number, tx: DbOrTx = db) {
      return tx === db ? prepared.upcoming().execute({ userId }) : upcomingCampaigns(tx, userId);
    },

    /** The first sample image of each campaign (the card and header picture). */
    firstSampleImages(campaignIds: number[], tx: DbOrTx = db) {
      if (campaignIds.length === 0) return Promise.resolve([]);
      return tx
        .selectDistinctOn([campaignSampleMedia.campaign_id], {
          campaign_id: campaignSampleMedia.campaign_id,
          url: campaignSampleMedia.url,
        })
        .from(campaignSampleMedia)
        .where(
          and(
            inArray(campaignSampleMedia.campaign_id, campaignIds),
            eq(campaignSampleMedia.kind, 'image'),
          ),
        )
        .orderBy(
          campaignSampleMedia.campaign_id,
          campaignSampleMedia.position,
          campaignSampleMedia.id,
        );
    },

    /** A campaign's sample images, videos and mood-board images, in order. */
    listSampleMedia(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(campaignSampleMedia)
        .where(eq(campaignSampleMedia.campaign_id, campaignId))
        .orderBy(asc(campaignSampleMedia.position), asc(campaignSampleMedia.id));
    },

    /** A campaign's do and don't lines, in order. */
    listGuidelines(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(campaignGuidelines)
        .where(eq(campaignGuidelines.campaign_id, campaignId))
        .orderBy(asc(campaignGuidelines.position), asc(campaignGuidelines.id));
    },

    /** Other brands with a logo, for the intro's 'Work with brands like'. */
    listOtherBrands(brandId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ name: brands.name, logo_url: brands.logo_url })
        .from(brands)
        .where(
          and(
            ne(brands.id, brandId),
            sql`${brands.logo_url} is not null`,
            isNull(brands.archived_at),
          ),
        )
        .orderBy(asc(brands.id))
        .limit(limit);
    },

    /** Sample images of other campaigns, for 'Awesome content from recent campaigns'. */
    listRecentCampaignImages(campaignId: number, limit: number, tx: DbOrTx = db) {
      return tx
        .select({ url: campaignSampleMedia.url })
        .from(campaignSampleMedia)
        .where(
          and(
            ne(campaignSampleMedia.campaign_id, campaignId),
            eq(campaignSampleMedia.kind, 'image'),
          ),
        )
        .orderBy(desc(campaignSampleMedia.id))
        .limit(limit);
    },

    /** The creator, their profile and their connected social accounts, in one query. */
    async findCreator(userId: number, tx: DbOrTx = db) {
      const rows = await (tx === db
        ? prepared.creator().execute({ userId })
        : creatorRows(tx, userId));
      const first = rows[0];
      if (!first) return undefined;
      const accounts = rows.flatMap((r) => (r.account?.platform ? [r.account] : []));
      return { user: first.user, profile: first.profile, accounts };
    },

    /** A custom terms row with its campaign id. */
    async findCustomTerms(customTermsId: number, tx: DbOrTx = db) {
      const [row] = await tx.select().from(customTerms).where(eq(customTerms.id, customTermsId));
      return row;
    },

    async findCustomTermsOfCampaign(campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(customTerms)
        .where(eq(customTerms.campaign_id, campaignId));
      return row;
    },

    /**
     * Whether the creator agreed to the terms' current version (issue 29: a creator who agreed to
     * version 1 is asked again once version 2 is published).
     */
    async hasAgreed(customTermsId: number, userId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ agreed_at: termsAgreements.agreed_at })
        .from(termsAgreements)
        .innerJoin(customTerms, eq(customTerms.id, termsAgreements.custom_terms_id))
        .where(
          and(
            eq(termsAgreements.custom_terms_id, customTermsId),
            eq(termsAgreements.user_id, userId),
            eq(termsAgreements.version, customTerms.version),
          ),
        );
      return row;
    },

    /**
     * Records the agreement to the terms' current version once; a repeat keeps the first time.
     * Returns when it was agreed.
     */
    async recordAgreement(customTermsId: number, userId: number, tx: DbOrTx = db) {
      const current = sql`(select ${customTerms.version} from ${customTerms} where ${customTerms.id} = ${customTermsId})`;
      await tx
        .insert(termsAgreements)
        .values({ custom_terms_id: customTermsId, user_id: userId, version: current })
        .onConflictDoNothing({
          target: [
            termsAgreements.custom_terms_id,
            termsAgreements.user_id,
            termsAgreements.version,
          ],
        });
      return (await this.hasAgreed(customTermsId, userId, tx))!.agreed_at;
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
export type InviteRow = ListInviteRow;
export type InviteDetailRow = NonNullable<Awaited<ReturnType<CampaignsRepository['findInvite']>>>;
export type CampaignRow = NonNullable<Awaited<ReturnType<CampaignsRepository['findCampaign']>>>;
export type CreatorRow = NonNullable<Awaited<ReturnType<CampaignsRepository['findCreator']>>>;
export type SampleMediaRow = Awaited<ReturnType<CampaignsRepository['listSampleMedia']>>[number];
export type GuidelineRow = Awaited<ReturnType<CampaignsRepository['listGuidelines']>>[number];
