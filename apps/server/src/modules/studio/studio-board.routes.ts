import { BoardPageSchema, BoardQuerySchema } from '@portal/domain/studio/board';
import { StudioCampaignParamsSchema } from '@portal/domain/studio/studio-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BoardService } from './board.service';
import { studioActorOf } from './studio-actor';

/** A campaign's board and its CSV export (issue 29), in the bearer scope. */
export const studioBoardRoutes: FastifyPluginAsyncZod<{ board: BoardService }> = async (
  app,
  { board },
) => {
  app.get(
    '/studio/campaigns/:campaignId/board',
    {
      schema: {
        params: StudioCampaignParamsSchema,
        querystring: BoardQuerySchema,
        response: { 200: BoardPageSchema },
      },
    },
    (request) =>
      board.board(studioActorOf(request.actor), request.params.campaignId, request.query),
  );
  app.get(
    '/studio/campaigns/:campaignId/board.csv',
    {
      schema: {
        params: StudioCampaignParamsSchema,
        querystring: BoardQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await board.csv(
        studioActorOf(request.actor),
        request.params.campaignId,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="campaign-${request.params.campaignId}-board.csv"`,
        )
        .send(csv);
    },
  );
};
