import type { CampaignDetail, InviteViewWire } from '@portal/domain/campaigns/campaign-api';
import { upcomingCampaignFacts } from '@portal/domain/invites/invite-card';
import { type InstructionStep, requestSteps } from '@portal/domain/invites/invite-view';
import { payoutLines } from '@portal/domain/money/payout';
import { CampaignGuidelines } from '@portal/web-kit/campaign/campaign-guidelines';

/**
 * "What do I have to do?" and the compensation lines of a campaign nobody is invited to yet (the
 * request flow): the spec's request wording, the campaign's own window (issue 31: an invite's
 * come from its view instead).
 */
export function requestedCampaignSteps(campaign: CampaignDetail): {
  instructions: InstructionStep[];
  lines: string[];
} {
  const lines = payoutLines({
    creator_expense_amount:
      campaign.influencer_compensation_type === 'PAYMENT_CREATOR_BUYS_PRODUCT'
        ? campaign.creator_expense_amount
        : 0,
    influencer_compensation_type: campaign.influencer_compensation_type,
    product_name: campaign.product_name,
  });
  // The amount comes with an invite; until then the block says what kind of pay it is.
  const paid = campaign.influencer_compensation_type !== 'PRODUCT';
  return {
    // The dates as of now (decision 650): a pre-approval upload is due at the start while it is
    // ahead, then at the end.
    instructions: requestSteps(campaign, Math.floor(Date.now() / 1000)),
    lines: paid
      ? [
          `${upcomingCampaignFacts(campaign).compensation} — the amount comes with your invite`,
          ...lines,
        ]
      : lines,
  };
}

/**
 * The campaign details of the guidelines pages (spec part 1 section 2 'Invite guidelines'):
 * header, description, sample content, compensation, what to do, what is appropriate. An invite's
 * compensation and steps are its view's (issue 31: the card and these pages say the same).
 */
export function CampaignDetails({
  campaign,
  view,
}: {
  campaign: CampaignDetail;
  /** The invite's view; null for a campaign the creator has no invite to. */
  view: InviteViewWire | null;
}) {
  const { instructions, lines } = view
    ? { instructions: view.instructions, lines: view.money.lines }
    : requestedCampaignSteps(campaign);
  return <CampaignGuidelines campaign={campaign} instructions={instructions} lines={lines} />;
}
