import type { InviteRequestsQuery } from '@portal/domain/review/invite-request-review';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import { invites, smartQuestionAnswers } from '../../db/schema/invites';
import { profiles, users } from '../../db/schema/users';

type ListStanding = InviteRequestsQuery['standing'];

/**
 * Creators' invite requests for reviewers (issue 16): pending or waitlisted requested invites,
 * and invited creators who accepted and wait for approval (decision 596); a brand's own campaigns
 * only; four queries per page.
 */
export function createReviewInvitesRepository(db: DbOrTx) {
  const where = (standing: ListStanding, brandId: number | null) => {
    const w: SQL[] =
      standing === 'accepted'
        ? [eq(invites.status, 'ACCEPTED')]
        : [eq(invites.requested, true), eq(invites.status, 'PENDING')];
    w.push(ne(invites.group, 'failed_smart_questions'));
    // An accepted invite is listed whatever its window: the reviewer chooses one on approval.
    if (standing === 'waitlisted') {
      w.push(eq(invites.flight_id, campaigns.requested_invites_flight_id));
    } else if (standing === 'pending') {
      w.push(
        or(
          isNull(campaigns.requested_invites_flight_id),
          isNull(invites.flight_id),
          ne(invites.flight_id, campaigns.requested_invites_flight_id),
        )!,
      );
    }
    if (brandId != null) w.push(eq(campaigns.brand_id, brandId));
    return and(...w);
  };

  return {
    async page(standing: ListStanding, brandId: number | null, limit: number, offset: number) {
      return db
        .select({
          invite: invites,
          campaign: {
            id: campaigns.id,
            name: campaigns.name,
            workflow: campaigns.campaign_content_workflow,
            waitlist_flight_id: campaigns.requested_invites_flight_id,
            smart_questions: campaigns.smart_questions,
          },
          brand_name: brands.name,
          email: users.email,
          profile_progress: users.profile_progress,
          profile: {
            first_name: profiles.first_name,
            last_name: profiles.last_name,
            city: profiles.city,
            state: profiles.state,
            country: profiles.country,
            interests: profiles.interests,
            content_types: profiles.content_type_specialty,
            tiktok_handle: profiles.tiktok_handle,
            twitter_handle: profiles.twitter_handle,
            youtube_handle: profiles.youtube_handle,
          },
          flight: { id: flights.id, start_date: flights.start_date, end_date: flights.end_date },
        })
        .from(invites)
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .innerJoin(users, eq(users.id, invites.user_id))
        .leftJoin(profiles, eq(profiles.user_id, invites.user_id))
        .leftJoin(flights, eq(flights.id, invites.flight_id))
        .where(where(standing, brandId))
        .orderBy(asc(invites.created_at), asc(invites.id))
        .limit(limit)
        .offset(offset);
    },

    async total(standing: ListStanding, brandId: number | null) {
      const [row] = await db
        .select({ n: count() })
        .from(invites)
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .where(where(standing, brandId));
      return Number(row?.n ?? 0);
    },

    answers(inviteIds: number[]) {
      if (inviteIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(smartQuestionAnswers)
        .where(inArray(smartQuestionAnswers.invite_id, inviteIds))
        .orderBy(asc(smartQuestionAnswers.id));
    },

    /** Every flight of the given campaigns, by start date. */
    flights(campaignIds: number[]) {
      if (campaignIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(flights)
        .where(inArray(flights.campaign_id, campaignIds))
        .orderBy(asc(flights.start_date), asc(flights.id));
    },

    /**
     * One invite a reviewer may decide, with what a decision needs: a creator's request, or an
     * invite the creator has answered (an invite still waiting for the creator is not found).
     */
    async find(inviteId: number) {
      const [row] = await db
        .select({
          invite: invites,
          brand_id: campaigns.brand_id,
          campaign_name: campaigns.name,
          waitlist_flight_id: campaigns.requested_invites_flight_id,
          time_zone: profiles.time_zone,
        })
        .from(invites)
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .leftJoin(profiles, eq(profiles.user_id, invites.user_id))
        .where(
          and(
            eq(invites.id, inviteId),
            or(eq(invites.requested, true), ne(invites.status, 'PENDING')),
          ),
        );
      return row;
    },

    /** Compare-and-set: only while the invite is still as it was read. */
    async decide(
      before: { id: number; status: string; flight_id: number | null },
      change: {
        status: 'PENDING' | 'APPROVED' | 'REJECTED';
        group: 'active' | 'rejected';
        flight_id?: number;
        flight_end?: Date;
      },
      now: Date,
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .update(invites)
        .set({ ...change, updated_at: now })
        .where(
          and(
            eq(invites.id, before.id),
            eq(invites.status, before.status as 'PENDING'),
            sql`${invites.flight_id} is not distinct from ${before.flight_id}`,
          ),
        )
        .returning({ id: invites.id });
      return rows.length === 1;
    },
  };
}

export type ReviewInvitesRepository = ReturnType<typeof createReviewInvitesRepository>;
