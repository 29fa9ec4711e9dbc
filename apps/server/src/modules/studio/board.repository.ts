import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { campaigns, flights } from '../../db/schema/campaigns';
import { content, payouts } from '../../db/schema/content';
import { invites } from '../../db/schema/invites';
import { pendingInvites } from '../../db/schema/studio';
import { profiles, socialAccounts } from '../../db/schema/users';

/**
 * The boards' reads (issue 29): every invite of the given campaigns with its creator and window,
 * their handles, submissions and payouts: four queries whatever the number of invites.
 */
export function createBoardRepository(db: DbOrTx) {
  return {
    invitesOf(campaignIds: number[]) {
      if (campaignIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          invite: {
            id: invites.id,
            campaign_id: invites.campaign_id,
            user_id: invites.user_id,
            status: invites.status,
            group: invites.group,
            requested: invites.requested,
            flight_id: invites.flight_id,
            payout_amount_cents: invites.payout_amount_cents,
            is_paid: invites.is_paid,
            invite_sent_at: invites.invite_sent_at,
            accept_by: invites.accept_by,
            flight_end: invites.flight_end,
            has_extension: invites.has_extension,
            granted_extension_end: invites.granted_extension_end,
          },
          campaign: {
            workflow: campaigns.campaign_content_workflow,
            platform: campaigns.platform,
            flight_start: campaigns.flight_start,
            flight_end: campaigns.flight_end,
            waitlist_flight_id: campaigns.requested_invites_flight_id,
          },
          flight: { start_date: flights.start_date, end_date: flights.end_date },
          first_name: profiles.first_name,
          last_name: profiles.last_name,
        })
        .from(invites)
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .leftJoin(flights, eq(flights.id, invites.flight_id))
        .leftJoin(profiles, eq(profiles.user_id, invites.user_id))
        .where(inArray(invites.campaign_id, campaignIds))
        .orderBy(asc(invites.id));
    },

    /** Each invited creator's handle on their largest connected account. */
    async handlesOf(campaignIds: number[]) {
      if (campaignIds.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ user_id: socialAccounts.user_id, handle: socialAccounts.handle })
        .from(socialAccounts)
        .where(
          inArray(
            socialAccounts.user_id,
            db
              .select({ id: invites.user_id })
              .from(invites)
              .where(inArray(invites.campaign_id, campaignIds)),
          ),
        )
        .orderBy(
          asc(socialAccounts.user_id),
          sql`${socialAccounts.followers} asc nulls first`,
          sql`${socialAccounts.id} desc`,
        );
      // The last row of each creator is their largest account.
      return new Map(rows.map((r) => [r.user_id, r.handle]));
    },

    contentOf(campaignIds: number[]) {
      if (campaignIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: content.id,
          invite_id: content.invite_id,
          media_id: content.media_id,
          funnel_state: content.funnel_state,
        })
        .from(content)
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .where(inArray(invites.campaign_id, campaignIds))
        .orderBy(asc(content.created_at), asc(content.id));
    },

    payoutsOf(campaignIds: number[]) {
      if (campaignIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          invite_id: content.invite_id,
          amount_cents: payouts.amount_cents,
          status: payouts.status,
        })
        .from(payouts)
        .innerJoin(content, eq(content.id, payouts.content_id))
        .innerJoin(invites, eq(invites.id, content.invite_id))
        .where(inArray(invites.campaign_id, campaignIds));
    },

    /** Invites by e-mail still waiting for their person to sign up, per campaign. */
    async waitingOf(campaignIds: number[]) {
      if (campaignIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ campaign_id: pendingInvites.campaign_id, n: count() })
        .from(pendingInvites)
        .where(
          and(inArray(pendingInvites.campaign_id, campaignIds), isNull(pendingInvites.claimed_at)),
        )
        .groupBy(pendingInvites.campaign_id);
      return new Map(rows.map((r) => [r.campaign_id, Number(r.n)]));
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
export type BoardInviteRow = Awaited<ReturnType<BoardRepository['invitesOf']>>[number];
