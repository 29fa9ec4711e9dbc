import type { CardInvite, CardView, UpNextItem } from '@portal/domain/campaigns/campaign-api';
import { guidelinesShown } from '@portal/domain/campaigns/guidelines';
import {
  CAMPAIGN_PLATFORMS,
  type CampaignPlatform,
  CONTENT_WORKFLOWS,
  type ContentWorkflow,
} from '@portal/domain/campaigns/workflows';
import { CONTENT_FUNNEL_STATES, type ContentFunnelState } from '@portal/domain/content/funnel';
import type { UpNextAction } from '@portal/domain/home/up-next';
import {
  type InviteWindowDates,
  inviteFunnelState,
  inviteWindowOf,
  maySubmitNow,
} from '@portal/domain/invites/invite-state';
import {
  type InviteListView,
  type InviteView,
  type InviteViewInput,
  inviteListView,
  inviteView,
} from '@portal/domain/invites/invite-view';
import { earningsTotals, inReviewCentsOf } from '@portal/domain/money/earnings';
import { payoutAwaitsWork } from '@portal/domain/money/payable';
import { COMPENSATION_TYPES, type CompensationType } from '@portal/domain/money/payout';
import { payoutStateOfStored } from '@portal/domain/money/payout-status';
import type { campaigns } from '../../db/schema/campaigns';
import type {
  GuidelineRow,
  InviteHeadRow,
  InviteRow,
  SampleMediaRow,
} from './campaigns.repository';
import type { CampaignDetail, CampaignSummary, Invite } from './campaigns.schemas';

const toEpoch = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);
const dollars = (cents: number) => cents / 100;

/**
 * A stored enum value read leniently: case-insensitive, and an unknown value falls back to
 * `fallback`, so one odd row never breaks a whole list (the response schema would refuse it).
 */
function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
  return match ?? fallback;
}

type SummaryCampaign = Pick<
  typeof campaigns.$inferSelect,
  | 'id'
  | 'name'
  | 'influencer_compensation_type'
  | 'campaign_content_workflow'
  | 'platform'
  | 'status'
  | 'flight_start'
  | 'flight_end'
  | 'hide_guideline_details'
>;

type CampaignParts<C extends SummaryCampaign = SummaryCampaign> = {
  campaign: C;
  brand: { name: string; logo_url: string | null };
  customTermsId: number | null;
};

/** A campaign for cards and lists; `imageUrl` is its first sample image. */
export function presentCampaignSummary(
  row: CampaignParts,
  imageUrl: string | null,
): CampaignSummary {
  const c = row.campaign;
  return {
    id: c.id,
    name: c.name,
    influencer_compensation_type: oneOf<CompensationType>(
      COMPENSATION_TYPES,
      c.influencer_compensation_type,
      'PAYMENT',
    ),
    campaign_content_workflow: oneOf<ContentWorkflow>(
      CONTENT_WORKFLOWS,
      c.campaign_content_workflow,
      'PRODUCT',
    ),
    platform: oneOf<CampaignPlatform>(CAMPAIGN_PLATFORMS, c.platform, 'instagram_image'),
    status: c.status,
    flight_start: toEpoch(c.flight_start),
    flight_end: toEpoch(c.flight_end),
    hide_guideline_details: c.hide_guideline_details,
    image_url: imageUrl,
    has_custom_terms: row.customTermsId !== null,
    brand: { name: row.brand.name, logo_url: row.brand.logo_url },
  };
}

/** A campaign with guidelines and sample media, for the guidelines and intro pages. */
export function presentCampaignDetail(
  row: CampaignParts<typeof campaigns.$inferSelect>,
  media: SampleMediaRow[],
  guidelines: GuidelineRow[],
): CampaignDetail {
  const c = row.campaign;
  const images = media.filter((m) => m.kind === 'image');
  const moodBoard = media.filter((m) => m.kind === 'mood_board');
  const lines = (kind: 'content' | 'caption') =>
    guidelines
      .filter((g) => g.kind === kind)
      .map((g) => ({ should: g.should, guideline: g.guideline }));
  const summary = presentCampaignSummary(row, images[0]?.url ?? null);
  return {
    ...summary,
    short_description: c.short_description,
    product_name: c.product_name,
    creator_expense_amount: dollars(c.creator_expense_amount_cents),
    sample_post_url: c.sample_post_url,
    sample_post_filename: c.sample_post_filename,
    product_payment_details: c.product_payment_details,
    product_description: c.product_description,
    campaign_display_type: c.campaign_display_type,
    video_orientation: c.video_orientation,
    hide_influencer_ui: c.hide_influencer_ui,
    requires_caption: c.requires_caption,
    screen_names: c.screen_names,
    hashtags: c.hashtags,
    sample_post_images: images.map((m) => ({ url: m.url })),
    sample_post_videos: media
      .filter((m) => m.kind === 'video')
      .map((m) => ({ url: m.url, thumbnail_url: m.thumbnail_url })),
    moodBoardImage: moodBoard[0]?.url ?? c.mood_board_image,
    mood_board_images: moodBoard.map((m) => ({ url: m.url })),
    // With no dos of its own, a campaign shows its platform's defaults (issue 13).
    guidelines: guidelinesShown(
      summary.platform,
      { content: lines('content'), caption: lines('caption') },
      { hashtags: c.hashtags, screenNames: c.screen_names },
    ),
    start: { date: toEpoch(c.flight_start) },
  };
}

/** The dates an invite's window is read from (domain `inviteWindowOf`), in epoch seconds. */
export function inviteWindowDates(row: InviteRow): InviteWindowDates {
  return {
    flight: row.flight
      ? { start: toEpoch(row.flight.start_date)!, end: toEpoch(row.flight.end_date)! }
      : null,
    inviteFlightEnd: toEpoch(row.invite.flight_end),
    campaignFlightStart: toEpoch(row.campaign.flight_start),
    campaignFlightEnd: toEpoch(row.campaign.flight_end),
    has_extension: row.invite.has_extension,
    granted_extension_end_ts: toEpoch(row.invite.granted_extension_end),
  };
}

/**
 * The creator-facing view of an invite (domain invites/invite-view, issue 31), from its head
 * row: what every screen says about its status, next action, dates and money, and the group it
 * is listed in. `now` in epoch seconds.
 */
export function viewOfHead(head: InviteHeadRow, now: number): InviteView {
  return inviteView(viewInputOf(head), now);
}

/**
 * The same view as `viewOfHead` as lists read it (domain `inviteListView`): without the texts
 * only the invite's own pages show. `now` in epoch seconds.
 */
export function listViewOfHead(head: InviteHeadRow, now: number): InviteListView {
  return inviteListView(viewInputOf(head), now);
}

/** What the domain's view of an invite reads, from its head row (stored enums read leniently). */
function viewInputOf(head: InviteHeadRow): InviteViewInput {
  return {
    id: head.id,
    status: head.status,
    storedGroup: head.group,
    requested: head.requested,
    waitlisted: head.waitlisted,
    workflow: oneOf<ContentWorkflow>(CONTENT_WORKFLOWS, head.workflow, 'PRODUCT'),
    platform: oneOf<CampaignPlatform>(CAMPAIGN_PLATFORMS, head.platform, 'instagram_image'),
    compensation: oneOf<CompensationType>(COMPENSATION_TYPES, head.compensation, 'PAYMENT'),
    payoutCents: head.payoutCents,
    expenseCents: head.expenseCents,
    productName: head.productName,
    isPaid: head.isPaid,
    inviteSentAt: head.inviteSentAt,
    acceptBy: head.acceptBy,
    window: inviteWindowOf(head.window),
    campaignFlightEnd: head.window.campaignFlightEnd,
    posts: head.posts.map((p) => ({
      mediaId: p.media_id,
      funnelState: oneOf<ContentFunnelState>(
        CONTENT_FUNNEL_STATES,
        p.funnel_state,
        'CONTENT_IN_REVIEW',
      ),
      postedAt: p.posted_at,
      payout: p.payout
        ? { state: payoutStateOfStored(p.payout.status), amountCents: p.payout.amount_cents }
        : null,
    })),
  };
}

/**
 * An invite with its view and funnel state (domain rules `inviteView`, `inviteFunnelState`),
 * from its card row and its head row; `now` in epoch seconds.
 */
export function presentInvite(
  row: InviteRow,
  head: InviteHeadRow,
  imageUrl: string | null,
  now: number,
  view: InviteView = viewOfHead(head, now),
): Invite {
  const i = row.invite;
  const c = row.campaign;
  const window = inviteWindowOf(inviteWindowDates(row));
  const workflow = oneOf<ContentWorkflow>(
    CONTENT_WORKFLOWS,
    c.campaign_content_workflow,
    'PRODUCT',
  );
  const payout = dollars(i.payout_amount_cents);
  return {
    id: i.id,
    status: i.status,
    group: view.group,
    payout_amount: payout,
    // The total every screen shows (content payment plus reimbursement), not a stored copy.
    total_payout_amount: view.money.totalCents / 100,
    is_paid: i.is_paid,
    smart_question_answer_result: i.smart_question_answer_result,
    invite_sent_at: toEpoch(i.invite_sent_at)!,
    flight_end: window.flight_end,
    extension_metadata: {
      has_extension: i.has_extension,
      granted_extension_end_ts: window.granted_extension_end_ts,
    },
    invite_flight: row.flight
      ? { id: row.flight.id, end_date_unix: toEpoch(row.flight.end_date)! }
      : null,
    posts: head.posts.map((p) => ({ id: p.id, funnel_state: p.funnel_state })),
    campaign_funnel_state: inviteFunnelState({
      status: i.status,
      contentStates: head.posts.map((p) => p.funnel_state as ContentFunnelState),
      payout_amount: payout,
      is_paid: i.is_paid,
      workflow,
      maySubmit: maySubmitNow(window, workflow, now),
    }),
    reject_reason: i.reject_reason,
    campaign: presentCampaignSummary(row, imageUrl),
    view,
  };
}

/** The card's part of an invite's view (`CardViewSchema`). */
export function cardViewOf(view: InviteListView): CardView {
  return {
    step: view.step,
    tone: view.tone,
    chip: view.chip,
    due: view.due,
    next: view.next,
    extensionOffered: view.extensionOffered,
    money: { totalCents: view.money.totalCents, label: view.money.label },
  };
}

/**
 * An invite as its card on the CAMPAIGNS tab shows it (`CardInviteSchema`, decision 620): the
 * same values as `presentInvite`, read from its head row (status, window, submissions, money)
 * and its card row's campaign; `now` in epoch seconds.
 */
export function presentInviteCard(
  row: CampaignParts,
  head: InviteHeadRow,
  imageUrl: string | null,
  now: number,
  view: InviteListView = listViewOfHead(head, now),
): CardInvite {
  const window = inviteWindowOf(head.window);
  const workflow = oneOf<ContentWorkflow>(CONTENT_WORKFLOWS, head.workflow, 'PRODUCT');
  return {
    id: head.id,
    status: head.status,
    group: view.group,
    campaign_funnel_state: inviteFunnelState({
      status: head.status,
      contentStates: head.posts.map((p) => p.funnel_state as ContentFunnelState),
      payout_amount: dollars(head.payoutCents),
      is_paid: head.isPaid,
      workflow,
      maySubmit: maySubmitNow(window, workflow, now),
    }),
    campaign: presentCampaignSummary(row, imageUrl),
    view: cardViewOf(view),
  };
}

/** An "Up next" action as the API answers it, with its campaign's and brand's names. */
export function presentUpNext(
  action: UpNextAction,
  campaignOf: (
    inviteId: number,
  ) => { id: number; name: string; brand: { name: string } } | undefined,
): UpNextItem {
  const campaign = action.inviteId === null ? undefined : campaignOf(action.inviteId);
  return {
    kind: action.kind,
    invite_id: action.inviteId,
    media_id: action.mediaId,
    due_at: action.dueAt,
    target: action.target,
    campaign: campaign
      ? { id: campaign.id, name: campaign.name, brand: campaign.brand.name }
      : null,
  };
}

/**
 * The creator's money (the dashboard's line, issue 31): the same domain totals as Earnings,
 * from the same payouts, with what content in review would pay (each invite once, by its view).
 */
export function moneyOf(
  heads: readonly InviteHeadRow[],
  views: readonly { view: InviteListView }[],
) {
  const payouts = heads.flatMap((h) =>
    h.posts.flatMap((p) => {
      if (!p.payout) return [];
      const state = payoutStateOfStored(p.payout.status);
      // Waiting for the post: counted in review by its invite's view, not owed (decision 680).
      if (payoutAwaitsWork(state, p.funnel_state as ContentFunnelState)) return [];
      return [{ state, amount_cents: p.payout.amount_cents }];
    }),
  );
  return earningsTotals(payouts, inReviewCentsOf(views.map((v) => v.view)));
}
