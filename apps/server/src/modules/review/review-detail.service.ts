import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { isContentFunnelState } from '@portal/domain/content/funnel';
import { allowedActions } from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import { payoutCentsOf } from '@portal/domain/invites/invite-view';
import { approvalPreview } from '@portal/domain/money/deliverable';
import { compensationTypeOf } from '@portal/domain/money/payout';
import {
  assertCanReviewContent,
  canSeeCreatorContact,
  contentActorOf,
} from '@portal/domain/policies';
import type {
  BulkActionBody,
  BulkActionResult,
  ReviewContentDetail,
} from '@portal/domain/review/detail-api';
import { reviewerDue } from '@portal/domain/review/review-due';
import { creatorNameFor } from '@portal/domain/studio/directory';
import { assertReviewer } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { MediaService } from '../media/media.service';
import type { PayoutsService } from '../payouts/payouts.service';
import type { ReviewService } from './review.service';
import type { ReviewDetailRepository } from './review-detail.repository';

const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

type Comment = { content_id: number; comment_source: string; messages: string[]; created_at: Date };
const presentComment = (c: Comment) => ({
  comment_source: c.comment_source,
  messages: c.messages,
  created_at: c.created_at.toISOString(),
});

const HANDLE_FIELDS = ['tiktok', 'snapchat', 'twitter', 'youtube', 'pinterest'] as const;

/**
 * The console's detail view and bulk approve (issue 16). The detail is one content as its
 * reviewer needs it: media links, caption rules, comments, the creator's other submissions for
 * the invite, the audit trail with actors, the creator's handles and connected accounts. Bulk
 * approve performs the single action on each item in turn, so each is checked and audited alone.
 */
export function createReviewDetailService(deps: {
  repo: ReviewDetailRepository;
  review: ReviewService;
  payouts: Pick<PayoutsService, 'approvalPayout'>;
  media: Pick<MediaService, 'urlsFor'>;
  clock: () => Date;
}) {
  const { repo } = deps;
  return {
    /** @throws AppError unauthenticated, forbidden (creators), not_found (also another brand's). */
    async get(claims: AccessClaims, contentId: number): Promise<ReviewContentDetail> {
      const actor = assertReviewer(claims);
      const row = await repo.find(contentId);
      if (!row) throw new AppError('not_found', 'The content was not found.');
      assertCanReviewContent(actor, row.campaign.brand_id);
      const role = contentActorOf(actor);
      const c = row.content;
      const [others, trail, accounts, owes] = await Promise.all([
        repo.otherVersions(c.invite_id, c.id),
        repo.trail(c.id),
        repo.accounts(c.user_id),
        // What approving owes is the invite's total, as the approval itself computes it.
        deps.payouts.approvalPayout(
          c.id,
          row.invite_id,
          payoutCentsOf({
            compensation: compensationTypeOf(row.campaign.compensation_type),
            payoutCents: row.payout_amount_cents,
            expenseCents: row.campaign.expense_cents,
          }),
        ),
      ]);
      const comments = await repo.comments([c.id, ...others.map((o) => o.id)]);
      const commentsOf = (id: number) =>
        comments.filter((m) => m.content_id === id).map(presentComment);
      const now = deps.clock();
      const due = reviewerDue(
        {
          state: c.funnel_state,
          workflow: row.campaign.workflow,
          flightEnd: epoch(row.invite_flight_end ?? row.campaign.flight_end),
          enteredAt: epoch(c.updated_at)!,
        },
        now,
      );
      const urls = deps.media.urlsFor(row.media);
      const profile = row.profile;
      const name = creatorNameFor(actor, profile?.first_name, profile?.last_name);
      return {
        content_id: c.id,
        content_funnel_state: c.funnel_state,
        caption: c.caption,
        submitted_at: c.created_at.toISOString(),
        waiting_since: c.updated_at.toISOString(),
        ...due,
        allowed_actions: isContentFunnelState(c.funnel_state)
          ? allowedActions(c.funnel_state, role, row.campaign.workflow as ContentWorkflow)
          : [],
        media: {
          id: row.media.id,
          content_type: row.media.content_type,
          status: row.media.status,
          url: urls.url,
          thumbnail: urls.thumbnail,
        },
        campaign: {
          id: row.campaign.id,
          name: row.campaign.name,
          brand_id: row.campaign.brand_id,
          brand_name: row.brand_name,
          platform: row.campaign.platform,
          campaign_content_workflow: row.campaign.workflow,
          requires_caption: row.campaign.requires_caption,
          hashtags: row.campaign.hashtags,
          screen_names: row.campaign.screen_names,
        },
        payout_amount: row.payout_amount_cents / 100,
        distribution: row.distribution?.url
          ? {
              url: row.distribution.url,
              platform: row.distribution.platform,
              posted_at: row.distribution.posted_at?.toISOString() ?? null,
            }
          : null,
        payout_on_approval: approvalPreview(owes),
        creator: {
          id: c.user_id,
          email: canSeeCreatorContact(actor) ? row.creator_email : null,
          name,
          handles: HANDLE_FIELDS.flatMap((platform) => {
            const handle = profile?.[`${platform}_handle`];
            return handle ? [{ platform, handle }] : [];
          }),
          accounts: accounts.map((a) => ({
            platform: a.platform,
            handle: a.handle,
            connection_expired: a.expires_at != null && a.expires_at < now,
          })),
        },
        comments: commentsOf(c.id),
        other_versions: others.map((o) => ({
          content_id: o.id,
          content_funnel_state: o.funnel_state,
          caption: o.caption,
          submitted_at: o.created_at.toISOString(),
          comments: commentsOf(o.id),
        })),
        transitions: trail.map(({ t, actor_email }) => ({
          from_state: t.from_state,
          to_state: t.to_state,
          action: t.action,
          actor_type: t.actor_type,
          // The creator's own steps carry their e-mail: ops only (decision 535).
          actor_email:
            canSeeCreatorContact(actor) || t.actor_type === 'ops' || t.actor_type === 'brand'
              ? actor_email
              : null,
          reason: t.reason,
          created_at: t.created_at.toISOString(),
        })),
      };
    },

    /**
     * Approves each content in turn through the single action (its own checks, compare-and-set
     * and audit row); one refusal does not stop the others. @throws forbidden for creators.
     */
    async bulk(claims: AccessClaims, body: BulkActionBody): Promise<BulkActionResult> {
      assertReviewer(claims);
      const results: BulkActionResult['results'] = [];
      for (const id of new Set(body.content_ids)) {
        try {
          const done = await deps.review.act(claims, id, { action: body.action });
          results.push({
            content_id: id,
            ok: true,
            to_state: done.to_state,
            error: null,
            payout_notice: done.payout?.notice ?? null,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            content_id: id,
            ok: false,
            to_state: null,
            error: error.message,
            payout_notice: null,
          });
        }
      }
      return { results };
    },
  };
}

export type ReviewDetailService = ReturnType<typeof createReviewDetailService>;
