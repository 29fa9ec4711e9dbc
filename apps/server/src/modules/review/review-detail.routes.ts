import {
  BulkActionBodySchema,
  BulkActionResultSchema,
  ReviewContentDetailSchema,
  ReviewDetailParamsSchema,
} from '@portal/domain/review/detail-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewDetailService } from './review-detail.service';

/** The review console's detail view and bulk approve (issue 16); reviewers only. */
export const reviewDetailRoutes: FastifyPluginAsyncZod<{ detail: ReviewDetailService }> = async (
  app,
  { detail },
) => {
  app.get(
    '/review/content/:contentId/detail',
    {
      schema: {
        params: ReviewDetailParamsSchema,
        response: { 200: ReviewContentDetailSchema },
      },
    },
    (request) => detail.get(request.actor, request.params.contentId),
  );

  app.post(
    '/review/content/bulk-actions',
    { schema: { body: BulkActionBodySchema, response: { 200: BulkActionResultSchema } } },
    (request) => detail.bulk(request.actor, request.body),
  );
};
