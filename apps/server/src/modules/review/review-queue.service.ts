import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { isContentFunnelState } from '@portal/domain/content/funnel';
import { allowedActions, statesAwaiting } from '@portal/domain/content/transitions';
import { contentActorOf } from '@portal/domain/policies';
import type {
  QueueItem,
  ReviewQueuePage,
  ReviewQueuePageQuery,
} from '@portal/domain/review/queue-api';
import { reviewerDue } from '@portal/domain/review/review-due';
import { creatorNameFor } from '@portal/domain/studio/directory';
import type { StudioActor } from '@portal/domain/studio/studio-policy';
import { assertReviewer } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { QueueFilter, QueueRow, ReviewQueueRepository } from './review-queue.repository';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

function presentQueueItem(
  row: QueueRow,
  actor: StudioActor,
  role: 'ops' | 'brand',
  now: Date,
): QueueItem {
  const state = row.funnel_state;
  const due = reviewerDue(
    {
      state,
      workflow: row.workflow,
      flightEnd: epoch(row.flight_end ?? row.campaign_flight_end),
      enteredAt: epoch(row.updated_at)!,
    },
    now,
  );
  return {
    content_id: row.content_id,
    media_id: row.media_id!,
    content_funnel_state: state,
    caption: row.caption,
    creator: {
      id: row.creator_id!,
      email: role === 'ops' ? row.creator_email! : null,
      name: creatorNameFor(actor, row.first_name, row.last_name),
      handle: row.tiktok_handle,
    },
    campaign: {
      id: row.campaign_id!,
      name: row.campaign_name!,
      brand_id: row.brand_id!,
      brand_name: row.brand_name!,
      campaign_content_workflow: row.workflow!,
    },
    payout_amount: (row.payout_amount_cents ?? 0) / 100,
    waiting_since: row.updated_at.toISOString(),
    ...due,
    allowed_actions: isContentFunnelState(state)
      ? allowedActions(state, role, row.workflow as ContentWorkflow)
      : [],
  };
}

/**
 * The review console's queue (issue 16): content awaiting the caller's decision (the states where
 * their role has an action in the domain transition table), a brand user's own brand only,
 * filtered, searched and paginated on the server in two queries.
 */
export function createReviewQueueService(deps: { repo: ReviewQueueRepository; clock: () => Date }) {
  return {
    /** @throws AppError unauthenticated, forbidden (creators). */
    async page(claims: AccessClaims, query: ReviewQueuePageQuery): Promise<ReviewQueuePage> {
      const actor = assertReviewer(claims);
      const role = contentActorOf(actor) as 'ops' | 'brand';
      const brandId = role === 'brand' ? Number(actor.brandId ?? -1) : null;
      const scope = { awaiting: statesAwaiting(role), brandId, search: query.q };
      const filter: QueueFilter = {
        state: query.state,
        campaignId: query.campaign_id,
        brandId: role === 'ops' ? query.brand_id : undefined,
      };
      const offset = (query.page - 1) * query.page_size;
      const [rows, counts] = await Promise.all([
        deps.repo.page(scope, filter, query.page_size, offset),
        deps.repo.counts(scope),
      ]);
      const matches = (c: (typeof counts)[number]) =>
        (!filter.state || c.state === filter.state) &&
        (!filter.campaignId || c.campaign_id === filter.campaignId) &&
        (!filter.brandId || c.brand_id === filter.brandId);
      const now = deps.clock();
      return {
        items: rows.map((row) => presentQueueItem(row, actor, role, now)),
        page: query.page,
        page_size: query.page_size,
        total: counts.filter(matches).reduce((sum, c) => sum + Number(c.count), 0),
        counts: counts.map((c) => ({ ...c, count: Number(c.count) })),
      };
    },
  };
}

export type ReviewQueueService = ReturnType<typeof createReviewQueueService>;
