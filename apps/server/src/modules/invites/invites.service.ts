import { campaignEventProperties, GUIDELINES_VIEW_RECORD } from '@portal/domain/analytics/events';
import { creatorSeesCampaign } from '@portal/domain/brands/brand-visibility';
import type { CampaignPlatform } from '@portal/domain/campaigns/workflows';
import { AppError } from '@portal/domain/errors/app-error';
import {
  DeclineInputSchema,
  MUST_AGREE_TO_TERMS_MESSAGE,
} from '@portal/domain/invites/accept-decline';
import { acceptSocialGate, requiredSocialPlatform } from '@portal/domain/invites/accept-gate';
import { REQUEST_PENDING_MESSAGE } from '@portal/domain/invites/call-to-action';
import { canCreatorChangeInviteStatus } from '@portal/domain/invites/invite-status';
import type { CompensationType } from '@portal/domain/money/payout';
import {
  assertCanChangeOwned,
  assertCanReadOwned,
  assertCanUsePortal,
} from '@portal/domain/policies';
import type { AccessClaims } from '../auth/tokens';
import { presentCampaignDetail, presentInvite, viewOfHead } from '../campaigns/campaigns.presenter';
import type { CampaignsRepository, CreatorRow } from '../campaigns/campaigns.repository';
import type { Invite } from '../campaigns/campaigns.schemas';
import { actorOf, type CampaignsService } from '../campaigns/campaigns.service';
import type { EventsService } from '../events/events.service';
import type { UsersService } from '../users/users.service';
import { createCampaignTermsService } from './campaign-terms.service';
import { createCreatorApprovalService } from './creator-approval.service';
import type { InvitesRepository } from './invites.repository';
import type { InvitePage, UpdateInviteBody } from './invites.schemas';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const STALE_MESSAGE = 'This invite has changed since you opened it. Please reload the page.';

function socialAccountsOf(creator: CreatorRow) {
  const pick = (platform: string) => {
    const a = creator.accounts.find((x) => x.platform === platform);
    return a
      ? { social_id: a.social_id, expires_at: a.expires_at ? seconds(a.expires_at) : null }
      : null;
  };
  return { instagram: pick('instagram'), tiktok: pick('tiktok') };
}

/** Handles of connected accounts: Instagram with a real id, TikTok connected or saved. */
function connectedHandles(creator: CreatorRow) {
  const real = (platform: string) =>
    creator.accounts.find((a) => a.platform === platform && !a.social_id.includes('_dummy'))
      ?.handle ?? null;
  return {
    instagram: real('instagram'),
    tiktok: real('tiktok') ?? creator.profile?.tiktok_handle ?? null,
  };
}

export function createInvitesService(deps: {
  repo: InvitesRepository;
  campaignsRepo: CampaignsRepository;
  campaigns: CampaignsService;
  events: EventsService;
  users: UsersService;
  clock: () => Date;
}) {
  const { repo, campaignsRepo, campaigns, events, users, clock } = deps;

  /** The invite row, if the creator owns it. @throws 'not_found' otherwise (no probing). */
  async function ownInvite(claims: AccessClaims, inviteId: number) {
    assertCanUsePortal(actorOf(claims));
    const row = await campaignsRepo.findInvite(inviteId);
    if (!row || !creatorSeesCampaign(row.brand, row.invite)) {
      throw new AppError('not_found', 'The invite was not found.');
    }
    assertCanReadOwned(actorOf(claims), row.invite.user_id, 'invite');
    return row;
  }

  async function presentOwn(inviteId: number): Promise<Invite> {
    const row = (await campaignsRepo.findInvite(inviteId))!;
    const [head, images] = await Promise.all([
      campaignsRepo.findInviteHead(row.invite.user_id, inviteId),
      campaignsRepo.firstSampleImages([row.campaign.id]),
    ]);
    return presentInvite(row, head!, images[0]?.url ?? null, seconds(clock()));
  }

  return {
    ...createCampaignTermsService({ campaignsRepo, campaigns }),
    ...createCreatorApprovalService({ campaignsRepo, events }),

    /**
     * The invite intro, guidelines and what's-next data: invite, campaign detail, the creator's
     * name, the social-connection gate and the intro's brands and recent content.
     * @throws AppError 'not_found' for a missing or another creator's invite.
     */
    async getInvitePage(claims: AccessClaims, inviteId: number): Promise<InvitePage> {
      const row = await ownInvite(claims, inviteId);
      const campaignId = row.campaign.id;
      const [media, guidelines, head, creator, me, brandsLike, recent, agreed] = await Promise.all([
        campaignsRepo.listSampleMedia(campaignId),
        campaignsRepo.listGuidelines(campaignId),
        campaignsRepo.findInviteHead(claims.userId, inviteId),
        campaignsRepo.findCreator(claims.userId),
        users.getMe(claims.userId),
        campaignsRepo.listOtherBrands(row.brand.id, 6),
        campaignsRepo.listRecentCampaignImages(campaignId, 6),
        row.customTermsId === null
          ? Promise.resolve(undefined)
          : campaignsRepo.hasAgreed(row.customTermsId, claims.userId),
      ]);
      const now = seconds(clock());
      const campaign = presentCampaignDetail(row, media, guidelines);
      const platform = row.campaign.platform as CampaignPlatform;
      const gate = acceptSocialGate(platform, creator ? socialAccountsOf(creator) : {}, now);
      return {
        invite: presentInvite(row, head!, campaign.image_url, now),
        campaign,
        username: me.username ?? me.first_name ?? me.email.split('@')[0]!,
        social_connection: { platform: requiredSocialPlatform(platform), connected: gate.ok },
        social_handles: creator ? connectedHandles(creator) : { instagram: null, tiktok: null },
        custom_terms_agreed: agreed !== undefined,
        brands_like: brandsLike,
        recent_content: recent,
      };
    },

    /**
     * Accepts (ACCEPTED) or declines (DENIED, with a reason) the creator's invite. `prevStatus`
     * must be the stored status (compare-and-set), so a stale page changes nothing; repeating a
     * change already made answers the invite as it is. Accepting needs the custom terms agreed
     * (when the campaign has them) and the campaign's social account connected and authorised.
     * @throws AppError 'not_found' (missing or another creator's invite), 'conflict' (stale
     * prevStatus, a transition the domain refuses, a full or closed invite), 'validation_failed'
     * (decline reason, terms not agreed, social account not connected; details say which).
     */
    async updateStatus(claims: AccessClaims, inviteId: number, body: UpdateInviteBody) {
      if (body.id !== undefined && body.id !== inviteId) {
        throw new AppError('validation_failed', 'The invite id does not match the address.', {
          fields: { id: 'The invite id does not match the address.' },
        });
      }
      const row = await ownInvite(claims, inviteId);
      assertCanChangeOwned(actorOf(claims), row.invite.user_id, 'invite');
      const current = row.invite.status;
      if (current === body.status) return presentOwn(inviteId);
      if (current !== body.prevStatus) {
        throw new AppError('conflict', STALE_MESSAGE, { status: current });
      }
      const compensation = row.campaign.influencer_compensation_type as CompensationType;
      if (!canCreatorChangeInviteStatus(current, body.status, compensation)) {
        throw new AppError(
          'conflict',
          `This invite can no longer be ${body.status === 'ACCEPTED' ? 'accepted' : 'declined'}.`,
          {
            status: current,
          },
        );
      }
      const now = clock();
      let change: Parameters<InvitesRepository['changeStatus']>[3];
      if (body.status === 'DENIED') {
        const parsed = DeclineInputSchema.safeParse({
          reason: body.rejectReason?.reason ?? undefined,
          payment: body.rejectReason?.payment ?? undefined,
        });
        if (!parsed.success) {
          const fields = Object.fromEntries(
            parsed.error.issues.map((i) => [`rejectReason.${i.path.join('.')}`, i.message]),
          );
          throw new AppError('validation_failed', parsed.error.issues[0]!.message, { fields });
        }
        const payment =
          parsed.data.reason === 'CREATOR_DONT_ACCEPT_PAYMENT' &&
          typeof parsed.data.payment === 'number'
            ? Math.round(parsed.data.payment * 100)
            : null;
        change = {
          status: 'DENIED',
          reject_reason: parsed.data.reason,
          reject_payment_cents: payment,
        };
      } else {
        await assertMayAccept(row, claims, seconds(now));
        change = { status: 'ACCEPTED', reject_reason: null, reject_payment_cents: null };
      }
      const changed = await repo.changeStatus(
        inviteId,
        claims.userId,
        body.prevStatus,
        change,
        now,
      );
      if (!changed) {
        const latest = await campaignsRepo.findInvite(inviteId);
        if (latest?.invite.status !== body.status) {
          throw new AppError('conflict', STALE_MESSAGE, { status: latest?.invite.status });
        }
      }
      return presentOwn(inviteId);
    },

    /**
     * Records that the creator opened an invite's guidelines (GraphQL campaignGuidelinesView),
     * once per invite.
     * @throws AppError 'not_found' for a missing or another creator's invite.
     */
    async recordGuidelinesView(claims: AccessClaims, inviteId: number) {
      const row = await ownInvite(claims, inviteId);
      await events.track(
        claims.userId,
        GUIDELINES_VIEW_RECORD,
        {
          invite_id: inviteId,
          ...campaignEventProperties({
            campaign: { id: row.campaign.id, name: row.campaign.name, brand: row.brand },
            payout_amount: row.invite.payout_amount_cents / 100,
            is_paid: row.invite.is_paid,
          }),
        },
        `guidelines-view:${inviteId}`,
      );
    },
  };

  async function assertMayAccept(
    row: NonNullable<Awaited<ReturnType<CampaignsRepository['findInvite']>>>,
    claims: AccessClaims,
    now: number,
  ) {
    const head = await campaignsRepo.findInviteHead(claims.userId, row.invite.id);
    const { group, step } = viewOfHead(head!, now);
    // A request the creator sent waits for ops' decision: it is not theirs to accept (issue 31).
    if (step === 'requested' || step === 'waitlisted') {
      throw new AppError('conflict', REQUEST_PENDING_MESSAGE, { step });
    }
    if (row.campaign.hide_guideline_details || (group !== 'active' && group !== 'extended')) {
      throw new AppError('conflict', 'This campaign is full', { group });
    }
    if (row.customTermsId !== null) {
      const agreed = await campaignsRepo.hasAgreed(row.customTermsId, claims.userId);
      if (!agreed) {
        throw new AppError('validation_failed', MUST_AGREE_TO_TERMS_MESSAGE, {
          fields: { customTerms: MUST_AGREE_TO_TERMS_MESSAGE },
        });
      }
    }
    const creator = await campaignsRepo.findCreator(claims.userId);
    const gate = acceptSocialGate(
      row.campaign.platform as CampaignPlatform,
      creator ? socialAccountsOf(creator) : {},
      now,
    );
    if (!gate.ok) {
      throw new AppError('validation_failed', gate.message, {
        socialPlatform: gate.socialPlatform,
      });
    }
  }
}

export type InvitesService = ReturnType<typeof createInvitesService>;
