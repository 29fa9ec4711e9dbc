import type { CampaignSummary, CampaignsPage, Invite } from '@portal/domain/campaigns/campaign-api';
import { type InviteViewInput, inviteView } from '@portal/domain/invites/invite-view';

/** The test clock of the factories: invites are sent at it, and viewed at it. */
export const FACTORY_NOW = 1_700_000_000;

/** An invite's view (domain invites/invite-view) as the server answers it, for tests. */
export const viewFactory = (input: Partial<InviteViewInput> = {}, now = FACTORY_NOW) =>
  inviteView(
    {
      id: 10,
      status: 'PENDING',
      storedGroup: 'active',
      requested: false,
      waitlisted: false,
      workflow: 'PRODUCT',
      platform: 'instagram_image',
      compensation: 'PRODUCT_AND_PAYMENT',
      payoutCents: 8_500,
      expenseCents: 0,
      productName: 'Summer Glow Serum',
      isPaid: false,
      inviteSentAt: FACTORY_NOW,
      acceptBy: null,
      window: {
        flight_start: 1_700_000_000,
        flight_end: 4_100_000_000,
        has_extension: false,
        granted_extension_end_ts: null,
      },
      campaignFlightEnd: 4_100_000_000,
      posts: [],
      ...input,
    },
    now,
  );

/** A campaign summary for tests (an active Instagram campaign). */
export const campaignFactory = (overrides: Partial<CampaignSummary> = {}): CampaignSummary => ({
  id: 1,
  name: 'Summer Glow Serum',
  influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
  campaign_content_workflow: 'PRODUCT',
  platform: 'instagram_image',
  status: 2,
  flight_start: 1_700_000_000,
  flight_end: 4_100_000_000,
  hide_guideline_details: false,
  image_url: '/demo/campaigns/glow-serum-1.svg',
  has_custom_terms: false,
  brand: { name: 'Glow Botanics', logo_url: '/demo/brands/glow-botanics.svg' },
  ...overrides,
});

/** An invite for tests (PENDING in the active group). */
export const inviteFactory = (overrides: Partial<Invite> = {}): Invite => ({
  id: 10,
  status: 'PENDING',
  group: 'active',
  payout_amount: 85,
  total_payout_amount: 110,
  is_paid: false,
  smart_question_answer_result: null,
  invite_sent_at: 1_700_000_000,
  flight_end: 4_100_000_000,
  extension_metadata: { has_extension: false, granted_extension_end_ts: null },
  invite_flight: null,
  posts: [],
  campaign_funnel_state: 'invite-pending',
  reject_reason: null,
  campaign: campaignFactory(),
  view: viewFactory(),
  ...overrides,
});

/**
 * The campaigns page answer for tests: one pending invite, profile complete. The parts' totals
 * count the invites given unless overridden (every invite on the first page).
 */
export function campaignsPageFactory(overrides: Partial<CampaignsPage> = {}): CampaignsPage {
  const invites = overrides.invites ?? {
    active: [inviteFactory()],
    extended: [],
    full: [],
    rejected: [],
    failed_smart_questions: [],
    expired: [],
  };
  const { expired, ...current } = invites;
  return {
    invites,
    list_totals: {
      current: Object.values(current).reduce((n, list) => n + list.length, 0),
      past: expired.length,
    },
    ...pageDefaults,
    ...overrides,
  };
}

const pageDefaults = {
  up_next: { items: [], total: 0 },
  upcoming_campaigns: [],
  recently_ended_campaigns: [],
  summary: { completed_campaigns: 0, most_recent_campaign_image: null },
  profile_complete: true,
  money: { earned_cents: 0, in_review_cents: 0, owed_cents: 0, on_its_way_cents: 0, paid_cents: 0 },
  has_payment_information: true,
  show_want_more_campaigns: false,
} satisfies Partial<CampaignsPage>;
