import type { Db } from '../../db/client';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import { createCampaignsRepository } from '../campaigns/campaigns.repository';
import type { ContentService } from '../content/content.service';
import { createContentStatusRepository } from '../content/content-status.repository';
import { createContentStatusService } from '../content/content-status.service';
import type { FunnelService } from '../funnel/funnel.service';
import type { MediaService } from '../media/media.service';
import { createNewsWriter } from '../notifications/news-writer';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import type { PayoutsService } from '../payouts/payouts.service';
import { createReviewRepository } from './review.repository';
import { createReviewService } from './review.service';
import { createReviewDetailRepository } from './review-detail.repository';
import { createReviewDetailService } from './review-detail.service';
import { createReviewInvitesRepository } from './review-invites.repository';
import { createReviewInvitesService } from './review-invites.service';
import { createReviewPayoutsRepository } from './review-payouts.repository';
import { createReviewPayoutsService } from './review-payouts.service';
import { createReviewQueueRepository } from './review-queue.repository';
import { createReviewQueueService } from './review-queue.service';

/**
 * Builds issue 8's services for the composition root: the reviewers' actions (moves through the
 * funnel service, payouts owed through the payouts service) and the creator's status screen.
 */
export function createReviewModule(deps: {
  db: Db;
  clock: () => Date;
  content: ContentService;
  media: MediaService;
  funnel: FunnelService;
  payouts: PayoutsService;
  payoutProvider: Pick<PayoutProvider, 'name'>;
}) {
  const { db, clock } = deps;
  const review = createReviewService({
    db,
    repo: createReviewRepository(db),
    funnel: deps.funnel,
    payouts: deps.payouts,
  });
  const contentStatus = createContentStatusService({
    repo: createContentStatusRepository(db),
    funnel: deps.funnel,
    content: deps.content,
    media: deps.media,
    heads: createCampaignsRepository(db),
    clock,
  });
  const reviewQueue = createReviewQueueService({ repo: createReviewQueueRepository(db), clock });
  const reviewDetail = createReviewDetailService({
    repo: createReviewDetailRepository(db),
    review,
    payouts: deps.payouts,
    media: deps.media,
    clock,
  });
  const reviewInvites = createReviewInvitesService({
    db,
    news: createNewsWriter(createNotificationsRepository(db)),
    repo: createReviewInvitesRepository(db),
    clock,
  });
  const reviewPayouts = createReviewPayoutsService({
    repo: createReviewPayoutsRepository(db),
    markPaidByHand: deps.payoutProvider.name === 'ledger',
  });
  return {
    review,
    reviewQueue,
    reviewDetail,
    reviewInvites,
    reviewPayouts,
    contentStatus,
  };
}
