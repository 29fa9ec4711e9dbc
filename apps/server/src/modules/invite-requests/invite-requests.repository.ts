import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { flights } from '../../db/schema/campaigns';
import { invites, smartQuestionAnswers } from '../../db/schema/invites';

export interface NewRequestedInvite {
  campaign_id: number;
  user_id: number;
  /** Null for a request whose answers disqualified it (no window is asked for). */
  flight_id: number | null;
  flight_end: Date | null;
  smart_question_answer_result: boolean | null;
  group: 'active' | 'failed_smart_questions';
  shipping_info: Record<string, string> | null;
  /** False when the campaign assigned the window itself: an invite to accept, not a request. */
  requested: boolean;
}

/** Flights, requested invites, their smart-question answers and shipping info. */
export function createInviteRequestsRepository(db: DbOrTx) {
  return {
    /** A campaign's flights by start date (one query). */
    listFlights(campaignId: number, tx: DbOrTx = db) {
      return tx
        .select()
        .from(flights)
        .where(eq(flights.campaign_id, campaignId))
        .orderBy(asc(flights.start_date), asc(flights.id));
    },

    async findFlight(flightId: number, campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(flights)
        .where(and(eq(flights.id, flightId), eq(flights.campaign_id, campaignId)));
      return row;
    },

    /**
     * Inserts the requested invite unless the creator already has one to the campaign (the unique
     * campaign + user index decides, so two racing requests make one invite). Returns the new id,
     * or null when nothing was inserted.
     */
    async insertRequestedInvite(values: NewRequestedInvite, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(invites)
        .values({ ...values, status: 'PENDING' })
        .onConflictDoNothing({ target: [invites.campaign_id, invites.user_id] })
        .returning({ id: invites.id });
      return row?.id ?? null;
    },

    async insertAnswers(
      inviteId: number,
      answers: { question_id: string; answer: string }[],
      tx: DbOrTx = db,
    ) {
      if (answers.length === 0) return;
      await tx
        .insert(smartQuestionAnswers)
        .values(answers.map((a) => ({ invite_id: inviteId, ...a })))
        .onConflictDoNothing();
    },

    async findInviteIdForCampaign(userId: number, campaignId: number, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: invites.id })
        .from(invites)
        .where(and(eq(invites.user_id, userId), eq(invites.campaign_id, campaignId)));
      return row?.id ?? null;
    },

    /** Sets the shipping info of the creator's own invite. Returns whether a row changed. */
    async setShippingInfo(
      inviteId: number,
      userId: number,
      info: Record<string, string>,
      now: Date,
      tx: DbOrTx = db,
    ) {
      const rows = await tx
        .update(invites)
        .set({ shipping_info: info, updated_at: now })
        .where(and(eq(invites.id, inviteId), eq(invites.user_id, userId)))
        .returning({ id: invites.id });
      return rows.length > 0;
    },
  };
}

export type InviteRequestsRepository = ReturnType<typeof createInviteRequestsRepository>;
