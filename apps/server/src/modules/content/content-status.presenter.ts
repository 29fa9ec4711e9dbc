import type { ContentStatus } from '@portal/domain/content/content-status-api';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { isCommentSource } from '@portal/domain/content/funnel';
import { reviewHistory } from '@portal/domain/content/review-history';
import { submissionWindowEnd } from '@portal/domain/invites/invite-state';
import type { InviteView } from '@portal/domain/invites/invite-view';
import { payoutReference } from '@portal/domain/money/earnings';
import { payoutAwaitsWork } from '@portal/domain/money/payable';
import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import type { MediaUrls } from '../media/media.service';
import type { ContentStatusRow } from './content-status.repository';

const REVIEW_ACTIONS = new Set([
  'approve_distribute',
  'approve_do_not_distribute',
  'reject',
  'request_changes',
  'brand_approval_comments',
]);

type Reviewer = 'ops' | 'brand';
const asReviewer = (t: string): Reviewer | null => (t === 'ops' || t === 'brand' ? t : null);

/**
 * Who decided on the content, and who decided on the creator's update: the latest review action
 * before and after the creator's first caption update.
 */
export function reviewersOf(trail: { action: string; actor_type: string }[]) {
  let content: Reviewer | null = null;
  let update: Reviewer | null = null;
  let updated = false;
  for (const t of trail) {
    if (t.action === 'update_caption') updated = true;
    else if (REVIEW_ACTIONS.has(t.action)) {
      if (updated) update = asReviewer(t.actor_type);
      else content = asReviewer(t.actor_type);
    }
  }
  return { content, update };
}

const APPROVALS = new Set(['approve_distribute', 'approve_do_not_distribute']);

/** When the content was last approved (epoch seconds), from its trail. */
function approvedAt(trail: { action: string; created_at: Date }[]): number | null {
  const last = trail.findLast((t) => APPROVALS.has(t.action));
  return last ? Math.floor(last.created_at.getTime() / 1000) : null;
}

/** Spec part 2 section 3 'Content status data' from the row, its comments and its trail. */
export function presentContentStatus(
  row: ContentStatusRow,
  urls: MediaUrls,
  comments: { messages: string[]; comment_source: string; created_at: Date }[],
  trail: { action: string; actor_type: string; to_state: string; created_at: Date }[],
  view: InviteView,
): ContentStatus {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  // The post date: the flight end, or a granted extension's end (decision 681), as the card says.
  const flightEnd = row.flight_end ?? row.campaign.flight_end;
  const end = submissionWindowEnd({
    flight_start: null,
    flight_end: flightEnd ? seconds(flightEnd) : null,
    has_extension: row.invite.has_extension,
    granted_extension_end_ts: row.invite.granted_extension_end
      ? seconds(row.invite.granted_extension_end)
      : null,
  });
  const reviewers = reviewersOf(trail);
  const d = row.distribution;
  return {
    media_id: row.content.media_id,
    id: row.content.id,
    content_type: row.media.content_type,
    content_url: urls.url,
    thumbnail_url: urls.thumbnail,
    caption: row.content.caption,
    content_funnel_state: row.content.funnel_state,
    content_reviewed_by: reviewers.content,
    creator_update_reviewed_by: reviewers.update,
    campaign_distribution: d
      ? {
          distribution_url: d.distribution_url,
          distribution_platform: d.distribution_platform,
          distribution_content_url: d.distribution_content_url,
          caption: d.caption,
        }
      : null,
    user_comments: comments.flatMap((c) =>
      isCommentSource(c.comment_source)
        ? [{ messages: c.messages, comment_source: c.comment_source }]
        : [],
    ),
    campaign_post: {
      id: row.content.id,
      campaign: {
        id: row.campaign.id,
        name: row.campaign.name,
        brand: { name: row.brand.name },
        campaign_content_workflow: row.campaign.campaign_content_workflow,
        platform: row.campaign.platform,
        requires_caption: row.campaign.requires_caption,
        hashtags: row.campaign.hashtags,
        screen_names: row.campaign.screen_names,
      },
      invite: {
        id: row.invite.id,
        payout_amount: row.invite.payout_amount_cents / 100,
        invite_flight: { end_date_unix: end },
      },
    },
    creator_will_post: row.content.creator_will_post,
    // Waiting for the post, the payout is not told yet (decision 680): the screen asks for the post.
    payout:
      row.payout &&
      !payoutAwaitsWork(
        payoutStateOfStored(row.payout.status),
        row.content.funnel_state as ContentFunnelState,
      )
        ? {
            amount_cents: row.payout.amount_cents,
            state: payoutStateOfStored(row.payout.status),
            approved_at: approvedAt(trail),
            created_at: seconds(row.payout.created_at),
            // A payout marked paid by hand was never sent: it has no "sent" step.
            sent_at: row.payout.sent_at ? seconds(row.payout.sent_at) : null,
            final_at: finalAt(row.payout),
            // Ours, fixed from the moment the payout exists (the Earnings row's, issue 31).
            reference: payoutReference(row.payout.id),
          }
        : null,
    history: reviewHistory(
      trail.map((t) => ({ ...t, at: seconds(t.created_at) })),
      comments.flatMap((c) =>
        isCommentSource(c.comment_source)
          ? [{ comment_source: c.comment_source, messages: c.messages, at: seconds(c.created_at) }]
          : [],
      ),
    ),
    updated_at: row.content.updated_at.toISOString(),
    invite_view: view,
  };
}

/** When the payout ended: paid, or failed / returned (null while it is still on its way). */
function finalAt(payout: { paid_at: Date | null; failed_at: Date | null }): number | null {
  const at = payout.paid_at ?? payout.failed_at;
  return at ? Math.floor(at.getTime() / 1000) : null;
}
