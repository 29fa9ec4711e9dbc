import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { AppError } from '@portal/domain/errors/app-error';
import { INVITE_GROUPS } from '@portal/domain/invites/invite-groups';
import { isCompletedCampaign } from '@portal/domain/invites/invite-state';
import { assertCanUsePortal } from '@portal/domain/policies';
import { isProfileComplete } from '@portal/domain/profile/progress';
import { showWantMoreCampaigns } from '@portal/domain/setup/setup';
import type { AccessClaims } from '../auth/tokens';
import {
  type InvitePosts,
  presentCampaignDetail,
  presentCampaignSummary,
  presentInvite,
} from './campaigns.presenter';
import type { CampaignsRepository, ContentStateRow, CreatorRow } from './campaigns.repository';
import type { CampaignPage, CampaignsPage } from './campaigns.schemas';

const RECENTLY_ENDED_SECONDS = 30 * 24 * 60 * 60;
/** Campaign status 1: upcoming, open to invite requests (db/schema/campaigns.ts). */
const UPCOMING_STATUS = 1;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/** Groups submissions by invite, keeping their order. */
export function postsByInvite(rows: ContentStateRow[]): Map<number, InvitePosts> {
  const map = new Map<number, InvitePosts>();
  for (const row of rows) {
    const list = map.get(row.invite_id) ?? [];
    list.push({ id: row.id, funnel_state: row.funnel_state });
    map.set(row.invite_id, list);
  }
  return map;
}

/** The domain's view of the creator's connected accounts (leads and access tokens). */
export function setupUserOf(creator: CreatorRow) {
  const instagram = creator.accounts.find((a) => a.platform === 'instagram');
  const tiktok = creator.accounts.find((a) => a.platform === 'tiktok');
  return {
    email: creator.user.email,
    leads: instagram
      ? { instagram: { social_id: instagram.social_id, social_un: instagram.handle } }
      : null,
    profile: {
      access_tokens: tiktok ? [{ platform: 'tiktok', username: tiktok.handle }] : [],
    },
  };
}

export function createCampaignsService({
  repo,
  clock,
}: {
  repo: CampaignsRepository;
  clock: () => Date;
}) {
  /**
   * A campaign the creator may see: one they have an invite to, or an upcoming one.
   * @throws AppError 'not_found' for any other (no probing), 'forbidden' for non-creators.
   */
  async function findVisibleCampaign(claims: AccessClaims, campaignId: number) {
    assertCanUsePortal(actorOf(claims));
    const [campaign, inviteRow] = await Promise.all([
      repo.findCampaign(campaignId),
      repo.findInviteForCampaign(claims.userId, campaignId),
    ]);
    if (!campaign || (!inviteRow && campaign.campaign.status !== UPCOMING_STATUS)) {
      throw new AppError('not_found', 'The campaign was not found.');
    }
    return { campaign, inviteRow };
  }

  return {
    findVisibleCampaign,

    /**
     * The CAMPAIGNS tab (spec part 1 section 2): the creator's invites by group, upcoming and
     * recently ended campaigns, the completed count and the prompts' inputs. Four queries,
     * whatever the number of invites.
     * @throws AppError 'forbidden' for non-creators, 'unauthenticated' when the account is gone.
     */
    async getCampaignsPage(claims: AccessClaims): Promise<CampaignsPage> {
      assertCanUsePortal(actorOf(claims));
      const now = seconds(clock());
      const [creator, inviteRows, contentRows, upcomingRows] = await Promise.all([
        repo.findCreator(claims.userId),
        repo.listInvites(claims.userId),
        repo.listContentStates(claims.userId),
        repo.listUpcomingCampaigns(claims.userId),
      ]);
      if (!creator) throw new AppError('unauthenticated', 'Your account no longer exists.');
      const posts = postsByInvite(contentRows);

      const invites = Object.fromEntries(
        INVITE_GROUPS.map((g) => [g, []]),
      ) as unknown as CampaignsPage['invites'];
      const completed: { endedAt: number; summary: CampaignsPage['upcoming_campaigns'][number] }[] =
        [];
      for (const row of inviteRows) {
        const invitePosts = posts.get(row.invite.id) ?? [];
        const invite = presentInvite(row, invitePosts, row.campaign.image_url ?? null, now);
        const states = invitePosts.map((p) => p.funnel_state as ContentFunnelState);
        // Completed work is counted on the Past Campaigns tile, not listed as an invite card.
        if (isCompletedCampaign(states, invite.campaign.flight_end, now)) {
          completed.push({ endedAt: invite.campaign.flight_end ?? 0, summary: invite.campaign });
          continue;
        }
        invites[invite.group].push(invite);
      }
      completed.sort((a, b) => b.endedAt - a.endedAt);
      const profileComplete = isProfileComplete(creator.user.profile_progress);
      return {
        invites,
        upcoming_campaigns: upcomingRows.map((r) =>
          presentCampaignSummary(r, r.campaign.image_url),
        ),
        recently_ended_campaigns: completed
          .filter((c) => c.endedAt >= now - RECENTLY_ENDED_SECONDS)
          .map((c) => c.summary),
        summary: {
          completed_campaigns: completed.length,
          most_recent_campaign_image:
            completed.map((c) => c.summary.image_url ?? c.summary.brand.logo_url).find(Boolean) ??
            null,
        },
        profile_complete: profileComplete,
        has_payment_information: Boolean(creator.profile?.paypal_account),
        show_want_more_campaigns: showWantMoreCampaigns(setupUserOf(creator)),
      };
    },

    /**
     * A campaign's guidelines page (/creator/campaigns/full/{id}/guidelines) with the creator's
     * invite to it. Readable when the creator has an invite to it or it is upcoming.
     * @throws AppError 'not_found' for any other campaign (no probing), 'forbidden' for non-creators.
     */
    async getCampaignPage(claims: AccessClaims, campaignId: number): Promise<CampaignPage> {
      const { campaign, inviteRow } = await findVisibleCampaign(claims, campaignId);
      const [media, guidelines, content] = await Promise.all([
        repo.listSampleMedia(campaignId),
        repo.listGuidelines(campaignId),
        inviteRow ? repo.listInviteContent(inviteRow.invite.id) : Promise.resolve([]),
      ]);
      const detail = presentCampaignDetail(campaign, media, guidelines);
      const invite = inviteRow
        ? presentInvite(
            inviteRow,
            content.map((c) => ({ id: c.id, funnel_state: c.funnel_state })),
            detail.image_url,
            seconds(clock()),
          )
        : null;
      return { campaign: detail, invite };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
