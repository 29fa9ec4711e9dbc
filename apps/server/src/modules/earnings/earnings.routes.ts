import { EarningsQuerySchema, EarningsSchema } from '@portal/domain/money/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EarningsService } from './earnings.service';

/** Issue 14: the creator's earnings and their CSV export. */
export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.get(
    '/creator/earnings',
    { schema: { querystring: EarningsQuerySchema, response: { 200: EarningsSchema } } },
    (request) => earnings.getEarnings(request.actor, request.query.year),
  );

  app.get(
    '/creator/earnings.csv',
    { schema: { querystring: EarningsQuerySchema } },
    async (request, reply) => {
      const { year } = request.query;
      const csv = await earnings.getEarningsCsv(request.actor, year);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="earnings${year ? `-${year}` : ''}.csv"`,
        )
        .send(csv);
    },
  );
};
