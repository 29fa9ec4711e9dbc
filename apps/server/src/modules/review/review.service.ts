import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { type ContentFunnelState, isContentFunnelState } from '@portal/domain/content/funnel';
import { nextContentState, statesAwaiting } from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import { payoutCentsOf } from '@portal/domain/invites/invite-view';
import {
  type ApprovalPayout,
  approvalPayoutNotice,
  isOwingAction,
} from '@portal/domain/money/deliverable';
import { compensationTypeOf } from '@portal/domain/money/payout';
import { assertCanReviewContent, contentActorOf } from '@portal/domain/policies';
import { approvalBlockedByMedia } from '@portal/domain/review/media-readiness';
import type { Db } from '../../db/client';
import { assertReviewer } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { FunnelService } from '../funnel/funnel.service';
import type { PayoutsService } from '../payouts/payouts.service';
import { presentReviewItem, presentTransition } from './review.presenter';
import type { ReviewRepository } from './review.repository';
import type { ReviewActionBody, ReviewItem, ReviewResult } from './review.schemas';

export interface ReviewDeps {
  db: Db;
  repo: ReviewRepository;
  /** The funnel's owner: every reviewer action is a move through it. */
  funnel: FunnelService;
  /** Approvals owe by the deliverable rule; ops' mark_paid (ledger only) records them paid. */
  payouts: Pick<PayoutsService, 'oweForApproval' | 'assertPaidByHandAllowed' | 'recordPaidByHand'>;
}

/**
 * The reviewers' side of the content funnel (issue 8): ops and brand users list content awaiting
 * them and act on it. Each action is a move through the funnel service (the domain's rules for
 * the role and the campaign's workflow, compare-and-set, trail, audit, the creator's news), and
 * in the same transaction an approval makes the payout owed.
 */
export function createReviewService(deps: ReviewDeps) {
  const { db, repo, funnel } = deps;

  async function reviewable(claims: AccessClaims, contentId: number) {
    const actor = assertReviewer(claims);
    const row = await repo.findForReview(contentId);
    if (!row) throw new AppError('not_found', 'The content was not found.');
    assertCanReviewContent(actor, row.campaign.brand_id);
    return { actor, row };
  }

  /** One content with its audit trail, for a reviewer who may see it. */
  async function getOne(claims: AccessClaims, contentId: number) {
    const { actor, row } = await reviewable(claims, contentId);
    const trail = await repo.listTransitions(contentId);
    return {
      ...presentReviewItem(row, contentActorOf(actor)),
      transitions: trail.map(presentTransition),
    };
  }

  return {
    /**
     * Content awaiting the reviewer: in the given state, or by default in every state where the
     * reviewer's role has an action in the campaign's workflow; a brand user sees only their
     * brand's campaigns.
     * @throws AppError unauthenticated, forbidden (creators).
     */
    async listQueue(claims: AccessClaims, state?: ContentFunnelState): Promise<ReviewItem[]> {
      const actor = assertReviewer(claims);
      const role = contentActorOf(actor);
      const awaiting = statesAwaiting(role).map((w) => ({
        workflow: w.workflow,
        states: state ? [state] : w.states,
      }));
      const brandId = actor.type === 'brand' ? Number(actor.brandId ?? -1) : null;
      const rows = await repo.listAwaiting(awaiting, brandId);
      return rows.map((row) => presentReviewItem(row, role));
    },

    /**
     * The content a creator's URL shows (/creator/content/:mediaId), as `getOne` answers it: the
     * same brand scoping, and not_found for a media id that is no submission.
     */
    async getByMedia(claims: AccessClaims, mediaId: number) {
      assertReviewer(claims);
      const contentId = await repo.contentIdOfMedia(mediaId);
      if (contentId === null) throw new AppError('not_found', 'The content was not found.');
      return getOne(claims, contentId);
    },

    /** One content as the reviewer sees it, with its audit trail. @throws not_found, forbidden. */
    getOne,

    /**
     * Performs a reviewer action on content through the funnel. Actions that carry comments
     * (reject, request changes …) need at least one. A repeat of the action that produced the
     * current state answers the current state without doing anything again.
     * @throws AppError forbidden (role, workflow), not_found, conflict, validation_failed.
     */
    async act(
      claims: AccessClaims,
      contentId: number,
      body: ReviewActionBody,
    ): Promise<ReviewResult> {
      const { actor, row } = await reviewable(claims, contentId);
      const role = contentActorOf(actor) as 'ops' | 'brand';
      const from = row.content.funnel_state;
      if (!isContentFunnelState(from))
        throw new AppError('conflict', 'The content state is unknown.');
      if (await funnel.isReplay(contentId, body.action, claims.userId)) {
        return {
          content_id: contentId,
          from_state: from,
          to_state: from,
          replayed: true,
          payout: null,
        };
      }
      const blocked = body.action.startsWith('approve_')
        ? approvalBlockedByMedia(row.media_status)
        : null;
      if (blocked) throw new AppError('conflict', blocked);
      if (body.extra_amount !== undefined && !isOwingAction(body.action)) {
        const message = 'Only an approval can accept a submission as an extra.';
        throw new AppError('validation_failed', message, { fields: { extra_amount: message } });
      }
      // The role and workflow decide first (403 before anything about money is said).
      nextContentState(
        from,
        role,
        body.action,
        row.campaign.campaign_content_workflow as ContentWorkflow,
      );
      // What every creator screen shows as the invite's total (issue 31): the content payment plus
      // the reimbursement of a product the creator bought; nothing for an unpaid campaign.
      const cents = payoutCentsOf({
        compensation: compensationTypeOf(row.campaign.influencer_compensation_type),
        payoutCents: row.invite.payout_amount_cents,
        expenseCents: row.campaign.creator_expense_amount_cents,
      });
      const paidByHand = body.action === 'mark_paid';
      if (paidByHand) deps.payouts.assertPaidByHandAllowed();
      const by = { actor_type: role, actor_user_id: claims.userId };
      let owed: ApprovalPayout | null = null;
      const moved = await db.transaction(async (tx) => {
        const move = await funnel.move(
          {
            contentId,
            actor: { role, userId: claims.userId },
            action: body.action,
            comments: body.comments,
            reason: body.reason,
            from,
          },
          tx,
        );
        if (isOwingAction(body.action) || paidByHand) {
          const approval = {
            contentId,
            inviteId: row.invite.id,
            userId: row.content.user_id,
            inviteFeeCents: cents,
            paypalEmail: row.paypal_account,
            extraCents: body.extra_amount ? Math.round(body.extra_amount * 100) : null,
          };
          const owes = await deps.payouts.oweForApproval(approval, by, tx);
          if (!paidByHand) owed = owes;
        }
        if (paidByHand) {
          const paid = {
            contentId,
            inviteId: row.invite.id,
            userId: row.content.user_id,
            feeCents: cents,
            profileEmail: row.paypal_account,
            campaignName: row.campaign.name,
          };
          await deps.payouts.recordPaidByHand(paid, by, tx);
        }
        return move;
      });
      return {
        content_id: contentId,
        from_state: from,
        to_state: moved.to,
        replayed: false,
        payout: owed ? presentOwed(owed) : null,
      };
    },
  };
}

function presentOwed(owed: ApprovalPayout) {
  return {
    owes: owed.owes === 'refused' ? ('nothing' as const) : owed.owes,
    amount: 'amountCents' in owed ? owed.amountCents / 100 : 0,
    notice: approvalPayoutNotice(owed),
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
