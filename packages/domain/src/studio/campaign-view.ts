import type { CampaignDetail } from '../campaigns/campaign-api';
import { guidelinesShown } from '../campaigns/guidelines';
import type { CampaignDraft } from './campaign-draft';

/**
 * What creators read of a studio campaign, from its draft: the same shape the portal's invite
 * intro and guidelines draw (CampaignDetail), so "Preview as a creator" and the published
 * campaign cannot differ.
 */

const epoch = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

/** A studio image as creators load it: the picture and its small preview. */
export type ImageLinks = { url: string; thumbnail_url: string };

/**
 * The content payment and the total an invite carries: the payout plus the reimbursement of a
 * product the creator buys (spec part 1 section 9 'Total payout: $' when above 0). Cents.
 */
export function invitePayoutOf(
  draft: Pick<CampaignDraft, 'payout_cents' | 'creator_expense_cents'>,
): {
  payout_amount_cents: number;
  total_payout_amount_cents: number;
} {
  return {
    payout_amount_cents: draft.payout_cents,
    total_payout_amount_cents: draft.payout_cents + draft.creator_expense_cents,
  };
}

/** The guideline lines as stored: dos then don'ts, content then caption, in the draft's order. */
export function guidelineRowsOf(draft: CampaignDraft) {
  return [
    ...draft.content_dos.map((guideline) => ({
      should: true,
      kind: 'content' as const,
      guideline,
    })),
    ...draft.content_donts.map((guideline) => ({
      should: false,
      kind: 'content' as const,
      guideline,
    })),
    ...draft.caption_dos.map((guideline) => ({
      should: true,
      kind: 'caption' as const,
      guideline,
    })),
    ...draft.caption_donts.map((guideline) => ({
      should: false,
      kind: 'caption' as const,
      guideline,
    })),
  ].map((line, position) => ({ ...line, position }));
}

/**
 * The campaign as the creator side presents it (campaigns presenter `presentCampaignDetail`),
 * drawn from a draft: defaults stand in for what the draft leaves empty, so a preview of an
 * unfinished draft still draws.
 */
export function campaignDetailOfDraft(
  draft: CampaignDraft,
  context: {
    id: number;
    status: number;
    brand: { name: string; logo_url: string | null };
    images: ReadonlyMap<number, ImageLinks>;
    hasCustomTerms: boolean;
  },
): CampaignDetail {
  const platform = draft.platform ?? 'instagram_image';
  const links = (ids: number[]) =>
    ids.flatMap((id) => {
      const image = context.images.get(id);
      return image ? [image] : [];
    });
  const samples = links(draft.sample_image_ids);
  const moodBoard = links(draft.mood_board_image_ids);
  const stored = guidelineRowsOf(draft);
  const lines = (kind: 'content' | 'caption') =>
    stored
      .filter((g) => g.kind === kind)
      .map((g) => ({ should: g.should, guideline: g.guideline }));
  return {
    id: context.id,
    name: draft.name,
    influencer_compensation_type: draft.influencer_compensation_type ?? 'PAYMENT',
    campaign_content_workflow: draft.campaign_content_workflow ?? 'PRODUCT',
    platform,
    status: context.status,
    flight_start: epoch(draft.flight_start),
    flight_end: epoch(draft.flight_end),
    hide_guideline_details: false,
    image_url: samples[0]?.url ?? null,
    has_custom_terms: context.hasCustomTerms,
    brand: context.brand,
    short_description: draft.short_description,
    product_name: draft.product_name,
    creator_expense_amount: draft.creator_expense_cents / 100,
    sample_post_url: samples[0]?.url ?? null,
    sample_post_filename: null,
    product_payment_details: draft.product_payment_details,
    product_description: draft.product_description,
    campaign_display_type: platform.includes('video') ? platform : null,
    video_orientation: draft.video_orientation,
    hide_influencer_ui: false,
    requires_caption: draft.requires_caption,
    screen_names: draft.screen_names,
    hashtags: draft.hashtags,
    sample_post_images: samples.map((s) => ({ url: s.url })),
    sample_post_videos: [],
    moodBoardImage: moodBoard[0]?.url ?? null,
    mood_board_images: moodBoard.map((s) => ({ url: s.url })),
    guidelines: guidelinesShown(
      platform,
      { content: lines('content'), caption: lines('caption') },
      { hashtags: draft.hashtags, screenNames: draft.screen_names },
    ),
    start: { date: epoch(draft.flight_start) },
  };
}
