import type { FastifyPluginAsync } from 'fastify';
import { contentStatusRoutes } from '../content/content-status.routes';
import type { ContentStatusService } from '../content/content-status.service';
import { reviewRoutes } from './review.routes';
import type { ReviewService } from './review.service';

/** Issue 8's API under /api/v1 (bearer scope): reviewer actions and the creator's status screen. */
export const reviewApi: FastifyPluginAsync<{
  review: ReviewService;
  contentStatus: ContentStatusService;
}> = async (api, { review, contentStatus }) => {
  await api.register(reviewRoutes, { review });
  await api.register(contentStatusRoutes, { contentStatus });
};
