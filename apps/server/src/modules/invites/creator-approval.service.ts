import { AppError } from '@portal/domain/errors/app-error';
import type { CreatorApprovalPayload } from '@portal/domain/invites/accept-gate';
import type { AccessClaims } from '../auth/tokens';
import type { CampaignsRepository } from '../campaigns/campaigns.repository';
import type { EventsService } from '../events/events.service';

/** The event ops read to approve a creator who accepted. */
const CREATOR_APPROVAL_REQUESTED = 'creator_approval_requested';

/** The work of the CREATOR_APPROVAL_AGGREGATOR saga. */
export function createCreatorApprovalService(deps: {
  campaignsRepo: CampaignsRepository;
  events: EventsService;
}) {
  const { campaignsRepo, events } = deps;
  return {
    /**
     * The creator-approval step after an accept (CREATOR_APPROVAL_AGGREGATOR): keeps the handles
     * that match the creator's connected Instagram account or saved TikTok account, and records
     * the approval request once per saga transaction. `handles` comes back empty when none match.
     * @throws AppError 'unauthenticated' when the account is gone.
     */
    async requestCreatorApproval(
      claims: AccessClaims,
      payload: CreatorApprovalPayload,
      transactionId: string,
    ) {
      const [creator, inviteRows] = await Promise.all([
        campaignsRepo.findCreator(claims.userId),
        campaignsRepo.listInviteHeads(claims.userId),
      ]);
      if (!creator) throw new AppError('unauthenticated', 'Your account no longer exists.');
      const known = new Set<string>();
      for (const a of creator.accounts) {
        if (!a.social_id.includes('_dummy'))
          known.add(`${a.platform.toUpperCase()}:${a.handle.toLowerCase()}`);
      }
      if (creator.profile?.tiktok_handle)
        known.add(`TIKTOK:${creator.profile.tiktok_handle.toLowerCase()}`);
      const handles = payload.handles.filter((h) =>
        known.has(`${h.platform}:${h.handle.toLowerCase()}`),
      );
      const acceptedInviteIds = inviteRows.filter((r) => r.status === 'ACCEPTED').map((r) => r.id);
      if (handles.length > 0) {
        await events.track(
          claims.userId,
          CREATOR_APPROVAL_REQUESTED,
          {
            email: creator.user.email,
            handles: handles.map((h) => `${h.platform}:${h.handle}`).join(','),
            invite_ids: acceptedInviteIds.join(','),
          },
          `creator-approval:${transactionId}`,
        );
      }
      return { approvalRequested: handles.length > 0, handles, acceptedInviteIds };
    },
  };
}
