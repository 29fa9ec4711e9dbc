import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReviewActionBodySchema,
  ReviewDetailSchema,
  ReviewMediaParamsSchema,
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

  // The id in the creator's URL (/creator/content/:mediaId) is a media id: reviewers can paste it.
  app.get(
    '/review/media/:mediaId',
    { schema: { params: ReviewMediaParamsSchema, response: { 200: ReviewDetailSchema } } },
    (request) => review.getByMedia(request.actor, request.params.mediaId),
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
