import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import {
  CAPTION_MESSAGES,
  captionEditError,
  contentTypeError,
  isCaptionValid,
} from '@portal/domain/content/caption';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { submissionKindFor, submissionRefusal } from '@portal/domain/content/submission-rules';
import { allowedActions } from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { Db } from '../../db/client';
import type { AccessClaims } from '../auth/tokens';
import type { FunnelService } from '../funnel/funnel.service';
import type { MediaService } from '../media/media.service';
import { createContentAccess, fieldError, requirementsOf } from './content.access';
import {
  presentGenericSubmission,
  presentSubmissions,
  toInviteForSubmission,
} from './content.presenter';
import { type ContentRepository, type ContentRow, isUniqueViolation } from './content.repository';
import type { CreateContentBody, GenericSubmission, Submissions } from './content.schemas';

export interface ContentDeps {
  db: Db;
  repo: ContentRepository;
  media: MediaService;
  funnel: FunnelService;
  clock: () => Date;
  /** Whether the 'uploading-content-type-selector' flag is on now. */
  contentTypeSelectorEnabled: () => Promise<boolean>;
}

const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/**
 * Content submission use cases of issue 7: new content data, generic upload submissions, the
 * submissions list and the caption's submit for approval review. A creator reaches only their
 * own invites and content; another creator's ids answer not_found.
 */
export function createContentService(deps: ContentDeps) {
  const { db, repo, media, clock } = deps;

  const { ownInvite, assertMaySubmit, ownSubmission, replay } = createContentAccess({
    repo,
    clock,
  });

  const present = async (contentId: number): Promise<GenericSubmission> => {
    const row = (await repo.findSubmission(contentId))!;
    return presentGenericSubmission(row, media.urlsFor(row.media));
  };

  return {
    /**
     * Spec part 2 section 3 'New content data' for the upload page.
     * @throws AppError not_found for an invite that is not the creator's.
     */
    async getNewContentData(claims: AccessClaims, inviteId: number) {
      const ctx = await ownInvite(claims, inviteId);
      const guidelines = await repo.findGuidelines(ctx.campaign.id);
      return {
        invite_id: ctx.invite.id,
        guidelines,
        platform_type: ctx.campaign.platform,
        required_hashtags: ctx.campaign.hashtags,
        required_screen_names: ctx.campaign.screen_names,
        requires_caption: ctx.campaign.requires_caption,
        campaign_content_workflow: ctx.campaign.campaign_content_workflow as ContentWorkflow,
        campaign: { id: ctx.campaign.id, name: ctx.campaign.name },
        brand: { name: ctx.brand.name },
        submission_refusal: submissionRefusal(toInviteForSubmission(ctx, clock()), 'generic'),
      };
    },

    /**
     * Creates a generic submission from a finished upload (spec part 2 sections 2 and 3). The
     * caption must satisfy the campaign's rule, the content type is required while its flag is
     * on, the invite must take uploads now. Idempotent: the same key, or the same upload again,
     * answers the first submission instead of making a second.
     * @throws AppError not_found, conflict, validation_failed, bad_request.
     */
    async createGenericContent(
      claims: AccessClaims,
      body: CreateContentBody,
      idempotencyKey: string | undefined,
    ): Promise<GenericSubmission> {
      const ctx = await ownInvite(claims, body.invite_id);
      const again = await replay(claims.userId, idempotencyKey, ctx.invite.id);
      if (again) return present(again.id);
      const upload = await media.findOwnUpload(
        claims.userId,
        body.filestack_transfer_details.handle,
      );
      const used = await repo.findByMediaId(upload.id);
      if (used) {
        if (used.invite_id !== ctx.invite.id) {
          throw new AppError('conflict', 'This upload was already submitted for another campaign.');
        }
        return present(used.id);
      }
      assertMaySubmit(ctx, 'generic');
      if (body.platform_type !== ctx.campaign.platform) {
        throw fieldError('platform_type', "The platform does not match the campaign's.");
      }
      const caption = body.caption?.trim() ? body.caption : null;
      if (!isCaptionValid(caption ?? '', requirementsOf(ctx.campaign))) {
        throw fieldError('caption', CAPTION_MESSAGES.invalidOnSubmit);
      }
      const typeProblem = contentTypeError(
        await deps.contentTypeSelectorEnabled(),
        body.content_sn_type_id,
      );
      if (typeProblem) throw fieldError('content_sn_type_id', typeProblem);
      if (
        body.content_sn_type_id !== undefined &&
        !(await repo.contentSnTypesExist([body.content_sn_type_id]))
      ) {
        throw fieldError('content_sn_type_id', 'Please choose one of the listed content types.');
      }
      let created: ContentRow;
      try {
        created = await db.transaction(async (tx) => {
          const row = await repo.insertContent(
            {
              invite_id: ctx.invite.id,
              user_id: claims.userId,
              media_id: upload.id,
              platform_type: ctx.campaign.platform,
              caption,
              content_sn_type_id: body.content_sn_type_id ?? null,
              idempotency_key: idempotencyKey ?? null,
            },
            tx,
          );
          const state = await deps.funnel.enter(
            { contentId: row.id, action: 'submit_content', userId: claims.userId },
            tx,
          );
          return { ...row, funnel_state: state };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner =
          (idempotencyKey && (await repo.findByIdempotencyKey(claims.userId, idempotencyKey))) ||
          (await repo.findByMediaId(upload.id));
        if (!winner) throw error;
        created = winner;
      }
      return present(created.id);
    },

    /**
     * One submission as the caption edit and generic success pages read it.
     * @throws AppError not_found for content that is not the creator's.
     */
    async getSubmission(claims: AccessClaims, contentId: number): Promise<GenericSubmission> {
      const row = await ownSubmission(claims, contentId);
      return presentGenericSubmission(row, media.urlsFor(row.media));
    },

    /**
     * The submissions page (spec part 2 section 2): the invite's cards, newest first, in a
     * constant number of queries.
     * @throws AppError not_found for an invite that is not the creator's.
     */
    async listSubmissions(claims: AccessClaims, inviteId: number): Promise<Submissions> {
      const ctx = await ownInvite(claims, inviteId);
      const invite = toInviteForSubmission(ctx, clock());
      const kind = submissionKindFor(invite);
      const rows = await repo.listSubmissions(inviteId);
      return presentSubmissions(
        ctx,
        rows,
        (m) => media.urlsFor(m),
        submissionRefusal(invite, kind) === null,
        kind,
      );
    },

    /**
     * Submit content for approval review (spec part 2 section 7) from the caption edit page:
     * while the content awaits its first review the caption is replaced; when changes were
     * requested the new caption moves it to CONTENT_CHANGES_IN_REVIEW with reason
     * CREATOR_UPDATED_CONTENT. Sending the same caption again is a no-op, not an error.
     * @throws AppError not_found, validation_failed, conflict (any other state).
     */
    async submitForApprovalReview(
      claims: AccessClaims,
      inviteId: number,
      contentId: number,
      caption: string,
    ): Promise<GenericSubmission> {
      const row = await ownSubmission(claims, contentId);
      if (row.content.invite_id !== inviteId) {
        throw new AppError('not_found', 'The submission was not found.');
      }
      const required = captionEditError(caption);
      if (required) throw fieldError('caption', required);
      if (!isCaptionValid(caption, requirementsOf(row.campaign))) {
        throw fieldError('caption', CAPTION_MESSAGES.invalidOnSubmit);
      }
      const state = row.content.funnel_state as ContentFunnelState;
      if (state === 'CONTENT_CHANGES_IN_REVIEW' && row.content.caption === caption) {
        return present(contentId);
      }
      const now = clock();
      if (state === 'CONTENT_IN_REVIEW') {
        const updated = await repo.updateIfState(contentId, state, { caption, updated_at: now });
        if (!updated)
          throw new AppError('conflict', 'The submission changed meanwhile. Please reload.');
        return present(contentId);
      }
      if (
        !allowedActions(
          state,
          'creator',
          row.campaign.campaign_content_workflow as ContentWorkflow,
        ).includes('update_caption')
      ) {
        throw new AppError('conflict', 'This submission is not waiting for a new caption.');
      }
      await deps.funnel.move({
        contentId,
        actor: { role: 'creator', userId: claims.userId },
        action: 'update_caption',
        from: state,
        reason: 'CREATOR_UPDATED_CONTENT',
        changes: { caption },
      });
      return present(contentId);
    },

    /** GraphQL contentSnTypes: the content types the upload's selector offers. */
    async listContentSnTypes(claims: AccessClaims | null) {
      if (!claims) throw new AppError('unauthenticated', 'Please sign in to continue.');
      assertCanUsePortal(actorOf(claims));
      return repo.listContentSnTypes();
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
