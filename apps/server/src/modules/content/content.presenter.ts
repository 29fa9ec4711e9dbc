import type { CampaignPlatform, ContentWorkflow } from '@portal/domain/campaigns/workflows';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { submissionFlags } from '@portal/domain/content/submission-card';
import type { InviteForSubmission } from '@portal/domain/content/submission-rules';
import { paymentStatusId } from '@portal/domain/content/success-copy';
import {
  effectiveInviteGroup,
  inviteFunnelState,
  inviteWindowOf,
  maySubmitNow,
} from '@portal/domain/invites/invite-state';
import type { MediaRow } from '../media/media.repository';
import type { MediaUrls } from '../media/media.service';
import type { ContentRow, InviteContext, SubmissionRow } from './content.repository';
import type { GenericSubmission, Submissions, SubmittedPost } from './content.schemas';

const toEpoch = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);
const dollars = (cents: number) => cents / 100;

/** The invite's submission window in epoch seconds (domain `inviteWindowOf`). */
export function inviteWindow(ctx: InviteContext) {
  return inviteWindowOf({
    flight: ctx.flight
      ? { start: toEpoch(ctx.flight.start_date)!, end: toEpoch(ctx.flight.end_date)! }
      : null,
    inviteFlightEnd: toEpoch(ctx.invite.flight_end),
    campaignFlightStart: toEpoch(ctx.campaign.flight_start),
    campaignFlightEnd: toEpoch(ctx.campaign.flight_end),
    has_extension: ctx.invite.has_extension,
    granted_extension_end_ts: toEpoch(ctx.invite.granted_extension_end),
  });
}

/** The invite as the domain's submission rules read it, with its derived group and funnel state. */
export function toInviteForSubmission(ctx: InviteContext, now: Date): InviteForSubmission {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const window = inviteWindow(ctx);
  const workflow = ctx.campaign.campaign_content_workflow as ContentWorkflow;
  return {
    id: ctx.invite.id,
    status: ctx.invite.status,
    group: effectiveInviteGroup(
      {
        ...window,
        status: ctx.invite.status,
        storedGroup: ctx.invite.group,
        hasSubmissions: ctx.contentStates.length > 0,
      },
      nowSeconds,
    ),
    campaign_funnel_state: inviteFunnelState({
      status: ctx.invite.status,
      contentStates: ctx.contentStates as ContentFunnelState[],
      payout_amount: dollars(ctx.invite.payout_amount_cents),
      is_paid: ctx.invite.is_paid,
      workflow,
      maySubmit: maySubmitNow(window, workflow, nowSeconds),
    }),
    platform: ctx.campaign.platform as CampaignPlatform,
    campaign_content_workflow: workflow,
    has_payment_information: Boolean(ctx.paypal_account?.trim()),
  };
}

export function presentGenericSubmission(row: SubmissionRow, urls: MediaUrls): GenericSubmission {
  const c = row.content;
  return {
    id: c.id,
    media_id: c.media_id,
    invite_id: c.invite_id,
    content_type: row.media.content_type,
    campaign_content_workflow: row.campaign.campaign_content_workflow as ContentWorkflow,
    requires_caption: row.campaign.requires_caption,
    hashtags: row.campaign.hashtags,
    screenNames: row.campaign.screen_names,
    caption: c.caption,
    content_funnel_state: c.funnel_state,
    media: { thumbnail: urls.thumbnail, url: urls.url },
    image: {
      attemptNumber: 0,
      contentApprovalPreviewUrl: urls.thumbnail,
      content_metadata_id: c.id,
      expected_content_approval_preview_url: urls.thumbnail ?? urls.url,
    },
  };
}

type ListedSubmission = { content: ContentRow; media: MediaRow; distribution_id: number | null };

export function presentSubmissions(
  ctx: InviteContext,
  rows: ListedSubmission[],
  urlsFor: (media: MediaRow) => MediaUrls,
  canSubmit: boolean,
  submissionKind: Submissions['invite']['submission_kind'],
): Submissions {
  const flightEnd = inviteWindow(ctx).flight_end;
  return {
    invite: {
      id: ctx.invite.id,
      campaign: { id: ctx.campaign.id, name: ctx.campaign.name },
      brand: { name: ctx.brand.name },
      payment_status: paymentStatusId({
        payout_amount: dollars(ctx.invite.payout_amount_cents),
        is_paid: ctx.invite.is_paid,
      }),
      submission_kind: submissionKind,
      can_submit: canSubmit,
    },
    submissions: rows.map(({ content, media, distribution_id }) => {
      const hasDistribution = distribution_id !== null;
      const urls = urlsFor(media);
      return {
        id: content.id,
        mediaId: media.id,
        imageUrl: urls.thumbnail ?? (media.content_type === 'image' ? urls.url : null),
        content_type: media.content_type,
        content_funnel_state: content.funnel_state,
        ...submissionFlags(content.funnel_state as ContentFunnelState, hasDistribution),
        flightEndDate: flightEnd,
        has_campaign_distribution: hasDistribution,
      };
    }),
  };
}

export function presentSubmittedPost(
  content: ContentRow,
  media: MediaRow,
  ctx: Pick<InviteContext, 'invite'>,
  urls: MediaUrls,
  payoutTurnaroundDays: number,
): SubmittedPost {
  return {
    id: content.id,
    media_id: media.id,
    invite_id: content.invite_id,
    imageUrl: urls.thumbnail ?? (media.content_type === 'image' ? urls.url : null),
    payment_status_id: paymentStatusId({
      payout_amount: dollars(ctx.invite.payout_amount_cents),
      is_paid: ctx.invite.is_paid,
    }),
    payout_turnaround_days: payoutTurnaroundDays,
  };
}
