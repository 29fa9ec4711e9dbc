import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { type ContentFunnelState, isContentFunnelState } from '@portal/domain/content/funnel';
import {
  type ContentAction,
  type ContentActor,
  commentSourceFor,
  type EntryAction,
  initialContentState,
  nextContentState,
} from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import { contentNews } from '@portal/domain/notifications/notification-kinds';
import type { Db, DbOrTx } from '../../db/client';
import type { NewsWriter } from '../notifications/news-writer';
import type { FunnelRepository, FunnelRow, MoveChanges } from './funnel.repository';
import type { FunnelAudit } from './funnel-audit';

/** Who moves content: a role of the transition table and, for people, their user id. */
export type FunnelActor = { role: ContentActor; userId: number | null };

export interface MoveInput {
  contentId: number;
  actor: FunnelActor;
  action: ContentAction;
  /** Messages for the creator; required by the actions that carry a comment source. */
  comments?: readonly string[];
  /** Kept in the trail only. */
  reason?: string | null;
  /** The state the caller acted on: the move happens only while the content is still in it. */
  from?: ContentFunnelState;
  /** Columns set with the move (the creator's new caption, the will-post flag). */
  changes?: MoveChanges;
  /** The caller tells the creator itself (a payout's own news says it was paid). */
  quiet?: boolean;
}

export interface MoveResult {
  content: FunnelRow;
  from: ContentFunnelState;
  to: ContentFunnelState;
  transitionId: number;
}

const changedMeanwhile = () =>
  new AppError('conflict', 'The content changed meanwhile. Please reload.');

/**
 * The one owner of the content funnel (issue 26, decision 520). Every move — a reviewer's
 * decision, the creator's update, post verification, payment — comes here: the domain's
 * transition rules for the actor's role and the campaign's workflow decide the next state, a
 * compare-and-set writes it, and the trail entry, the comments, the audit entry and the
 * creator's news (notification and e-mail) are written in the same transaction. Nothing else
 * writes `content.funnel_state`.
 */
export function createFunnelService(deps: {
  db: Db;
  repo: FunnelRepository;
  news: NewsWriter;
  audit: FunnelAudit;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;

  const inTx = <T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>) =>
    tx ? work(tx) : db.transaction((t) => work(t));

  async function apply(input: MoveInput, tx: DbOrTx): Promise<MoveResult> {
    const row = await repo.find(input.contentId, tx);
    if (!row) throw new AppError('not_found', 'The content was not found.');
    const from = input.from ?? row.funnel_state;
    if (!isContentFunnelState(from))
      throw new AppError('conflict', 'The content state is unknown.');
    if (row.funnel_state !== from) throw changedMeanwhile();
    const { role, userId } = input.actor;
    const to = nextContentState(from, role, input.action, row.workflow as ContentWorkflow);
    const source = commentSourceFor(input.action, role);
    const messages = (input.comments ?? []).map((c) => c.trim()).filter(Boolean);
    if (source && messages.length === 0) {
      const message = 'Please write at least one comment for the creator.';
      throw new AppError('validation_failed', message, { fields: { comments: message } });
    }
    const now = clock();
    if (!(await repo.move(row.id, from, to, input.changes ?? {}, now, tx)))
      throw changedMeanwhile();
    const transitionId = await repo.insertTransition(
      {
        content_id: row.id,
        from_state: from,
        to_state: to,
        action: input.action,
        actor_user_id: userId,
        actor_type: role,
        reason: input.reason ?? null,
        created_at: now,
      },
      tx,
    );
    if (source) {
      await repo.insertComment(
        {
          content_id: row.id,
          comment_source: source,
          messages,
          author_user_id: userId,
          created_at: now,
        },
        tx,
      );
    }
    await deps.audit.record(
      {
        actorUserId: userId,
        actorRole: role,
        action: input.action,
        subject: {
          type: 'content',
          id: row.id,
          label: row.campaign_name,
          brandId: row.brand_id,
        },
        before: { funnel_state: from },
        after: { funnel_state: to },
        reason: input.reason ?? null,
        at: now,
      },
      tx,
    );
    const news = contentNews({
      action: input.action,
      contentId: row.id,
      mediaId: row.media_id,
      campaignName: row.campaign_name,
      payoutCents: row.payout_amount_cents,
      transitionId,
    });
    if (news && !input.quiet) await deps.news.announce(row.user_id, news, tx);
    await repo.announce(row.id, tx);
    return { content: { ...row, funnel_state: to }, from, to, transitionId };
  }

  return {
    /**
     * Moves content by `input.action` (see MoveInput), in `tx` when given (the caller's other
     * writes commit with it), else in a transaction of its own.
     * @throws AppError not_found, forbidden (role or workflow), conflict (state, or moved
     * meanwhile), validation_failed (a comment is required).
     */
    move: (input: MoveInput, tx?: DbOrTx) => inTx(tx, (t) => apply(input, t)),

    /**
     * New content enters the funnel (called in the transaction that inserted it, still in the
     * table's default state): its first state by how it came (domain initialContentState) and
     * the trail's first entry.
     */
    async enter(
      input: { contentId: number; action: EntryAction; userId: number },
      tx: DbOrTx,
    ): Promise<ContentFunnelState> {
      const to = initialContentState(input.action);
      const now = clock();
      if (to !== 'CONTENT_IN_REVIEW') {
        if (!(await repo.move(input.contentId, 'CONTENT_IN_REVIEW', to, {}, now, tx))) {
          throw changedMeanwhile();
        }
      }
      await repo.insertTransition(
        {
          content_id: input.contentId,
          from_state: null,
          to_state: to,
          action: input.action,
          actor_user_id: input.userId,
          actor_type: 'creator',
          created_at: now,
        },
        tx,
      );
      await repo.announce(input.contentId, tx);
      return to;
    },

    /**
     * Whether repeating `action` by `userId` would repeat the move that produced the current
     * state (a retried or doubled request): the caller answers it without moving anything.
     */
    async isReplay(contentId: number, action: ContentAction, userId: number) {
      const [row, last] = await Promise.all([repo.find(contentId), repo.lastTransition(contentId)]);
      return (
        !!row &&
        last?.action === action &&
        last.actor_user_id === userId &&
        last.to_state === row.funnel_state
      );
    },
  };
}

export type FunnelService = ReturnType<typeof createFunnelService>;
