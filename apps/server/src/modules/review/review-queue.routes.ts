import { ReviewQueuePageQuerySchema, ReviewQueuePageSchema } from '@portal/domain/review/queue-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewQueueService } from './review-queue.service';

/** The review console's queue (issue 16): paginated, filtered, with counts; reviewers only. */
export const reviewQueueRoutes: FastifyPluginAsyncZod<{ queue: ReviewQueueService }> = async (
  app,
  { queue },
) => {
  app.get(
    '/review/queue',
    {
      schema: {
        querystring: ReviewQueuePageQuerySchema,
        response: { 200: ReviewQueuePageSchema },
      },
    },
    (request) => queue.page(request.actor, request.query),
  );
};
