import { BoardPageSchema, BoardQuerySchema } from '@portal/domain/studio/board';
import { StudioCampaignParamsSchema } from '@portal/domain/studio/studio-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { BoardService } from './board.service';

/** A campaign's board and its CSV export (issue 29), in the bearer scope. */
export const studioBoardRoutes: FastifyPluginAsyncZod<{
  board: BoardService;
  actors: StaffActorLookup;
}> = async (app, { board, actors }) => {
  app.get(
    '/studio/campaigns/:campaignId/board',
    {
      schema: {
        params: StudioCampaignParamsSchema,
        querystring: BoardQuerySchema,
        response: { 200: BoardPageSchema },
      },
    },
    async (request) =>
      board.board(await actors.of(request.actor), request.params.campaignId, request.query),
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
        await actors.of(request.actor),
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
