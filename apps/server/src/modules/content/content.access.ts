import type { SubmissionKind } from '@portal/domain/content/submission-rules';
import { submissionRefusal } from '@portal/domain/content/submission-rules';
import { AppError } from '@portal/domain/errors/app-error';
import {
  assertCanChangeOwned,
  assertCanReadOwned,
  assertCanUsePortal,
} from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import { toInviteForSubmission } from './content.presenter';
import type { ContentRepository, InviteContext } from './content.repository';

const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/** The caption rule's view of a campaign. */
export const requirementsOf = (c: {
  requires_caption: boolean;
  hashtags: string[];
  screen_names: string[];
}) => ({
  requires_caption: c.requires_caption,
  required_hashtags: c.hashtags,
  required_screen_names: c.screen_names,
});

/** A validation error placed on one field. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [field]: message } });

/**
 * Who may reach which invite and submission (domain policies), shared by the content services:
 * a creator only their own; another creator's ids answer not_found; other roles forbidden.
 */
export function createContentAccess({
  repo,
  clock,
}: {
  repo: ContentRepository;
  clock: () => Date;
}) {
  return {
    /** The creator's own invite with its submission facts. @throws AppError not_found, forbidden. */
    async ownInvite(claims: AccessClaims, inviteId: number): Promise<InviteContext> {
      assertCanUsePortal(actorOf(claims));
      const ctx = await repo.findInviteContext(inviteId);
      if (!ctx) throw new AppError('not_found', 'The invite was not found.');
      assertCanReadOwned(actorOf(claims), ctx.invite.user_id, 'invite');
      return ctx;
    },

    /** Refuses a submission the invite does not take now. @throws AppError conflict. */
    assertMaySubmit(ctx: InviteContext, kind: SubmissionKind): void {
      const refusal = submissionRefusal(toInviteForSubmission(ctx, clock()), kind);
      if (refusal) throw new AppError('conflict', refusal);
    },

    /** The creator's own submission. @throws AppError not_found, forbidden. */
    async ownSubmission(claims: AccessClaims, contentId: number) {
      assertCanUsePortal(actorOf(claims));
      const row = await repo.findSubmission(contentId);
      if (!row) throw new AppError('not_found', 'The submission was not found.');
      assertCanChangeOwned(actorOf(claims), row.content.user_id, 'submission');
      return row;
    },

    /**
     * A replayed request (same idempotency key) answers the first one's submission.
     * @throws AppError conflict when the key was used for another invite.
     */
    async replay(userId: number, key: string | undefined, inviteId: number) {
      if (!key) return undefined;
      const existing = await repo.findByIdempotencyKey(userId, key);
      if (existing && existing.invite_id !== inviteId) {
        throw new AppError('conflict', 'This idempotency key was already used for another invite.');
      }
      return existing;
    },
  };
}

export type ContentAccess = ReturnType<typeof createContentAccess>;
