import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignParamsSchema,
  CampaignTypeSchema,
  ContentStatusQuerySchema,
  ContentStatusSchema,
  MediaParamsSchema,
  UpdateContentBodySchema,
} from './content-status.schemas';
import type { ContentStatusService } from './content-status.service';

/** Issue 8 creator routes: content status, update content, campaign type. */
export const contentStatusRoutes: FastifyPluginAsyncZod<{
  contentStatus: ContentStatusService;
}> = async (app, { contentStatus }) => {
  app.get(
    '/creator/content/status',
    { schema: { querystring: ContentStatusQuerySchema, response: { 200: ContentStatusSchema } } },
    (request) => contentStatus.getStatus(request.actor, request.query.media_id),
  );

  app.patch(
    '/creator/content/:mediaId',
    {
      schema: {
        params: MediaParamsSchema,
        body: UpdateContentBodySchema,
        response: { 200: ContentStatusSchema },
      },
    },
    (request) => contentStatus.update(request.actor, request.params.mediaId, request.body),
  );

  app.get(
    '/creator/campaigns/:campaignId/type',
    { schema: { params: CampaignParamsSchema, response: { 200: CampaignTypeSchema } } },
    (request) => contentStatus.campaignType(request.actor, request.params.campaignId),
  );
};
