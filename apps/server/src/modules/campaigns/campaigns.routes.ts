import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnswerCache } from '../../http/answer-cache';
import {
  CampaignIdParamsSchema,
  CampaignPageSchema,
  CampaignsListPageQuerySchema,
  CampaignsListPageSchema,
  CampaignsListPartParamsSchema,
  CampaignsPageSchema,
} from './campaigns.schemas';
import type { CampaignsService } from './campaigns.service';

/** The CAMPAIGNS tab's data and a campaign's guidelines page, under /api/v1/creator. */
export const campaignsRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  answers: AnswerCache;
}> = async (app, { campaigns, answers }) => {
  // The dashboard: read on every visit, changed rarely — answered from the cache (decision 305),
  // shaped by the same schema the serializer would apply.
  app.get(
    '/creator/campaigns',
    { schema: { response: { 200: CampaignsPageSchema } } },
    (request, reply) =>
      answers.send(request, reply, 'campaigns', async () =>
        CampaignsPageSchema.parse(await campaigns.getCampaignsPage(request.actor)),
      ),
  );

  app.get(
    '/creator/campaigns/parts/:part',
    {
      schema: {
        params: CampaignsListPartParamsSchema,
        querystring: CampaignsListPageQuerySchema,
        response: { 200: CampaignsListPageSchema },
      },
    },
    (request) =>
      campaigns.getCampaignsListPage(request.actor, request.params.part, request.query.offset),
  );

  app.get(
    '/creator/campaigns/:campaignId',
    { schema: { params: CampaignIdParamsSchema, response: { 200: CampaignPageSchema } } },
    (request) => campaigns.getCampaignPage(request.actor, request.params.campaignId),
  );
};
