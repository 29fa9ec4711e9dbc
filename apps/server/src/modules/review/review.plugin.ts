import type { FastifyPluginAsync } from 'fastify';
import type { SessionAccess } from '../auth/session-access';
import { contentStatusRoutes } from '../content/content-status.routes';
import type { ContentStatusService } from '../content/content-status.service';
import { reviewRoutes } from './review.routes';
import type { ReviewService } from './review.service';
import { reviewDetailRoutes } from './review-detail.routes';
import type { ReviewDetailService } from './review-detail.service';
import { reviewInvitesRoutes } from './review-invites.routes';
import type { ReviewInvitesService } from './review-invites.service';
import type { ReviewLive } from './review-live';
import { reviewPayoutsRoutes } from './review-payouts.routes';
import type { ReviewPayoutsService } from './review-payouts.service';
import { reviewQueueRoutes } from './review-queue.routes';
import type { ReviewQueueService } from './review-queue.service';
import { openReviewStream } from './review-stream';

/** Issue 8's API under /api/v1 (bearer scope): reviewer actions and the creator's status screen. */
export const reviewApi: FastifyPluginAsync<{
  review: ReviewService;
  reviewQueue: ReviewQueueService;
  reviewDetail: ReviewDetailService;
  reviewInvites: ReviewInvitesService;
  reviewPayouts: ReviewPayoutsService;
  contentStatus: ContentStatusService;
  reviewLive: ReviewLive;
  sessions: SessionAccess;
}> = async (
  api,
  {
    review,
    reviewQueue,
    reviewDetail,
    reviewInvites,
    reviewPayouts,
    contentStatus,
    reviewLive,
    sessions,
  },
) => {
  await api.register(reviewRoutes, { review });
  await api.register(reviewQueueRoutes, { queue: reviewQueue });
  await api.register(reviewDetailRoutes, { detail: reviewDetail });
  await api.register(reviewInvitesRoutes, { invites: reviewInvites });
  await api.register(reviewPayoutsRoutes, { payouts: reviewPayouts });
  await api.register(contentStatusRoutes, { contentStatus });
  api.get('/review/stream', (request, reply) =>
    openReviewStream(request, reply, { live: reviewLive, sessions }),
  );
};
