import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, campaigns, flights } from '../../db/schema/campaigns';
import { invites } from '../../db/schema/invites';
import { pendingInvites } from '../../db/schema/studio';
import { profiles, users } from '../../db/schema/users';

export type NewStudioInvite = {
  campaign_id: number;
  user_id: number;
  payout_amount_cents: number;
  total_payout_amount_cents: number;
  note: string | null;
  accept_by: Date;
  invited_by_user_id: number | null;
  invite_sent_at: Date;
  flight_id?: number | null;
  flight_end?: Date | null;
};

/** The studio's invite writes (issue 29); one invite per creator per campaign is the unique key. */
export function createStudioInvitesRepository(db: DbOrTx) {
  return {
    /** What sending invites needs of a campaign. */
    async campaign(campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({
          id: campaigns.id,
          name: campaigns.name,
          brand_id: campaigns.brand_id,
          brand_name: brands.name,
          status: campaigns.status,
          flight_end: campaigns.flight_end,
          payout_amount_cents: campaigns.payout_amount_cents,
          creator_expense_amount_cents: campaigns.creator_expense_amount_cents,
        })
        .from(campaigns)
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(eq(campaigns.id, campaignId));
      return row;
    },

    /** The campaign's regular windows (not the waitlist), by start. */
    windows(campaignId: number, waitlistFlightId: number | null) {
      return db
        .select()
        .from(flights)
        .where(
          and(
            eq(flights.campaign_id, campaignId),
            waitlistFlightId === null ? sql`true` : sql`${flights.id} <> ${waitlistFlightId}`,
          ),
        )
        .orderBy(flights.start_date, flights.id);
    },

    /** Of `ids`, the creators (type influencer) with their e-mail and first name. */
    creators(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, email: users.email, type: users.type })
        .from(users)
        .where(inArray(users.id, ids));
    },

    /** Users whose e-mail is among `emails` (lower-case). */
    usersByEmail(emails: string[]) {
      if (emails.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, email: users.email, type: users.type })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails));
    },

    /** Creators of `ids` already invited to the campaign, with their invite. */
    async existingInvites(campaignId: number, userIds: number[], tx: DbOrTx = db) {
      if (userIds.length === 0) return new Map<number, number>();
      const rows = await tx
        .select({ id: invites.id, user_id: invites.user_id })
        .from(invites)
        .where(and(eq(invites.campaign_id, campaignId), inArray(invites.user_id, userIds)));
      return new Map(rows.map((r) => [r.user_id, r.id]));
    },

    /**
     * Inserts the invites; one that already exists (a double click, another sender at once) is
     * skipped by the unique (campaign, creator) key. Answers the invites made.
     */
    insertInvites(rows: NewStudioInvite[], tx: DbOrTx) {
      if (rows.length === 0) return Promise.resolve([]);
      return tx
        .insert(invites)
        .values(rows.map((r) => ({ ...r, status: 'PENDING' as const })))
        .onConflictDoNothing({ target: [invites.campaign_id, invites.user_id] })
        .returning({ id: invites.id, user_id: invites.user_id });
    },

    /** Waiting invites by e-mail; one per address per campaign. Answers those made. */
    insertPending(
      rows: {
        campaign_id: number;
        email: string;
        handle: string | null;
        note: string | null;
        accept_by: Date;
        invited_by_user_id: number;
      }[],
      tx: DbOrTx,
    ) {
      if (rows.length === 0) return Promise.resolve([]);
      return tx
        .insert(pendingInvites)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: pendingInvites.id, email: pendingInvites.email });
    },

    /** Waiting invites for an address that no account has claimed yet (locked for the claim). */
    unclaimedFor(email: string, tx: DbOrTx) {
      return tx
        .select({
          pending: pendingInvites,
          campaign: {
            id: campaigns.id,
            name: campaigns.name,
            status: campaigns.status,
            payout_amount_cents: campaigns.payout_amount_cents,
            creator_expense_amount_cents: campaigns.creator_expense_amount_cents,
          },
          brand_name: brands.name,
        })
        .from(pendingInvites)
        .innerJoin(campaigns, eq(campaigns.id, pendingInvites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(
          and(sql`lower(${pendingInvites.email}) = ${email}`, isNull(pendingInvites.claimed_at)),
        )
        .for('update', { of: pendingInvites });
    },

    async markClaimed(pendingId: number, inviteId: number | null, now: Date, tx: DbOrTx) {
      await tx
        .update(pendingInvites)
        .set({ claimed_at: now, invite_id: inviteId })
        .where(eq(pendingInvites.id, pendingId));
    },

    /** The recipient of an invite e-mail: address, first name, campaign and brand. */
    async inviteMail(inviteId: number) {
      const [row] = await db
        .select({
          email: users.email,
          first_name: profiles.first_name,
          time_zone: profiles.time_zone,
          campaign_name: campaigns.name,
          brand_name: brands.name,
          note: invites.note,
          accept_by: invites.accept_by,
        })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.user_id))
        .leftJoin(profiles, eq(profiles.user_id, users.id))
        .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(eq(invites.id, inviteId));
      return row;
    },

    async pendingMail(pendingId: number) {
      const [row] = await db
        .select({
          email: pendingInvites.email,
          campaign_name: campaigns.name,
          brand_name: brands.name,
          note: pendingInvites.note,
          accept_by: pendingInvites.accept_by,
          claimed_at: pendingInvites.claimed_at,
        })
        .from(pendingInvites)
        .innerJoin(campaigns, eq(campaigns.id, pendingInvites.campaign_id))
        .innerJoin(brands, eq(brands.id, campaigns.brand_id))
        .where(eq(pendingInvites.id, pendingId));
      return row;
    },
  };
}

export type StudioInvitesRepository = ReturnType<typeof createStudioInvitesRepository>;
