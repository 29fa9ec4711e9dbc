import type { InviteGroup } from '@portal/domain/invites/invite-groups';
import type { InviteWindowDates } from '@portal/domain/invites/invite-state';
import type { InviteStatus } from '@portal/domain/invites/invite-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import {
  brands,
  campaignSampleMedia,
  campaigns,
  customTerms,
  flights,
} from '../../db/schema/campaigns';
import { content, distributions, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/** The campaign's first sample image (the card picture), as a correlated sub-select. */
export const firstImage = sql<
  string | null
>`(select ${campaignSampleMedia.url} from ${campaignSampleMedia}
  where ${campaignSampleMedia.campaign_id} = ${campaigns.id} and ${campaignSampleMedia.kind} = 'image'
  order by ${campaignSampleMedia.position}, ${campaignSampleMedia.id} limit 1)`;

type Seconds = number | null;

const toDate = (s: Seconds) => (s === null ? null : new Date(Math.round(s * 1000)));

/** An invite with the campaign columns a card needs, its brand, flight and custom terms. */
export type ListInviteRow = {
  invite: {
    id: number;
    user_id: number;
    status: InviteStatus;
    group: InviteGroup;
    payout_amount_cents: number;
    total_payout_amount_cents: number;
    is_paid: boolean;
    smart_question_answer_result: boolean | null;
    invite_sent_at: Date;
    flight_end: Date | null;
    has_extension: boolean;
    granted_extension_end: Date | null;
    reject_reason: string | null;
  };
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
    /** The first sample image (list reads only). */
    image_url?: string | null;
  };
  brand: { id: number; name: string; logo_url: string | null };
  flight: { id: number; start_date: Date; end_date: Date } | null;
  customTermsId: number | null;
};

/** Epoch seconds as float8: date_part, because extract() answers numeric, slower to build. */
const epoch = (column: unknown) => sql`date_part('epoch', ${column})`;

/** The one JSON value a query answers (PGlite hands json back parsed, node-postgres too). */
function jsonValue<T>(result: { rows: unknown[] }): T[] {
  const raw = (result.rows[0] as { rows: unknown } | undefined)?.rows;
  return (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? [])) as T[];
}

/**
 * What sorts an invite into its group and part of the list, and everything its creator-facing
 * view reads (domain invites/invite-view): status, stored group, the dates of its submission
 * window in whole epoch seconds, the money, and its submissions with their payouts (no Date
 * objects: a thousand of these are read per page).
 */
export type InviteHeadRow = {
  id: number;
  status: InviteStatus;
  group: InviteGroup;
  window: InviteWindowDates;
  /** Epoch seconds (the acceptance deadline counts from it). */
  inviteSentAt: number;
  /** Epoch seconds: the accept-by the brand chose in the studio, when it did (decision 597). */
  acceptBy: number | null;
  workflow: string;
  platform: string;
  /** The invite's submissions, oldest first, each with its payout once one was recorded. */
  posts: {
    id: number;
    funnel_state: string;
    media_id: number;
    posted_at: number | null;
    payout: { status: string; amount_cents: number } | null;
  }[];
  /** What deadlines and reminders call the campaign. */
  campaignName: string;
  campaignId: number;
  /** The creator asked for this invite (request-an-invite). */
  requested: boolean;
  /** A request in the campaign's requested-invites window (the waitlist). */
  waitlisted: boolean;
  compensation: string;
  payoutCents: number;
  expenseCents: number;
  productName: string | null;
  isPaid: boolean;
};

export type HeadTuple = [
  number,
  InviteStatus,
  InviteGroup,
  boolean,
  Seconds,
  Seconds,
  Seconds,
  Seconds,
  Seconds,
  Seconds,
  [number, string, number, Seconds, string | null, number | null][] | null,
  number,
  string,
  string,
  string,
  number,
  boolean,
  boolean,
  string,
  number,
  number,
  string | null,
  boolean,
  Seconds,
];

const wholeSeconds = (s: Seconds) => (s === null ? null : Math.floor(s));

const userIdParam = sql.placeholder('userId');

/**
 * The heads query, built once per filter (decision 570): `posted_at` and the payout through
 * their unique indexes, per submission; `only` narrows it to the ids of one array parameter.
 */
export const headsSql = (only: boolean) => sql`
      select coalesce(json_agg(json_build_array(
        ${invites.id}, ${invites.status}, ${invites.group}, ${invites.has_extension},
        ${epoch(invites.flight_end)}, ${epoch(invites.granted_extension_end)},
        ${epoch(campaigns.flight_start)}, ${epoch(campaigns.flight_end)},
        ${epoch(flights.start_date)}, ${epoch(flights.end_date)}, submitted.posts,
        ${epoch(invites.invite_sent_at)}, ${campaigns.campaign_content_workflow},
        ${campaigns.platform}, ${campaigns.name}, ${campaigns.id}, ${invites.requested},
        coalesce(${invites.flight_id} = ${campaigns.requested_invites_flight_id}, false),
        ${campaigns.influencer_compensation_type}, ${invites.payout_amount_cents},
        ${campaigns.creator_expense_amount_cents}, ${campaigns.product_name}, ${invites.is_paid},
        ${epoch(invites.accept_by)}
      ) order by ${invites.invite_sent_at} desc, ${invites.id} desc), '[]'::json) as rows
      from ${invites}
      inner join ${campaigns} on ${campaigns.id} = ${invites.campaign_id}
      left join ${flights} on ${flights.id} = ${invites.flight_id}
      left join (
        select ${content.invite_id} as invite_id,
          json_agg(json_build_array(${content.id}, ${content.funnel_state}, ${content.media_id},
            (select ${epoch(distributions.posted_at)} from ${distributions}
              where ${distributions.content_id} = ${content.id}),
            paid.status, paid.amount_cents)
            order by ${content.created_at}, ${content.id}) as posts
        from ${content}
        left join lateral (
          select ${payouts.status} as status, ${payouts.amount_cents} as amount_cents
          from ${payouts} where ${payouts.content_id} = ${content.id}
        ) paid on true
        where ${content.user_id} = ${userIdParam} group by ${content.invite_id}
      ) submitted on submitted.invite_id = ${invites.id}
      where ${invites.user_id} = ${userIdParam}
        -- An archived brand's unanswered invites are hidden (domain creatorSeesCampaign).
        and (${invites.status} <> 'PENDING' or not exists (
          select 1 from ${brands} where ${brands.id} = ${campaigns.brand_id}
            and ${brands.archived_at} is not null))${
              only ? sql` and ${invites.id} = any(${sql.placeholder('ids')}::int[])` : sql``
            }`;
const headsQuery = preparedSql('campaigns_heads', () => headsSql(false));
const someHeadsQuery = preparedSql('campaigns_some_heads', () => headsSql(true));

/**
 * Every invite of the creator (or those of `ids`), newest first, with only what sorts it and
 * what its view reads (InviteHeadRow): one JSON array of small tuples, so a thousand invites cost
 * a few milliseconds. The cards' details are read for the shown page only (selectInviteList).
 */
export async function selectInviteHeads(
  tx: DbOrTx,
  userId: number,
  ids?: readonly number[],
): Promise<InviteHeadRow[]> {
  const result = ids
    ? await someHeadsQuery(tx, { userId, ids: [...ids] })
    : await headsQuery(tx, { userId });
  return jsonValue<HeadTuple>(result).map(toHeadRow);
}

/** A head tuple (headsSql) as the service reads it. */
export const toHeadRow = ([
  id,
  status,
  group,
  hasExtension,
  flightEnd,
  extensionEnd,
  start,
  end,
  fStart,
  fEnd,
  posts,
  sentAt,
  workflow,
  platform,
  campaignName,
  campaignId,
  requested,
  waitlisted,
  compensation,
  payoutCents,
  expenseCents,
  productName,
  isPaid,
  acceptBy,
]: HeadTuple): InviteHeadRow => ({
  id,
  status,
  group,
  window: {
    flight:
      fStart === null || fEnd === null
        ? null
        : { start: Math.floor(fStart), end: Math.floor(fEnd) },
    inviteFlightEnd: wholeSeconds(flightEnd),
    campaignFlightStart: wholeSeconds(start),
    campaignFlightEnd: wholeSeconds(end),
    has_extension: hasExtension,
    granted_extension_end_ts: wholeSeconds(extensionEnd),
  },
  inviteSentAt: Math.floor(sentAt),
  acceptBy: wholeSeconds(acceptBy),
  workflow,
  platform,
  campaignName,
  campaignId,
  requested,
  waitlisted,
  compensation,
  payoutCents,
  expenseCents,
  productName,
  isPaid,
  posts:
    posts?.map(([postId, funnelState, mediaId, postedAt, payoutStatus, payoutCents]) => ({
      id: postId,
      funnel_state: funnelState,
      media_id: mediaId,
      posted_at: wholeSeconds(postedAt),
      payout:
        payoutStatus === null ? null : { status: payoutStatus, amount_cents: payoutCents ?? 0 },
    })) ?? [],
});

type ListTuple = [
  number,
  number,
  InviteStatus,
  InviteGroup,
  number,
  number,
  boolean,
  boolean | null,
  number,
  Seconds,
  boolean,
  Seconds,
  string | null,
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
  Seconds,
  Seconds,
  number | null,
];

/**
 * The cards query, built once (decision 570): the ids as one array parameter, so its text is the
 * same for any number of them, and each card as a flat tuple (building nested JSON objects cost
 * PostgreSQL twice as much, and the driver four times the bytes).
 */
const listQuery = preparedSql(
  'campaigns_cards',
  () => sql`
      select coalesce(json_agg(json_build_array(
        ${invites.id}, ${invites.user_id}, ${invites.status}, ${invites.group},
        ${invites.payout_amount_cents}, ${invites.total_payout_amount_cents}, ${invites.is_paid},
        ${invites.smart_question_answer_result}, ${epoch(invites.invite_sent_at)},
        ${epoch(invites.flight_end)}, ${invites.has_extension},
        ${epoch(invites.granted_extension_end)}, ${invites.reject_reason},
        ${campaigns.id}, ${campaigns.name}, ${campaigns.influencer_compensation_type},
        ${campaigns.campaign_content_workflow}, ${campaigns.platform}, ${campaigns.status},
        ${epoch(campaigns.flight_start)}, ${epoch(campaigns.flight_end)},
        ${campaigns.hide_guideline_details}, ${firstImage},
        ${brands.id}, ${brands.name}, ${brands.logo_url},
        ${flights.id}, ${epoch(flights.start_date)}, ${epoch(flights.end_date)},
        ${customTerms.id}
      ) order by ${invites.invite_sent_at} desc, ${invites.id} desc), '[]'::json) as rows
      from ${invites}
      inner join ${campaigns} on ${campaigns.id} = ${invites.campaign_id}
      inner join ${brands} on ${brands.id} = ${campaigns.brand_id}
      left join ${flights} on ${flights.id} = ${invites.flight_id}
      left join ${customTerms} on ${customTerms.campaign_id} = ${campaigns.id}
      where ${invites.user_id} = ${userIdParam}
        and ${invites.id} = any(${sql.placeholder('ids')}::int[])`,
);

/**
 * Those of the creator's invites whose id is in `ids`, newest first, with campaign, brand, flight,
 * custom terms and card image. One query that answers a single JSON array: many rows cross the
 * driver as one value (PGlite decodes row by row otherwise, which dominated the page's time).
 */
export async function selectInviteList(
  tx: DbOrTx,
  userId: number,
  ids: readonly number[],
): Promise<ListInviteRow[]> {
  const result = await listQuery(tx, { userId, ids: [...ids] });
  return jsonValue<ListTuple>(result).map((t) => ({
    invite: {
      id: t[0],
      user_id: t[1],
      status: t[2],
      group: t[3],
      payout_amount_cents: t[4],
      total_payout_amount_cents: t[5],
      is_paid: t[6],
      smart_question_answer_result: t[7],
      invite_sent_at: toDate(t[8])!,
      flight_end: toDate(t[9]),
      has_extension: t[10],
      granted_extension_end: toDate(t[11]),
      reject_reason: t[12],
    },
    campaign: {
      id: t[13],
      name: t[14],
      influencer_compensation_type: t[15],
      campaign_content_workflow: t[16],
      platform: t[17],
      status: t[18],
      flight_start: toDate(t[19]),
      flight_end: toDate(t[20]),
      hide_guideline_details: t[21],
      image_url: t[22],
    },
    brand: { id: t[23], name: t[24], logo_url: t[25] },
    flight:
      t[26] === null ? null : { id: t[26], start_date: toDate(t[27])!, end_date: toDate(t[28])! },
    customTermsId: t[29],
  }));
}
