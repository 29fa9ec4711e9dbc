import { z } from 'zod';

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

/** Event names: letters, digits, spaces and _ . : - only, so the sink stays queryable. */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9 _.:-]{1,80}$/;

/** Most properties an event may carry, serialised; larger events are refused. */
export const MAX_EVENT_PROPERTIES_BYTES = 4096;

/**
 * One analytics event as the web sends it to the sink. `id` is the sender's id for the event
 * (a UUID), so a retried send is stored once.
 */
export const AnalyticsEventInputSchema = z.object({
  id: z.uuid({ error: 'An event needs a UUID id.' }),
  name: z.string().regex(EVENT_NAME_PATTERN, { error: 'Unknown event name format.' }),
  properties: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .refine((p) => JSON.stringify(p).length <= MAX_EVENT_PROPERTIES_BYTES, {
      error: 'Event properties are too large.',
    })
    .default({}),
});

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInputSchema>;

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
