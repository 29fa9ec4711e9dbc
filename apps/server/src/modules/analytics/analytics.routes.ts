import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalyticsPostDetailSchema,
  AnalyticsPostParamsSchema,
  UserAnalyticsSchema,
} from './analytics.schemas';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get('/analytics', { schema: { response: { 200: UserAnalyticsSchema } } }, (request) =>
    analytics.getUserAnalytics(request.actor),
  );
  app.get(
    '/analytics/posts/:postId',
    {
      schema: { params: AnalyticsPostParamsSchema, response: { 200: AnalyticsPostDetailSchema } },
    },
    (request) => analytics.getPost(request.actor, request.params.postId),
  );
};
