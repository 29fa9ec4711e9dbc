/*
 * The event names and campaign properties, without zod: the web's guidelines pages import these
 * and should not load the schema library for them (issue 17). events.ts re-exports them.
 */

/**
 * Product analytics events the portal sends (part 1 section 7 'Analytics events are sent on many
 * actions, including guidelines viewed and invite guidelines accept clicked'). The names are ours.
 */
export const ANALYTICS_EVENTS = {
  guidelinesViewed: 'Guidelines Viewed',
  inviteGuidelinesAcceptClicked: 'Invite Guidelines Accept Clicked',
} as const;

/** The server's own record of a guidelines view (GraphQL campaignGuidelinesView). */
export const GUIDELINES_VIEW_RECORD = 'campaign_guidelines_view';

export type CampaignEventProperties = {
  campaign_id: number;
  campaign_name: string;
  brand_name: string;
  payout: number;
  is_paid: boolean;
};

/**
 * The properties of the campaign events (part 1 section 7: campaign id and name, brand name,
 * payout, is_paid). `payout` is the invite's payout_amount in dollars.
 */
export function campaignEventProperties(input: {
  campaign: { id: number; name: string; brand: { name: string } };
  payout_amount: number;
  is_paid: boolean;
}): CampaignEventProperties {
  return {
    campaign_id: input.campaign.id,
    campaign_name: input.campaign.name,
    brand_name: input.campaign.brand.name,
    payout: input.payout_amount,
    is_paid: input.is_paid,
  };
}
