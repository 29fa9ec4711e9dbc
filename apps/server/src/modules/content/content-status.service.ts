import {
  type CampaignType,
  type ContentStatus,
  campaignTypeOf,
  type UpdateContentBody,
} from '@portal/domain/content/content-status-api';
import { isContentFunnelState } from '@portal/domain/content/funnel';
import { AppError } from '@portal/domain/errors/app-error';
import {
  assertCanChangeOwned,
  assertCanReadOwned,
  assertCanUsePortal,
} from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import { viewOfHead } from '../campaigns/campaigns.presenter';
import type { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { FunnelService } from '../funnel/funnel.service';
import type { MediaService } from '../media/media.service';
import type { ContentService } from './content.service';
import { presentContentStatus } from './content-status.presenter';
import type { ContentStatusRepository } from './content-status.repository';

export interface ContentStatusDeps {
  repo: ContentStatusRepository;
  funnel: Pick<FunnelService, 'move'>;
  content: Pick<ContentService, 'submitForApprovalReview'>;
  media: Pick<MediaService, 'urlsFor'>;
  /** The invite's head row: what its view reads (the same as its card's). */
  heads: Pick<CampaignsRepository, 'findInviteHead'>;
  clock: () => Date;
}

const actorOf = (c: AccessClaims) => ({ id: c.userId, type: c.type });

/** TikTok campaign of spec part 2 section 3, for copy-and-post on TikTok. */
export interface TiktokCampaign {
  brandId: number;
  brandName: string;
  campaignId: number;
  campaignCode: string;
  inviteLink: string;
}

/**
 * The creator's side of the content status screen (issue 8): read the status, copy-and-post
 * (creator_will_post), answer a change request with a new caption, and the campaign type and
 * TikTok campaign copy-and-post needs. A creator reaches only their own content and campaigns.
 */
export function createContentStatusService(deps: ContentStatusDeps) {
  const { repo } = deps;

  async function own(claims: AccessClaims, mediaId: number, change: boolean) {
    assertCanUsePortal(actorOf(claims));
    const row = await repo.findByMediaId(mediaId);
    if (!row) throw new AppError('not_found', 'The content was not found.');
    if (change) assertCanChangeOwned(actorOf(claims), row.content.user_id, 'content');
    else assertCanReadOwned(actorOf(claims), row.content.user_id, 'content');
    return row;
  }

  async function status(claims: AccessClaims, mediaId: number): Promise<ContentStatus> {
    const row = await own(claims, mediaId, false);
    const [comments, trail, head] = await Promise.all([
      repo.listComments(row.content.id),
      repo.listTransitions(row.content.id),
      deps.heads.findInviteHead(row.content.user_id, row.invite.id),
    ]);
    const view = viewOfHead(head!, Math.floor(deps.clock().getTime() / 1000));
    return presentContentStatus(row, deps.media.urlsFor(row.media), comments, trail, view);
  }

  async function ownCampaign(claims: AccessClaims, campaignId: number) {
    assertCanUsePortal(actorOf(claims));
    const campaign = await repo.findCampaignForCreator(campaignId, claims.userId);
    if (!campaign) throw new AppError('not_found', 'The campaign was not found.');
    return campaign;
  }

  return {
    /**
     * Spec part 2 section 7 'GET creator content status' by media id.
     * @throws AppError not_found (missing or another creator's), forbidden (not a creator).
     */
    getStatus: status,

    /**
     * Spec part 2 section 7 'PATCH creator update content': `creator_will_post: true` after
     * copy-and-post (CONTENT_APPROVED_DO_DISTRIBUTE → CREATOR_NEEDS_TO_SUBMIT_A_MATCH), or a new
     * caption with reason CREATOR_UPDATED_CONTENT (→ CONTENT_CHANGES_IN_REVIEW). Repeating either
     * answers the current status without moving anything.
     * @throws AppError not_found, forbidden, conflict (state does not allow it), validation_failed.
     */
    async update(claims: AccessClaims, mediaId: number, body: UpdateContentBody) {
      const row = await own(claims, mediaId, true);
      if ('caption' in body) {
        await deps.content.submitForApprovalReview(
          claims,
          row.invite.id,
          row.content.id,
          body.caption,
        );
        return status(claims, mediaId);
      }
      const from = row.content.funnel_state;
      if (row.content.creator_will_post && from !== 'CONTENT_APPROVED_DO_DISTRIBUTE') {
        return status(claims, mediaId);
      }
      if (!isContentFunnelState(from))
        throw new AppError('conflict', 'The content state is unknown.');
      await deps.funnel.move({
        contentId: row.content.id,
        actor: { role: 'creator', userId: claims.userId },
        action: 'will_post',
        from,
        changes: { creator_will_post: true },
      });
      return status(claims, mediaId);
    },

    /**
     * Spec part 2 section 7 'Fetch campaign type' for a campaign the creator is invited to.
     * @throws AppError not_found, forbidden.
     */
    async campaignType(claims: AccessClaims, campaignId: number): Promise<CampaignType> {
      const campaign = await ownCampaign(claims, campaignId);
      return { id: campaign.id, campaign_type: campaignTypeOf(campaign.platform) };
    },

    /**
     * Spec part 2 section 7 GraphQL 'tiktokCampaign': null when the campaign is not on TikTok or
     * not the creator's (the client aborts copy-and-post then).
     * @throws AppError unauthenticated, forbidden.
     */
    async tiktokCampaign(
      claims: AccessClaims | null,
      campaignId: number,
    ): Promise<TiktokCampaign | null> {
      if (!claims) throw new AppError('unauthenticated', 'Please sign in to continue.');
      assertCanUsePortal(actorOf(claims));
      if (!Number.isSafeInteger(campaignId) || campaignId <= 0) return null;
      const campaign = await repo.findCampaignForCreator(campaignId, claims.userId);
      if (!campaign || campaignTypeOf(campaign.platform) !== 'tiktok') return null;
      return {
        brandId: campaign.brand_id,
        brandName: campaign.brand_name,
        campaignId: campaign.id,
        campaignCode: `TT-${campaign.id}`,
        inviteLink: 'https://www.tiktok.com/upload',
      };
    },
  };
}

export type ContentStatusService = ReturnType<typeof createContentStatusService>;
