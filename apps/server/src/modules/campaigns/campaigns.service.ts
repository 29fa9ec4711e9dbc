import { creatorSeesCampaign } from '@portal/domain/brands/brand-visibility';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { AppError } from '@portal/domain/errors/app-error';
import { UP_NEXT_LIMIT, type UpNextEntry, upNextActions } from '@portal/domain/home/up-next';
import {
  type CampaignsListPart,
  campaignsListParts,
  listPage,
  recentlyEndedCampaigns,
} from '@portal/domain/invites/campaigns-list-pages';
import {
  campaignsListSections,
  INVITE_GROUPS,
  type InviteGroup,
} from '@portal/domain/invites/invite-groups';
import type { InviteListView } from '@portal/domain/invites/invite-view';
import { assertCanUsePortal } from '@portal/domain/policies';
import { isProfileComplete } from '@portal/domain/profile/progress';
import { showWantMoreCampaigns } from '@portal/domain/setup/setup';
import type { AccessClaims } from '../auth/tokens';
import {
  listViewOfHead,
  moneyOf,
  presentCampaignDetail,
  presentCampaignSummary,
  presentInvite,
  presentInviteCard,
  presentUpNext,
} from './campaigns.presenter';
import type { CampaignsRepository, CreatorRow, InviteHeadRow } from './campaigns.repository';
import type { CampaignPage, CampaignsListPage, CampaignsPage } from './campaigns.schemas';

/** Campaign status 1: upcoming, open to invite requests (db/schema/campaigns.ts). */
const UPCOMING_STATUS = 1;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
export const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/** The domain's view of the creator's connected accounts (leads and access tokens). */
export function setupUserOf(creator: Pick<CreatorRow, 'user' | 'accounts'>) {
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

/** An invite as the list sorts it; its card is read only when its page is shown. */
type SortedInvite = { id: number };
type SortedInvites = {
  parts: Record<CampaignsListPart, SortedInvite[]>;
  /** Every invite's view, as "Up next" and the money line read them. */
  views: UpNextEntry[];
  /** Completed campaigns' invites, latest flight end first. */
  completed: (SortedInvite & { endedAt: number })[];
  heads: Map<number, InviteHeadRow>;
  viewOf: Map<number, InviteListView>;
  /** The time they were sorted at, in epoch seconds. */
  now: number;
};

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
    if (
      !campaign ||
      (!inviteRow && campaign.campaign.status !== UPCOMING_STATUS) ||
      !creatorSeesCampaign(campaign.brand, inviteRow?.invite ?? null)
    ) {
      throw new AppError('not_found', 'The campaign was not found.');
    }
    return { campaign, inviteRow };
  }

  /**
   * Every invite of the creator sorted into the list's parts (domain rules: the group by
   * `effectiveInviteGroup`, completed work by `isCompletedCampaign`, which goes to the Past
   * Campaigns tile instead of a card, latest first). Reads only what sorts them, in one query.
   */
  async function sortInvites(userId: number, now: number): Promise<SortedInvites> {
    return sortHeads(await repo.listInviteHeads(userId), now);
  }

  function sortHeads(heads: InviteHeadRow[], now: number): SortedInvites {
    const groups = Object.fromEntries(INVITE_GROUPS.map((g) => [g, []])) as unknown as Record<
      InviteGroup,
      SortedInvite[]
    >;
    const completed: (SortedInvite & { endedAt: number })[] = [];
    const views: UpNextEntry[] = [];
    const viewOf = new Map<number, InviteListView>();
    for (const head of heads) {
      const view = listViewOfHead(head, now);
      viewOf.set(head.id, view);
      views.push({ inviteId: head.id, view });
      if (view.completed) {
        completed.push({ id: head.id, endedAt: head.window.campaignFlightEnd ?? 0 });
        continue;
      }
      groups[view.group].push({ id: head.id });
    }
    completed.sort((a, b) => b.endedAt - a.endedAt);
    return {
      parts: campaignsListParts(campaignsListSections(groups)),
      views,
      completed,
      heads: new Map(heads.map((head) => [head.id, head])),
      viewOf,
      now,
    };
  }

  /** The cards of `items` (one query for their details), by invite id. */
  async function presentCards(userId: number, list: SortedInvites, items: SortedInvite[]) {
    const ids = [...new Set(items.map((i) => i.id))];
    const rows = await repo.listInvitesById(userId, ids);
    return new Map(
      rows.map((row) => [
        row.invite.id,
        presentInviteCard(
          row,
          list.heads.get(row.invite.id)!,
          row.campaign.image_url ?? null,
          list.now,
          list.viewOf.get(row.invite.id),
        ),
      ]),
    );
  }

  return {
    findVisibleCampaign,

    /**
     * The creator's dated actions (domain "Up next" rules) with their campaign's name: what the
     * calendar feed and the reminders show. One query; `userId` is trusted (the caller found it
     * by the creator's own token or session).
     */
    async listDeadlines(userId: number) {
      const now = seconds(clock());
      const heads = await repo.listInviteHeads(userId);
      const names = new Map(heads.map((h) => [h.id, h.campaignName]));
      const list = sortHeads(heads, now);
      const noOwnActions = {
        profileComplete: true,
        hasPaymentInformation: true,
        needsSocialAccount: false,
      };
      return {
        actions: upNextActions(list.views, noOwnActions).map((action) => ({
          action,
          campaignName: names.get(action.inviteId ?? -1) ?? '',
        })),
        // Posts that are up, of every invite still on the list or completed (keep them up).
        posts: heads.flatMap((head) =>
          head.posts.map((p) => ({
            inviteId: head.id,
            mediaId: p.media_id,
            funnelState: p.funnel_state as ContentFunnelState,
            postedAt: p.posted_at,
            campaignName: head.campaignName,
          })),
        ),
      };
    },

    /**
     * The CAMPAIGNS tab (spec part 1 section 2): the first page of each part of the list with
     * their totals (decision 106), upcoming and recently ended campaigns, the completed count and
     * the prompts' inputs. Two queries, whatever the number of invites (decision 571).
     * @throws AppError 'forbidden' for non-creators, 'unauthenticated' when the account is gone.
     */
    async getCampaignsPage(claims: AccessClaims): Promise<CampaignsPage> {
      assertCanUsePortal(actorOf(claims));
      const now = seconds(clock());
      const dashboard = await repo.readDashboard(claims.userId);
      const { creator, upcoming: upcomingRows } = dashboard;
      const list = sortHeads(dashboard.heads, now);
      if (!creator) throw new AppError('unauthenticated', 'Your account no longer exists.');
      const current = listPage('current', list.parts.current);
      const past = listPage('past', list.parts.past);
      const recentlyEnded = recentlyEndedCampaigns(list.completed, now);
      // most_recent_campaign_image: the picture of the latest completed campaign (else its logo).
      const latest = list.completed.slice(0, 1);
      const upNext = upNextActions(list.views, {
        profileComplete: isProfileComplete(creator.user.profile_progress),
        hasPaymentInformation: Boolean(creator.profile?.paypal_account),
        needsSocialAccount: showWantMoreCampaigns(setupUserOf(creator)),
      });
      const upNextShown = upNext.slice(0, UP_NEXT_LIMIT);
      // The cards of the page and the campaigns "Up next" names: still one query.
      const cards = await presentCards(claims.userId, list, [
        ...current.items,
        ...past.items,
        ...recentlyEnded,
        ...latest,
        ...upNextShown.flatMap((a) => (a.inviteId === null ? [] : [{ id: a.inviteId }])),
      ]);

      const invites = Object.fromEntries(
        INVITE_GROUPS.map((g) => [g, []]),
      ) as unknown as CampaignsPage['invites'];
      for (const item of [...current.items, ...past.items]) {
        const invite = cards.get(item.id);
        if (invite) invites[invite.group].push(invite);
      }
      const campaignOf = (item: SortedInvite) => cards.get(item.id)?.campaign;
      const latestCampaign = latest.map(campaignOf)[0];
      const latestImage = latestCampaign?.image_url ?? latestCampaign?.brand.logo_url;
      return {
        invites,
        list_totals: { current: current.total, past: past.total },
        up_next: {
          items: upNextShown.map((action) =>
            presentUpNext(action, (inviteId) => cards.get(inviteId)?.campaign),
          ),
          total: upNext.length,
        },
        upcoming_campaigns: upcomingRows.map((r) =>
          presentCampaignSummary(r, r.campaign.image_url),
        ),
        recently_ended_campaigns: recentlyEnded.map(campaignOf).filter((c) => c !== undefined),
        summary: {
          completed_campaigns: list.completed.length,
          most_recent_campaign_image: latestImage ?? null,
        },
        profile_complete: isProfileComplete(creator.user.profile_progress),
        has_payment_information: Boolean(creator.profile?.paypal_account),
        show_want_more_campaigns: showWantMoreCampaigns(setupUserOf(creator)),
        money: moneyOf([...list.heads.values()], list.views),
      };
    },

    /**
     * A further page of one part of the CAMPAIGNS tab ('Show more', decision 106), from
     * `offset`. Two queries, whatever the number of invites.
     * @throws AppError 'forbidden' for non-creators.
     */
    async getCampaignsListPage(
      claims: AccessClaims,
      part: CampaignsListPart,
      offset: number,
    ): Promise<CampaignsListPage> {
      assertCanUsePortal(actorOf(claims));
      const list = await sortInvites(claims.userId, seconds(clock()));
      const page = listPage(part, list.parts[part], offset);
      const cards = await presentCards(claims.userId, list, page.items);
      return {
        invites: page.items.map((item) => cards.get(item.id)).filter((i) => i !== undefined),
        total: page.total,
        next_offset: page.nextOffset,
      };
    },

    /**
     * A campaign's guidelines page (/creator/campaigns/full/{id}/guidelines) with the creator's
     * invite to it. Readable when the creator has an invite to it or it is upcoming.
     * @throws AppError 'not_found' for any other campaign (no probing), 'forbidden' for non-creators.
     */
    async getCampaignPage(claims: AccessClaims, campaignId: number): Promise<CampaignPage> {
      const { campaign, inviteRow } = await findVisibleCampaign(claims, campaignId);
      const [media, guidelines, head] = await Promise.all([
        repo.listSampleMedia(campaignId),
        repo.listGuidelines(campaignId),
        inviteRow ? repo.findInviteHead(claims.userId, inviteRow.invite.id) : undefined,
      ]);
      const detail = presentCampaignDetail(campaign, media, guidelines);
      const invite =
        inviteRow && head
          ? presentInvite(inviteRow, head, detail.image_url, seconds(clock()))
          : null;
      return { campaign: detail, invite };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
