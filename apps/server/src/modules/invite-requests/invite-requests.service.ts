import { creatorSeesCampaign } from '@portal/domain/brands/brand-visibility';
import {
  type FlightData,
  type InviteRequestInputSchema,
  type InviteRequestResult,
  inviteRequestProblems,
  prettyFlightRange,
  REQUEST_MESSAGES,
  type RequestOptions,
  type ShippingInfo,
  type SmartQuestionAnswer,
  shipsProduct,
  smartAnswerProblems,
  smartAnswersMatch,
} from '@portal/domain/campaigns/invite-request';
import { AppError } from '@portal/domain/errors/app-error';
import type { CompensationType } from '@portal/domain/money/payout';
import { assertCanChangeOwned, assertCanUsePortal } from '@portal/domain/policies';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { SmartQuestion } from '../../db/schema/campaigns';
import type { AccessClaims } from '../auth/tokens';
import { presentCampaignSummary, presentInvite } from '../campaigns/campaigns.presenter';
import type { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { CampaignSummary, Invite } from '../campaigns/campaigns.schemas';
import { actorOf } from '../campaigns/campaigns.service';
import type { InviteRequestsRepository } from './invite-requests.repository';

/** Campaign status 1: upcoming, open to invite requests (db/schema/campaigns.ts). */
const UPCOMING_STATUS = 1;
const NOT_FOUND = 'The campaign was not found.';
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const publicQuestion = (q: SmartQuestion) => ({
  id: q.id,
  question: q.question,
  options: q.options,
});

export function createInviteRequestsService(deps: {
  db: Db;
  repo: InviteRequestsRepository;
  campaignsRepo: CampaignsRepository;
  clock: () => Date;
}) {
  const { repo, campaignsRepo, clock } = deps;

  /**
   * An upcoming campaign the creator has not been invited to yet: the only kind that takes
   * requests. @throws 'conflict' (issue 31: asking again says so) with the invite's id and step
   * when the creator already has an invite to it, whether asked for or sent; 'not_found' for any
   * other campaign that is not upcoming (no probing), 'forbidden' for non-creators.
   */
  async function requestableCampaign(claims: AccessClaims, campaignId: number) {
    assertCanUsePortal(actorOf(claims));
    const [row, inviteId] = await Promise.all([
      campaignsRepo.findCampaign(campaignId),
      repo.findInviteIdForCampaign(claims.userId, campaignId),
    ]);
    if (row && inviteId !== null) {
      const invite = await presentInviteById(inviteId);
      const message =
        invite.view.step === 'requested' || invite.view.step === 'waitlisted'
          ? REQUEST_MESSAGES.alreadyRequested
          : REQUEST_MESSAGES.alreadyInvited;
      throw new AppError('conflict', message, {
        invite_id: inviteId,
        step: invite.view.step,
      });
    }
    if (!row || row.campaign.status !== UPCOMING_STATUS || !creatorSeesCampaign(row.brand, null)) {
      throw new AppError('not_found', NOT_FOUND);
    }
    return row;
  }

  async function presentInviteById(inviteId: number): Promise<Invite> {
    const row = (await campaignsRepo.findInvite(inviteId))!;
    const [head, images] = await Promise.all([
      campaignsRepo.findInviteHead(row.invite.user_id, inviteId),
      campaignsRepo.firstSampleImages([row.campaign.id]),
    ]);
    return presentInvite(row, head!, images[0]?.url ?? null, seconds(clock()));
  }

  function checkAnswers(questions: SmartQuestion[], answers: SmartQuestionAnswer[]) {
    const fields = smartAnswerProblems(questions, answers);
    if (Object.keys(fields).length > 0) {
      throw new AppError('validation_failed', 'Please answer every question.', { fields });
    }
    return smartAnswersMatch(questions, answers);
  }

  return {
    /**
     * Upcoming campaigns the creator may request an invite to (status 1, no invite yet), in two
     * queries. @throws 'forbidden' for non-creators.
     */
    async listUpcoming(claims: AccessClaims): Promise<{ upcoming_campaigns: CampaignSummary[] }> {
      assertCanUsePortal(actorOf(claims));
      const rows = await campaignsRepo.listUpcomingCampaigns(claims.userId);
      const images = new Map(
        (await campaignsRepo.firstSampleImages(rows.map((r) => r.campaign.id))).map((r) => [
          r.campaign_id,
          r.url,
        ]),
      );
      return {
        upcoming_campaigns: rows.map((r) =>
          presentCampaignSummary(r, images.get(r.campaign.id) ?? null),
        ),
      };
    },

    /** Settings of the request flow and the smart questions (without their accepted answers). */
    async getRequestOptions(claims: AccessClaims, campaignId: number): Promise<RequestOptions> {
      const { campaign } = await requestableCampaign(claims, campaignId);
      return {
        campaign_id: campaign.id,
        requested_invites_flight_id: campaign.requested_invites_flight_id,
        enable_requested_invites_auto_assign: campaign.enable_requested_invites_auto_assign,
        smart_questions: campaign.smart_questions.map(publicQuestion),
      };
    },

    /**
     * Flight data of an upcoming campaign: the requested-invites flight apart, regular flights
     * by start date. @throws 'not_found' as `requestableCampaign`.
     */
    async getFlights(claims: AccessClaims, campaignId: number): Promise<FlightData> {
      const { campaign } = await requestableCampaign(claims, campaignId);
      const rows = await repo.listFlights(campaignId);
      const present = (f: (typeof rows)[number]) => {
        const start = seconds(f.start_date);
        const end = seconds(f.end_date);
        return {
          id: f.id,
          pretty_range: prettyFlightRange(start, end),
          start_date_unix: start,
          end_date_unix: end,
        };
      };
      const requested = rows.find((f) => f.id === campaign.requested_invites_flight_id);
      return {
        requested_invites_flight: requested ? present(requested) : null,
        regular_flights: rows.filter((f) => f !== requested).map(present),
      };
    },

    /**
     * Judges smart-question answers without storing them (the guidelines step's header): the
     * success flag. @throws 'validation_failed' with fields for unknown or missing answers.
     */
    async checkAnswers(claims: AccessClaims, campaignId: number, answers: SmartQuestionAnswer[]) {
      const { campaign } = await requestableCampaign(claims, campaignId);
      return { success: checkAnswers(campaign.smart_questions, answers) ?? true };
    },

    /**
     * The invite request (campaign id, flight id): one PENDING invite in the chosen window, with
     * the smart-question answers stored and smart_question_answer_result set from their verdict
     * (a failed match files it under failed_smart_questions, without a window), and the shipping
     * info, which a campaign that ships a product requires (issue 31). A campaign that assigns
     * windows itself (enable_requested_invites_auto_assign) puts the creator in its first regular
     * window and makes the request an invite to accept at once: no one reviews it (decision 543).
     * Otherwise the invite is a request ops decide on (in the requested-invites window: the
     * waitlist). A repeat for a campaign the creator already has an invite to changes nothing and
     * answers that invite with `created: false`.
     * @throws 'not_found' for a campaign that is not upcoming; 'validation_failed' for a missing
     * or foreign flight, missing shipping info, or bad answers.
     */
    async requestInvite(
      claims: AccessClaims,
      input: z.output<typeof InviteRequestInputSchema>,
    ): Promise<InviteRequestResult> {
      assertCanUsePortal(actorOf(claims));
      const existing = await repo.findInviteIdForCampaign(claims.userId, input.campaign_id);
      if (existing !== null) {
        const invite = await presentInviteById(existing);
        return { created: false, success: invite.smart_question_answer_result, invite };
      }
      const { campaign } = await requestableCampaign(claims, input.campaign_id);
      const success = checkAnswers(campaign.smart_questions, input.smart_question_answers);
      const autoAssign = campaign.enable_requested_invites_auto_assign;
      const problems = inviteRequestProblems({
        match: success,
        flightId: input.flight_id,
        autoAssign,
        shipsProduct: shipsProduct(campaign.influencer_compensation_type as CompensationType),
        hasShippingInfo: input.shipping_info !== null,
      });
      if (Object.keys(problems).length > 0) {
        throw new AppError('validation_failed', Object.values(problems)[0]!, { fields: problems });
      }
      const flights = await repo.listFlights(campaign.id);
      const regular = flights
        .filter((f) => f.id !== campaign.requested_invites_flight_id)
        .sort((a, b) => a.id - b.id);
      const flight =
        success === false
          ? null
          : autoAssign
            ? (regular[0] ?? null)
            : (flights.find((f) => f.id === input.flight_id) ?? null);
      if (success !== false && !flight) {
        throw new AppError('validation_failed', REQUEST_MESSAGES.chooseWindow, {
          fields: { flight_id: REQUEST_MESSAGES.chooseWindow },
        });
      }
      const inviteId = await deps.db.transaction(async (tx) => {
        const id = await repo.insertRequestedInvite(
          {
            campaign_id: campaign.id,
            user_id: claims.userId,
            flight_id: flight?.id ?? null,
            flight_end: flight?.end_date ?? null,
            smart_question_answer_result: success,
            group: success === false ? 'failed_smart_questions' : 'active',
            shipping_info: success === false ? null : input.shipping_info,
            requested: !(autoAssign && success !== false),
          },
          tx,
        );
        if (id !== null) await repo.insertAnswers(id, input.smart_question_answers, tx);
        return id;
      });
      const id = inviteId ?? (await repo.findInviteIdForCampaign(claims.userId, campaign.id))!;
      const invite = await presentInviteById(id);
      return { created: inviteId !== null, success: invite.smart_question_answer_result, invite };
    },

    /**
     * Replaces the shipping info of the creator's own invite.
     * @throws 'not_found' for a missing invite or another creator's.
     */
    async setShippingInfo(claims: AccessClaims, inviteId: number, info: ShippingInfo) {
      assertCanUsePortal(actorOf(claims));
      const row = await campaignsRepo.findInvite(inviteId);
      if (!row) throw new AppError('not_found', 'The invite was not found.');
      assertCanChangeOwned(actorOf(claims), row.invite.user_id, 'invite');
      await repo.setShippingInfo(inviteId, claims.userId, info, clock());
      return { shipping_info: info };
    },
  };
}

export type InviteRequestsService = ReturnType<typeof createInviteRequestsService>;
