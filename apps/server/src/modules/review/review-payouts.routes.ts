import { PayoutsPageSchema, PayoutsQuerySchema } from '@portal/domain/review/payouts-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewPayoutsService } from './review-payouts.service';

/** Ops' payouts page (issue 16, decision 422); marking paid is the mark_paid review action. */
export const reviewPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: ReviewPayoutsService }> = async (
  app,
  { payouts },
) => {
  app.get(
    '/review/payouts',
    { schema: { querystring: PayoutsQuerySchema, response: { 200: PayoutsPageSchema } } },
    (request) => payouts.list(request.actor, request.query),
  );
};
