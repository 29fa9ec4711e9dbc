import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReviewActionBodySchema,
  ReviewDetailSchema,
  ReviewParamsSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewResultSchema,
} from './review.schemas';
import type { ReviewService } from './review.service';

/** Issue 8 reviewer API (ops and brand users): the queue, one content with its trail, actions. */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: ReviewService }> = async (
  app,
  { review },
) => {
  app.get(
    '/review/content',
    { schema: { querystring: ReviewQueueQuerySchema, response: { 200: ReviewQueueSchema } } },
    async (request) => ({ items: await review.listQueue(request.actor, request.query.state) }),
  );

  app.get(
    '/review/content/:contentId',
    { schema: { params: ReviewParamsSchema, response: { 200: ReviewDetailSchema } } },
    (request) => review.getOne(request.actor, request.params.contentId),
  );

  app.post(
    '/review/content/:contentId/actions',
    {
      schema: {
        params: ReviewParamsSchema,
        body: ReviewActionBodySchema,
        response: { 200: ReviewResultSchema },
      },
    },
    (request) => review.act(request.actor, request.params.contentId, request.body),
  );
};
