import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { isContentFunnelState } from '@portal/domain/content/funnel';
import { allowedActions, type ContentActor } from '@portal/domain/content/transitions';
import type { ReviewRow, TransitionRow } from './review.repository';
import type { ReviewItem } from './review.schemas';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** A content row as a reviewer's queue item: dollars, epoch seconds, the actions open to the role. */
export function presentReviewItem(row: ReviewRow, role: ContentActor): ReviewItem {
  const state = row.content.funnel_state;
  return {
    content_id: row.content.id,
    media_id: row.content.media_id,
    content_funnel_state: state,
    caption: row.content.caption,
    creator: { id: row.content.user_id, email: role === 'ops' ? row.creator_email : null },
    campaign: {
      id: row.campaign.id,
      name: row.campaign.name,
      brand_name: row.brand_name,
      platform: row.campaign.platform,
      campaign_content_workflow: row.campaign.campaign_content_workflow,
    },
    invite: { id: row.invite.id, payout_amount: row.invite.payout_amount_cents / 100 },
    flight_end: epoch(row.flight_end ?? row.campaign_flight_end),
    updated_at: row.content.updated_at.toISOString(),
    allowed_actions: isContentFunnelState(state)
      ? allowedActions(state, role, row.campaign.campaign_content_workflow as ContentWorkflow)
      : [],
  };
}

export const presentTransition = (t: TransitionRow) => ({
  from_state: t.from_state,
  to_state: t.to_state,
  action: t.action,
  actor_type: t.actor_type,
  actor_user_id: t.actor_user_id,
  reason: t.reason,
  created_at: t.created_at.toISOString(),
});
