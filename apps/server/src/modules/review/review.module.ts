import type { Db } from '../../db/client';
import { createLedgerPayouts } from '../../integrations/payouts/ledger-payouts';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import { createCampaignsRepository } from '../campaigns/campaigns.repository';
import { createContentRepository } from '../content/content.repository';
import type { ContentService } from '../content/content.service';
import { createContentStatusRepository } from '../content/content-status.repository';
import { createContentStatusService } from '../content/content-status.service';
import type { MediaService } from '../media/media.service';
import { createNotificationsRepository } from '../notifications/notifications.repository';
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
 * Builds issue 8's services for the composition root: the reviewers' funnel actions with the
 * payout provider (the ledger until PayPal Payouts is configured) and the creator's status screen.
 */
export function createReviewModule(deps: {
  db: Db;
  clock: () => Date;
  content: ContentService;
  media: MediaService;
  payouts?: PayoutProvider;
}) {
  const { db, clock } = deps;
  const payouts = deps.payouts ?? createLedgerPayouts();
  const review = createReviewService({
    db,
    repo: createReviewRepository(db),
    payouts,
    news: createNotificationsRepository(db),
    clock,
  });
  const contentStatus = createContentStatusService({
    db,
    repo: createContentStatusRepository(db),
    contentRepo: createContentRepository(db),
    content: deps.content,
    media: deps.media,
    heads: createCampaignsRepository(db),
    clock,
  });
  const reviewQueue = createReviewQueueService({ repo: createReviewQueueRepository(db), clock });
  const reviewDetail = createReviewDetailService({
    repo: createReviewDetailRepository(db),
    review,
    media: deps.media,
    clock,
  });
  const reviewInvites = createReviewInvitesService({
    db,
    news: createNotificationsRepository(db),
    repo: createReviewInvitesRepository(db),
    clock,
  });
  const reviewPayouts = createReviewPayoutsService({ repo: createReviewPayoutsRepository(db) });
  return {
    review,
    reviewQueue,
    reviewDetail,
    reviewInvites,
    reviewPayouts,
    contentStatus,
  };
}
