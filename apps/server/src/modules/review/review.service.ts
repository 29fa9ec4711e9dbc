import {
  CONTENT_FUNNEL_STATES,
  type ContentFunnelState,
  isContentFunnelState,
} from '@portal/domain/content/funnel';
import {
  allowedActions,
  type ContentAction,
  commentSourceFor,
  nextContentState,
} from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import { payoutCentsOf } from '@portal/domain/invites/invite-view';
import { COMPENSATION_TYPES, type CompensationType } from '@portal/domain/money/payout';
import { contentNews } from '@portal/domain/notifications/notification-kinds';
import {
  type Actor,
  assertAuthenticated,
  assertCanReviewContent,
  contentActorOf,
} from '@portal/domain/policies';
import type { Db } from '../../db/client';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import { recordAudit } from '../audit/audit.recorder';
import type { AccessClaims } from '../auth/tokens';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import { presentReviewItem, presentTransition } from './review.presenter';
import type { PayoutBy, ReviewRepository, ReviewRow } from './review.repository';
import type { ReviewActionBody, ReviewItem, ReviewResult } from './review.schemas';

export interface ReviewDeps {
  db: Db;
  repo: ReviewRepository;
  payouts: PayoutProvider;
  /** The creator hears of each decision in the same transaction that records it. */
  news: NotificationsRepository;
  clock: () => Date;
}

/** A stored compensation type; an unknown value reads as payment only. */
const oneOfCompensation = (value: string): CompensationType =>
  (COMPENSATION_TYPES as readonly string[]).includes(value)
    ? (value as CompensationType)
    : 'PAYMENT';

const actorOf = (c: AccessClaims): Actor => ({ id: c.userId, type: c.type, brandId: c.brandId });

/** Approvals after which approved, paid content is owed its payout. */
const PAYOUT_ON: readonly ContentAction[] = ['approve_distribute', 'approve_do_not_distribute'];

/** Reviewers only: creators are refused before anything is looked up, so nothing can be probed. */
export function assertReviewer(claims: AccessClaims | null | undefined): Actor {
  assertAuthenticated(claims ? actorOf(claims) : null);
  const actor = actorOf(claims!);
  if (actor.type === 'influencer') {
    throw new AppError('forbidden', "Only ops and the campaign's brand may review content.");
  }
  return actor;
}

/**
 * The reviewers' side of the content funnel (issue 8): ops and brand users list content awaiting
 * them and act on it through the domain's transition table; every move is written to the audit
 * trail (content_transitions) with its comments (content_comments), and approved paid content gets
 * a payout recorded through the payout provider.
 */
export function createReviewService(deps: ReviewDeps) {
  const { db, repo, clock } = deps;

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

  /** A replay of the action that produced the current state (a retried or doubled request). */
  async function isReplay(row: ReviewRow, action: ContentAction, userId: number) {
    const last = await repo.lastTransition(row.content.id);
    return (
      last?.action === action &&
      last.actor_user_id === userId &&
      last.to_state === row.content.funnel_state
    );
  }

  /**
   * Approval records the payout as owed; nothing is sent yet. Money moves only when ops run
   * "pay everything owed" (issue 14), which batches every owed payout through the provider.
   */
  async function recordPayout(row: ReviewRow, by: PayoutBy, tx: Db) {
    // What every creator screen shows as the invite's total (issue 31): the content payment plus
    // the reimbursement of a product the creator bought; nothing for an unpaid campaign.
    const cents = payoutCentsOf({
      compensation: oneOfCompensation(row.campaign.influencer_compensation_type),
      payoutCents: row.invite.payout_amount_cents,
      expenseCents: row.campaign.creator_expense_amount_cents,
    });
    if (cents <= 0) return;
    await repo.insertPayout(
      {
        content_id: row.content.id,
        user_id: row.content.user_id,
        amount_cents: cents,
        paypal_email: row.paypal_account,
        batch_id: `content-${row.content.id}`,
      },
      by,
      tx,
    );
  }

  /** mark_paid's own checks: a payout is owed, the creator has a PayPal e-mail, the provider agrees. */
  async function assertPayable(row: ReviewRow): Promise<string> {
    if (row.invite.payout_amount_cents <= 0) {
      throw new AppError('conflict', 'No payout is owed for this content.');
    }
    const payout = await repo.findPayout(row.content.id);
    const email = payout?.paypal_email ?? row.paypal_account;
    if (!email) throw new AppError('conflict', 'The creator has not given a PayPal e-mail yet.');
    if (deps.payouts.name === 'paypal') {
      // With PayPal, only PayPal's own report marks a payout paid (the payouts status job).
      throw new AppError(
        'conflict',
        'Payouts go through PayPal: they are marked paid when PayPal pays them.',
      );
    }
    if (payout && !(await deps.payouts.confirmPaid(payout.batch_id))) {
      throw new AppError('conflict', 'The payment provider has not confirmed this payout yet.');
    }
    return email;
  }

  return {
    /**
     * Content awaiting the reviewer: in the given state, or by default in every state where the
     * reviewer's role has an action; a brand user sees only their brand's campaigns.
     * @throws AppError unauthenticated, forbidden (creators).
     */
    async listQueue(claims: AccessClaims, state?: ContentFunnelState): Promise<ReviewItem[]> {
      const actor = assertReviewer(claims);
      const role = contentActorOf(actor);
      const states = state
        ? [state]
        : CONTENT_FUNNEL_STATES.filter((s) => allowedActions(s, role).length > 0);
      const brandId = actor.type === 'brand' ? Number(actor.brandId ?? -1) : null;
      const rows = await repo.listInStates(states, brandId);
      return rows.map((row) => presentReviewItem(row, role));
    },

    /** One content as the reviewer sees it, with its audit trail. @throws not_found, forbidden. */
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

    getOne,

    /**
     * Performs a reviewer action on content, allowed only from the states the transition table
     * allows. Actions that carry comments (reject, request changes, brand approval comments …)
     * need at least one. A repeat of the action that produced the current state answers the
     * current state without doing anything again.
     * @throws AppError forbidden, not_found, conflict, validation_failed.
     */
    async act(
      claims: AccessClaims,
      contentId: number,
      body: ReviewActionBody,
    ): Promise<ReviewResult> {
      const { actor, row } = await reviewable(claims, contentId);
      const role = contentActorOf(actor);
      const from = row.content.funnel_state;
      if (!isContentFunnelState(from))
        throw new AppError('conflict', 'The content state is unknown.');
      if (await isReplay(row, body.action, claims.userId)) {
        return { content_id: contentId, from_state: from, to_state: from, replayed: true };
      }
      const to = nextContentState(from, role, body.action);
      const source = commentSourceFor(body.action);
      const messages = (body.comments ?? []).map((c) => c.trim()).filter(Boolean);
      if (source && messages.length === 0) {
        const message = 'Please write at least one comment for the creator.';
        throw new AppError('validation_failed', message, { fields: { comments: message } });
      }
      const email = body.action === 'mark_paid' ? await assertPayable(row) : null;
      const now = clock();
      await db.transaction(async (tx) => {
        const moved = await repo.moveState(contentId, from, to, now, tx);
        if (!moved) throw new AppError('conflict', 'The content changed meanwhile. Please reload.');
        const transitionId = await repo.insertTransition(
          {
            content_id: contentId,
            from_state: from,
            to_state: to,
            action: body.action,
            actor_user_id: claims.userId,
            actor_type: role,
            reason: body.reason ?? null,
          },
          tx,
        );
        // A content decision is a staff action: audited in its transaction (issue 28).
        await recordAudit(tx, {
          actorId: claims.userId,
          action: 'content.decided',
          target: { type: 'content', id: contentId, label: row.campaign.name },
          brandId: row.campaign.brand_id,
          before: { state: from },
          after: {
            state: to,
            action: body.action,
            ...(body.reason ? { reason: body.reason } : {}),
          },
        });
        const news = contentNews({
          action: body.action,
          contentId,
          mediaId: row.content.media_id,
          campaignName: row.campaign.name,
          payoutCents: row.invite.payout_amount_cents,
          transitionId,
        });
        if (news) await deps.news.insert(row.content.user_id, news, tx);
        if (source) {
          await repo.insertComment(
            {
              content_id: contentId,
              comment_source: source,
              messages,
              author_user_id: claims.userId,
            },
            tx,
          );
        }
        const by: PayoutBy = {
          actor_type: role === 'brand' ? 'brand' : 'ops',
          actor_user_id: claims.userId,
        };
        if (PAYOUT_ON.includes(body.action) || email)
          await recordPayout(row, by, tx as unknown as Db);
        if (email) {
          await repo.markPayoutPaid(contentId, email, now, by, tx);
          await repo.markInvitePaid(row.invite.id, tx);
        }
      });
      return { content_id: contentId, from_state: from, to_state: to, replayed: false };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
