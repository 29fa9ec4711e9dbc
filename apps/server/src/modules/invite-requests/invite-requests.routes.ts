import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampaignIdParamsSchema,
  FlightDataSchema,
  InviteIdParamsSchema,
  InviteRequestInputSchema,
  InviteRequestResultSchema,
  RequestOptionsSchema,
  ShippingInfoSchema,
  SmartQuestionAnswersInputSchema,
  SmartQuestionCheckSchema,
  UpcomingCampaignsSchema,
} from './invite-requests.schemas';
import type { InviteRequestsService } from './invite-requests.service';

/** The request-an-invite flow's calls (spec part 1 section 7), under /api/v1/creator. */
export const inviteRequestsRoutes: FastifyPluginAsyncZod<{
  requests: InviteRequestsService;
}> = async (app, { requests }) => {
  app.get(
    '/creator/upcoming_campaigns',
    { schema: { response: { 200: UpcomingCampaignsSchema } } },
    (request) => requests.listUpcoming(request.actor),
  );

  const byCampaign = { params: CampaignIdParamsSchema };
  app.get(
    '/creator/campaigns/:campaignId/request_options',
    { schema: { ...byCampaign, response: { 200: RequestOptionsSchema } } },
    (request) => requests.getRequestOptions(request.actor, request.params.campaignId),
  );
  app.get(
    '/creator/campaigns/:campaignId/flights',
    { schema: { ...byCampaign, response: { 200: FlightDataSchema } } },
    (request) => requests.getFlights(request.actor, request.params.campaignId),
  );
  app.post(
    '/creator/campaigns/:campaignId/smart_question_answers/check',
    {
      schema: {
        ...byCampaign,
        body: SmartQuestionAnswersInputSchema,
        response: { 200: SmartQuestionCheckSchema },
      },
    },
    (request) =>
      requests.checkAnswers(request.actor, request.params.campaignId, request.body.answers),
  );

  app.post(
    '/creator/invite_requests',
    { schema: { body: InviteRequestInputSchema, response: { 200: InviteRequestResultSchema } } },
    (request) => requests.requestInvite(request.actor, request.body),
  );

  app.put(
    '/creator/invites/:inviteId/shipping_info',
    {
      schema: {
        params: InviteIdParamsSchema,
        body: ShippingInfoSchema,
        response: { 200: z.object({ shipping_info: ShippingInfoSchema }) },
      },
    },
    (request) => requests.setShippingInfo(request.actor, request.params.inviteId, request.body),
  );
};
