import type { InviteGroup } from '@portal/domain/invites/invite-groups';
import type { InviteWindowDates } from '@portal/domain/invites/invite-state';
import type { InviteStatus } from '@portal/domain/invites/invite-status';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  brands,
  campaignSampleMedia,
  campaigns,
  customTerms,
  flights,
} from '../../db/schema/campaigns';
import { content, distributions } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';

/** The campaign's first sample image (the card picture), as a correlated sub-select. */
export const firstImage = sql<
  string | null
>`(select ${campaignSampleMedia.url} from ${campaignSampleMedia}
  where ${campaignSampleMedia.campaign_id} = ${campaigns.id} and ${campaignSampleMedia.kind} = 'image'
  order by ${campaignSampleMedia.position}, ${campaignSampleMedia.id} limit 1)`;

type Seconds = number | null;
/** A list row as the JSON query answers it: times in epoch seconds. */
type JsonInviteRow = {
  invite: Omit<
    ListInviteRow['invite'],
    'invite_sent_at' | 'flight_end' | 'granted_extension_end'
  > & {
    invite_sent_at: number;
    flight_end: Seconds;
    granted_extension_end: Seconds;
  };
  campaign: Omit<ListInviteRow['campaign'], 'flight_start' | 'flight_end'> & {
    flight_start: Seconds;
    flight_end: Seconds;
  };
  brand: ListInviteRow['brand'];
  flight: { id: number; start_date: number; end_date: number } | null;
  customTermsId: number | null;
};

const toDate = (s: Seconds) => (s === null ? null : new Date(Math.round(s * 1000)));

function fromJsonRow(row: JsonInviteRow): ListInviteRow {
  return {
    invite: {
      ...row.invite,
      invite_sent_at: toDate(row.invite.invite_sent_at)!,
      flight_end: toDate(row.invite.flight_end),
      granted_extension_end: toDate(row.invite.granted_extension_end),
    },
    campaign: {
      ...row.campaign,
      flight_start: toDate(row.campaign.flight_start),
      flight_end: toDate(row.campaign.flight_end),
    },
    brand: row.brand,
    flight: row.flight
      ? {
          id: row.flight.id,
          start_date: toDate(row.flight.start_date)!,
          end_date: toDate(row.flight.end_date)!,
        }
      : null,
    customTermsId: row.customTermsId,
  };
}

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
 * What sorts an invite into its group and part of the list: status, stored group and the dates
 * of its submission window, in whole epoch seconds (no Date objects: a thousand of these are
 * read per page).
 */
export type InviteHeadRow = {
  id: number;
  status: InviteStatus;
  group: InviteGroup;
  window: InviteWindowDates;
  /** Epoch seconds (the acceptance deadline counts from it). */
  inviteSentAt: number;
  workflow: string;
  platform: string;
  /** The invite's submissions, oldest first. */
  posts: { id: number; funnel_state: string; media_id: number; posted_at: number | null }[];
  /** What deadlines and reminders call the campaign. */
  campaignName: string;
};

type HeadTuple = [
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
  [number, string, number, Seconds][] | null,
  number,
  string,
  string,
  string,
];

const wholeSeconds = (s: Seconds) => (s === null ? null : Math.floor(s));

/**
 * Every invite of the creator, newest first, with only what sorts it (InviteHeadRow) and its
 * submissions' states: one JSON array of small tuples, so a thousand invites cost a few
 * milliseconds. The cards' details are read for the shown page only (selectInviteList with ids).
 */
export async function selectInviteHeads(tx: DbOrTx, userId: number): Promise<InviteHeadRow[]> {
  const result = await tx.execute(sql`
      select coalesce(json_agg(json_build_array(
        ${invites.id}, ${invites.status}, ${invites.group}, ${invites.has_extension},
        ${epoch(invites.flight_end)}, ${epoch(invites.granted_extension_end)},
        ${epoch(campaigns.flight_start)}, ${epoch(campaigns.flight_end)},
        ${epoch(flights.start_date)}, ${epoch(flights.end_date)}, submitted.posts,
        ${epoch(invites.invite_sent_at)}, ${campaigns.campaign_content_workflow},
        ${campaigns.platform}, ${campaigns.name}
      ) order by ${invites.invite_sent_at} desc, ${invites.id} desc), '[]'::json) as rows
      from ${invites}
      inner join ${campaigns} on ${campaigns.id} = ${invites.campaign_id}
      left join ${flights} on ${flights.id} = ${invites.flight_id}
      left join (
        select ${content.invite_id} as invite_id,
          json_agg(json_build_array(${content.id}, ${content.funnel_state}, ${content.media_id},
            extract(epoch from ${distributions.posted_at}))
            order by ${content.created_at}, ${content.id}) as posts
        from ${content}
        left join ${distributions} on ${distributions.content_id} = ${content.id}
        where ${content.user_id} = ${userId} group by ${content.invite_id}
      ) submitted on submitted.invite_id = ${invites.id}
      where ${invites.user_id} = ${userId}`);
  return jsonValue<HeadTuple>(result).map(
    ([
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
    ]) => ({
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
      workflow,
      platform,
      campaignName,
      posts:
        posts?.map(([postId, funnelState, mediaId, postedAt]) => ({
          id: postId,
          funnel_state: funnelState,
          media_id: mediaId,
          posted_at: wholeSeconds(postedAt),
        })) ?? [],
    }),
  );
}

/**
 * The creator's invites (all, or those of `ids`), newest first, with campaign, brand, flight,
 * custom terms and card image. One query that answers a single JSON array: many rows cross the
 * driver as one value (PGlite decodes row by row otherwise, which dominated the page's time).
 */
export async function selectInviteList(
  tx: DbOrTx,
  userId: number,
  ids?: readonly number[],
): Promise<ListInviteRow[]> {
  const only: SQL = ids ? sql` and ${inArray(invites.id, [...ids])}` : sql``;
  const result = await tx.execute(sql`
      select coalesce(json_agg(json_build_object(
        'invite', json_build_object(
          'id', ${invites.id}, 'user_id', ${invites.user_id}, 'status', ${invites.status},
          'group', ${invites.group}, 'payout_amount_cents', ${invites.payout_amount_cents},
          'total_payout_amount_cents', ${invites.total_payout_amount_cents},
          'is_paid', ${invites.is_paid},
          'smart_question_answer_result', ${invites.smart_question_answer_result},
          'invite_sent_at', ${epoch(invites.invite_sent_at)},
          'flight_end', ${epoch(invites.flight_end)},
          'has_extension', ${invites.has_extension},
          'granted_extension_end', ${epoch(invites.granted_extension_end)},
          'reject_reason', ${invites.reject_reason}),
        'campaign', json_build_object(
          'id', ${campaigns.id}, 'name', ${campaigns.name},
          'influencer_compensation_type', ${campaigns.influencer_compensation_type},
          'campaign_content_workflow', ${campaigns.campaign_content_workflow},
          'platform', ${campaigns.platform}, 'status', ${campaigns.status},
          'flight_start', ${epoch(campaigns.flight_start)},
          'flight_end', ${epoch(campaigns.flight_end)},
          'hide_guideline_details', ${campaigns.hide_guideline_details},
          'image_url', ${firstImage}),
        'brand', json_build_object(
          'id', ${brands.id}, 'name', ${brands.name}, 'logo_url', ${brands.logo_url}),
        'flight', case when ${flights.id} is null then null else json_build_object(
          'id', ${flights.id}, 'start_date', ${epoch(flights.start_date)},
          'end_date', ${epoch(flights.end_date)}) end,
        'customTermsId', ${customTerms.id}
      ) order by ${invites.invite_sent_at} desc, ${invites.id} desc), '[]'::json) as rows
      from ${invites}
      inner join ${campaigns} on ${campaigns.id} = ${invites.campaign_id}
      inner join ${brands} on ${brands.id} = ${campaigns.brand_id}
      left join ${flights} on ${flights.id} = ${invites.flight_id}
      left join ${customTerms} on ${customTerms.campaign_id} = ${campaigns.id}
      where ${invites.user_id} = ${userId}${only}`);
  return jsonValue<JsonInviteRow>(result).map(fromJsonRow);
}
