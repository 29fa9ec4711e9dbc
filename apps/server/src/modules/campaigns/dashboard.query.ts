import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { brands, campaigns, customTerms } from '../../db/schema/campaigns';
import { invites } from '../../db/schema/invites';
import { profiles, socialAccounts, users } from '../../db/schema/users';
import {
  firstImage,
  type HeadTuple,
  headsSql,
  type InviteHeadRow,
  toHeadRow,
} from './invite-list.query';

type Seconds = number | null;
const toDate = (s: Seconds) => (s === null ? null : new Date(Math.round(s * 1000)));
const epoch = (column: unknown) => sql`date_part('epoch', ${column})`;
const userIdParam = sql.placeholder('userId');

/** The creator's user, profile and connected accounts, as findCreator answers them. */
export type DashboardCreator = {
  user: { id: number; email: string; profile_progress: number };
  profile: {
    first_name: string | null;
    paypal_account: string | null;
    tiktok_handle: string | null;
  } | null;
  accounts: { platform: string; social_id: string; handle: string; expires_at: Date | null }[];
};

/** An upcoming campaign as listUpcomingCampaigns answers it (the card's columns). */
export type UpcomingRow = {
  campaign: {
    id: number;
    name: string;
    influencer_compensation_type: string;
    campaign_content_workflow: string;
    platform: string;
    status: number;
    flight_start: Date | null;
    flight_end: Date | null;
    hide_guideline_details: boolean;
    image_url: string | null;
  };
  brand: { id: number; name: string; logo_url: string | null };
  customTermsId: number | null;
};

type CreatorTuple = [
  number,
  string,
  number,
  boolean,
  string | null,
  string | null,
  string | null,
  [string, string, string, Seconds][] | null,
];
type UpcomingTuple = [
  number,
  string,
  string,
  string,
  string,
  number,
  Seconds,
  Seconds,
  boolean,
  string | null,
  number,
  string,
  string | null,
  number | null,
];

/**
 * The CAMPAIGNS tab's first statement (decision 571): the creator, the heads of every invite
 * and the upcoming campaigns they have no invite to, as three JSON values of one row. One round
 * trip instead of three, its text built once and named (planned once per connection).
 */
const dashboardQuery = preparedSql(
  'campaigns_dashboard',
  () => sql`
    select
      (select json_build_array(${users.id}, ${users.email}, ${users.profile_progress},
          ${profiles.user_id} is not null, ${profiles.first_name}, ${profiles.paypal_account},
          ${profiles.tiktok_handle},
          (select json_agg(json_build_array(${socialAccounts.platform}, ${socialAccounts.social_id},
              ${socialAccounts.handle}, ${epoch(socialAccounts.expires_at)}) order by ${socialAccounts.id})
            from ${socialAccounts} where ${socialAccounts.user_id} = ${users.id}))
        from ${users} left join ${profiles} on ${profiles.user_id} = ${users.id}
        where ${users.id} = ${userIdParam}) as creator,
      (${headsSql(false)}) as heads,
      (select coalesce(json_agg(shown.card order by shown.flight_start, shown.id), '[]'::json)
        from (
          select json_build_array(${campaigns.id}, ${campaigns.name},
              ${campaigns.influencer_compensation_type}, ${campaigns.campaign_content_workflow},
              ${campaigns.platform}, ${campaigns.status}, ${epoch(campaigns.flight_start)},
              ${epoch(campaigns.flight_end)}, ${campaigns.hide_guideline_details}, ${firstImage},
              ${brands.id}, ${brands.name}, ${brands.logo_url}, ${customTerms.id}) as card,
            ${campaigns.flight_start} as flight_start, ${campaigns.id} as id
          from ${campaigns}
          inner join ${brands} on ${brands.id} = ${campaigns.brand_id}
          left join ${customTerms} on ${customTerms.campaign_id} = ${campaigns.id}
          -- An archived brand's campaigns are hidden from creators (domain creatorSeesCampaign),
          -- as upcomingCampaigns in campaigns.repository.ts says it.
          where ${campaigns.status} = 1 and ${brands.archived_at} is null and not exists (
            select 1 from ${invites}
            where ${invites.campaign_id} = ${campaigns.id} and ${invites.user_id} = ${userIdParam})
          order by ${campaigns.flight_start}, ${campaigns.id}
          limit 50
        ) shown) as upcoming`,
);

/** A JSON value as the driver hands it back (parsed on both databases; a string otherwise). */
const parsed = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T;

/**
 * The creator (undefined when the account is gone), every invite's head, newest first
 * (selectInviteHeads), and the upcoming campaigns (listUpcomingCampaigns): one statement.
 */
export async function selectDashboard(
  tx: DbOrTx,
  userId: number,
): Promise<{
  creator: DashboardCreator | undefined;
  heads: InviteHeadRow[];
  upcoming: UpcomingRow[];
}> {
  const { rows } = await dashboardQuery(tx, { userId });
  const row = rows[0] as { creator: unknown; heads: unknown; upcoming: unknown };
  const c = parsed<CreatorTuple | null>(row.creator);
  const creator: DashboardCreator | undefined = c
    ? {
        user: { id: c[0], email: c[1], profile_progress: c[2] },
        profile: c[3] ? { first_name: c[4], paypal_account: c[5], tiktok_handle: c[6] } : null,
        accounts: (c[7] ?? []).map(([platform, social_id, handle, expiresAt]) => ({
          platform,
          social_id,
          handle,
          expires_at: toDate(expiresAt),
        })),
      }
    : undefined;
  return {
    creator,
    heads: (parsed<HeadTuple[] | null>(row.heads) ?? []).map(toHeadRow),
    upcoming: (parsed<UpcomingTuple[] | null>(row.upcoming) ?? []).map((t) => ({
      campaign: {
        id: t[0],
        name: t[1],
        influencer_compensation_type: t[2],
        campaign_content_workflow: t[3],
        platform: t[4],
        status: t[5],
        flight_start: toDate(t[6]),
        flight_end: toDate(t[7]),
        hide_guideline_details: t[8],
        image_url: t[9],
      },
      brand: { id: t[10], name: t[11], logo_url: t[12] },
      customTermsId: t[13],
    })),
  };
}
