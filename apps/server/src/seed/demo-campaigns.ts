import { originalWorkDo } from '@portal/domain/campaigns/guidelines';
import type { CampaignPlatform } from '@portal/domain/campaigns/workflows';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import type { Db } from '../db/client';
import {
  campaignGuidelines,
  campaignSampleMedia,
  campaigns,
  customTerms,
  flights,
} from '../db/schema/campaigns';
import { content, media } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { demoBrandIds } from './demo-people';
import { seedReviewTrail } from './demo-trail';

const DAY = 86_400_000;
type CampaignInsert = typeof campaigns.$inferInsert;
type InviteInsert = typeof invites.$inferInsert;

/** One demo campaign and, optionally, the demo creator's invite to it with its submissions. */
interface DemoCampaign {
  brand: string;
  campaign: Omit<CampaignInsert, 'brand_id'>;
  images: string[];
  moodBoard?: string[];
  terms?: string;
  invite?: Omit<InviteInsert, 'campaign_id' | 'user_id'>;
  submissions?: string[];
  /** Days from now of a posting window (flight) the invite is placed in. */
  flight?: [number, number];
}

const BRANDS: Record<string, string> = {
  'Peak Outdoors': 'peak-outdoors',
  'Urban Brew': 'urban-brew',
  'Kind Planet': 'kind-planet',
  'Loop Fitness': 'loop-fitness',
  'Nova Audio': 'nova-audio',
  'Sol Swim': 'sol-swim',
  'Pure Pet': 'pure-pet',
};

/** After the platform's own "create original work" do (domain `originalWorkDo`). */
const DOS_AND_DONTS = [
  { should: true, kind: 'content', guideline: 'Show the product in natural light' },
  { should: false, kind: 'content', guideline: 'Show competing brands or their logos' },
  { should: true, kind: 'caption', guideline: 'Include the hashtags in your caption' },
  { should: true, kind: 'caption', guideline: 'Include the screen names in your caption' },
  { should: false, kind: 'caption', guideline: 'Mention prices or discounts' },
] as const;

const LONG_DESCRIPTION =
  'Our new Summer Glow Serum is made with cold-pressed botanicals and vitamin C for a dewy, ' +
  'healthy glow. We are looking for creators who love a simple, natural routine to show how the ' +
  'serum fits into their mornings. Share your real routine, your favourite light and the moment ' +
  'the serum becomes part of your day. Links: https://example.com/glow';

/**
 * The demo campaigns of spec part 1 (issue 4): creator@demo.test gets an invite in every status
 * and funnel state the CAMPAIGNS tab shows (pending with and without custom terms, on Instagram,
 * TikTok and YouTube; accepted; approved in each submit-button state; denied; rejected; full;
 * failed questions; expired with and without an extension; completed and paid), plus upcoming
 * campaigns with posting windows. new@demo.test gets none. Every image is served by the app.
 */
/** Submission states that imply a post on the platform. */
const POSTED = ['DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'POST_REJECTED', 'PAID'];

export async function seedDemoCampaigns(
  db: Db,
  ids: { creatorId: number; glowBotanicsBrandId: number },
  now = new Date(),
) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  // The brands exist already: seedDemoPeople made them through the brands service.
  const brandIds = await demoBrandIds(db, Object.keys(BRANDS));
  brandIds.set('Glow Botanics', ids.glowBotanicsBrandId);
  const base = {
    flight_start: at(-2),
    flight_end: at(12),
    status: 2,
    hashtags: ['#ad', '#GlowBotanics'],
    screen_names: ['@glowbotanics'],
  } satisfies Partial<CampaignInsert>;

  const demo: DemoCampaign[] = [
    {
      brand: 'Glow Botanics',
      campaign: {
        ...base,
        name: 'Summer Glow Serum',
        short_description: LONG_DESCRIPTION,
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        product_name: 'Summer Glow Serum',
        product_description: 'Glow Botanics makes clean, plant-based skincare in small batches.',
        sample_post_url: '/demo/campaigns/glow-serum-1.svg',
      },
      images: ['glow-serum-1', 'glow-serum-2', 'glow-serum-3'],
      moodBoard: ['moodboard-1', 'moodboard-2'],
      terms: 'glow-botanics-terms.html',
      invite: { status: 'PENDING', payout_amount_cents: 8500, total_payout_amount_cents: 11000 },
    },
    {
      brand: 'Peak Outdoors',
      campaign: {
        ...base,
        name: 'Trail Ready',
        short_description: 'Take our new trail shoes on your favourite hike and show the view.',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'CONTENT_PREAPPROVAL',
        platform: 'instagram_video',
        campaign_display_type: 'instagram_video',
        video_orientation: 'portrait',
        hashtags: ['#PeakOutdoors', '#ad'],
        screen_names: ['@peakoutdoors'],
        product_name: 'Ridge Runner shoes',
      },
      images: ['trail-ready-1', 'trail-ready-2'],
      invite: { status: 'PENDING', payout_amount_cents: 15000, total_payout_amount_cents: 15000 },
    },
    {
      brand: 'Urban Brew',
      campaign: {
        ...base,
        name: 'Morning Brew Stories',
        short_description: 'Show your morning coffee ritual with our cold brew.',
        influencer_compensation_type: 'PAYMENT_CREATOR_BUYS_PRODUCT',
        campaign_content_workflow: 'CONTENT_ONLY',
        platform: 'tiktok',
        creator_expense_amount_cents: 1500,
        hashtags: ['#UrbanBrew'],
        screen_names: ['@urbanbrew'],
        product_name: 'Cold Brew Pack',
      },
      images: ['morning-brew-1', 'morning-brew-2'],
      invite: { status: 'PENDING', payout_amount_cents: 3500, total_payout_amount_cents: 5000 },
    },
    {
      brand: 'Nova Audio',
      campaign: {
        ...base,
        name: 'Nova Sound Check',
        short_description: 'Your soundtrack for the week with the Nova One headphones.',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_video',
        hashtags: ['#NovaAudio'],
        screen_names: ['@novaaudio'],
      },
      images: ['nova-sound-1', 'headphones-1'],
      invite: { status: 'PENDING', payout_amount_cents: 4500 },
    },
    {
      brand: 'Urban Brew',
      campaign: {
        ...base,
        name: 'Sunset Sips',
        short_description: 'Golden-hour iced tea moments.',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        hashtags: ['#SunsetSips'],
        screen_names: ['@urbanbrew'],
        product_name: 'Iced Tea Sampler',
      },
      images: ['sunset-sips-1', 'sunset-sips-2'],
      terms: 'sunset-sips-terms.html',
      invite: { status: 'PENDING', payout_amount_cents: 2500 },
    },
    {
      brand: 'Kind Planet',
      campaign: {
        ...base,
        name: 'Beach Cleanup Day',
        short_description: 'Join a local cleanup and share why it matters.',
        influencer_compensation_type: 'PRODUCT',
        campaign_content_workflow: 'OPS_AND_BRAND_PREAPPROVAL',
        platform: 'instagram_image',
        flight_start: at(5),
        flight_end: at(20),
        hashtags: ['#KindPlanet'],
        screen_names: ['@kindplanet'],
      },
      images: ['cleanup-1'],
      invite: { status: 'ACCEPTED', payout_amount_cents: 0 },
    },
    {
      brand: 'Loop Fitness',
      campaign: {
        ...base,
        name: 'Loop 30-Day Challenge',
        short_description: 'Film day one of the 30-day challenge on YouTube.',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'youtube_video',
        campaign_display_type: 'youtube_video',
        video_orientation: 'landscape',
        hashtags: ['#Loop30'],
        screen_names: ['@loopfitness'],
      },
      images: ['loop-30-1', 'loop-30-2'],
      invite: { status: 'APPROVED', payout_amount_cents: 6000, total_payout_amount_cents: 6000 },
    },
    {
      brand: 'Glow Botanics',
      campaign: {
        ...base,
        name: 'Winter Glow Balm',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        product_name: 'Winter Glow Balm',
      },
      images: ['winter-glow-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 7000 },
      submissions: ['CONTENT_IN_REVIEW'],
    },
    {
      brand: 'Sol Swim',
      campaign: {
        ...base,
        name: 'Sol Swim Summer Drop',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        hashtags: ['#SolSwim'],
        screen_names: ['@solswim'],
      },
      images: ['sol-swim-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 9000 },
      submissions: ['POST_REJECTED'],
    },
    {
      brand: 'Pure Pet',
      campaign: {
        ...base,
        name: 'Pure Pet Treat Time',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        hashtags: ['#PurePet'],
        screen_names: ['@purepet'],
        product_name: 'Salmon Bites',
      },
      images: ['pure-pet-1', 'pure-pet-2'],
      invite: { status: 'APPROVED', payout_amount_cents: 4000 },
      submissions: ['DISTRIBUTION_APPROVED'],
    },
    {
      brand: 'Peak Outdoors',
      campaign: {
        ...base,
        name: 'Summit Stories',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'CONTENT_INTERNAL_PREAPPROVAL',
        platform: 'instagram_image',
        hashtags: ['#PeakOutdoors'],
        screen_names: ['@peakoutdoors'],
      },
      images: ['hike-club-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 12000 },
      submissions: ['CONTENT_CHANGES_REQUESTED'],
    },
    {
      brand: 'Nova Audio',
      campaign: {
        ...base,
        name: 'Nova Studio Sessions',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_video',
        flight_start: at(6),
        flight_end: at(25),
      },
      images: ['headphones-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 5500 },
    },
    {
      brand: 'Loop Fitness',
      campaign: {
        ...base,
        name: 'Yoga Flow Week',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        flight_start: at(-20),
        flight_end: at(-3),
      },
      images: ['yoga-flow-1'],
      invite: {
        status: 'APPROVED',
        payout_amount_cents: 5000,
        has_extension: true,
        granted_extension_end: at(4),
      },
    },
    {
      brand: 'Urban Brew',
      campaign: {
        ...base,
        name: 'Coffee Club Launch',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
      },
      images: ['coffee-club-1'],
      invite: {
        status: 'DENIED',
        payout_amount_cents: 3000,
        reject_reason: 'CREATOR_NOT_AVAILABLE',
      },
    },
    {
      brand: 'Sol Swim',
      campaign: {
        ...base,
        name: 'Sol Swim Pool Party',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
      },
      images: ['sol-swim-1'],
      invite: { status: 'PENDING', group: 'full', payout_amount_cents: 6500 },
    },
    {
      brand: 'Kind Planet',
      campaign: {
        ...base,
        name: 'Tree Planting Weekend',
        influencer_compensation_type: 'PRODUCT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
      },
      images: ['cleanup-1'],
      invite: { status: 'REJECTED', group: 'rejected', payout_amount_cents: 0 },
    },
    {
      brand: 'Pure Pet',
      campaign: {
        ...base,
        name: 'Pure Pet Adventure Pack',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
      },
      images: ['pure-pet-2'],
      invite: {
        status: 'PENDING',
        group: 'failed_smart_questions',
        payout_amount_cents: 3000,
        smart_question_answer_result: false,
      },
    },
    {
      brand: 'Glow Botanics',
      campaign: {
        ...base,
        name: 'Spring Refresh Mist',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        flight_start: at(-30),
        flight_end: at(-6),
      },
      images: ['glow-serum-3'],
      invite: { status: 'ACCEPTED', payout_amount_cents: 5000 },
    },
    {
      brand: 'Peak Outdoors',
      campaign: {
        ...base,
        name: 'Campfire Cookout',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        flight_start: at(-40),
        flight_end: at(-15),
      },
      images: ['trail-ready-2'],
      invite: {
        status: 'APPROVED',
        payout_amount_cents: 8000,
        has_extension: true,
        granted_extension_end: at(-5),
      },
    },
    {
      brand: 'Nova Audio',
      campaign: {
        ...base,
        name: 'Nova Commute Mix',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        status: 3,
        flight_start: at(-25),
        flight_end: at(-4),
      },
      images: ['nova-sound-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 6000, is_paid: true },
      submissions: ['PAID'],
    },
    {
      brand: 'Urban Brew',
      campaign: {
        ...base,
        name: 'Tea Time Takeover',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'CONTENT_ONLY',
        platform: 'instagram_image',
        status: 3,
        flight_start: at(-50),
        flight_end: at(-35),
      },
      images: ['tea-time-1'],
      invite: { status: 'APPROVED', payout_amount_cents: 4000, is_paid: true },
      submissions: ['PAID'],
    },
    {
      brand: 'Sol Swim',
      campaign: {
        ...base,
        name: 'Sol Swim Autumn Preview',
        short_description: 'Request an invite to preview our autumn collection.',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        status: 1,
        flight_start: at(14),
        flight_end: at(40),
        product_name: 'Autumn Wrap',
      },
      images: ['sol-swim-1'],
      flight: [14, 28],
    },
    {
      brand: 'Loop Fitness',
      campaign: {
        ...base,
        name: 'Loop Run Club',
        short_description: 'Show your weekly run with the Loop tracker.',
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'CONTENT_PREAPPROVAL',
        platform: 'tiktok',
        status: 1,
        flight_start: at(10),
        flight_end: at(30),
      },
      images: ['loop-30-2'],
      flight: [10, 24],
    },
  ];

  for (const [index, item] of demo.entries()) {
    const slug = BRANDS[item.brand] ?? 'glow-botanics';
    const [campaign] = await db
      .insert(campaigns)
      .values({
        short_description: `${item.brand} is looking for creators to share ${item.campaign.name}.`,
        ...item.campaign,
        hashtags:
          item.campaign.hashtags === base.hashtags
            ? ['#ad', `#${item.brand.replaceAll(' ', '')}`]
            : item.campaign.hashtags,
        screen_names:
          item.campaign.screen_names === base.screen_names
            ? [`@${slug.replaceAll('-', '')}`]
            : item.campaign.screen_names,
        brand_id: brandIds.get(item.brand)!,
      })
      .returning({ id: campaigns.id });
    const campaignId = campaign!.id;
    await db.insert(campaignSampleMedia).values([
      ...item.images.map((name, position) => ({
        campaign_id: campaignId,
        kind: 'image' as const,
        url: `/demo/campaigns/${name}.svg`,
        position,
      })),
      ...(item.moodBoard ?? []).map((name, position) => ({
        campaign_id: campaignId,
        kind: 'mood_board' as const,
        url: `/demo/campaigns/${name}.svg`,
        position,
      })),
    ]);
    await db.insert(campaignGuidelines).values(
      [
        {
          should: true,
          kind: 'content' as const,
          guideline: originalWorkDo(item.campaign.platform as CampaignPlatform),
        },
        ...DOS_AND_DONTS,
      ].map((g, position) => ({ ...g, campaign_id: campaignId, position })),
    );
    if (item.terms) {
      await db.insert(customTerms).values({
        campaign_id: campaignId,
        brand_name: item.brand,
        s3_key: `/demo/campaigns/terms/${item.terms}`,
      });
    }
    let flightId: number | null = null;
    if (item.flight) {
      const [flight] = await db
        .insert(flights)
        .values({
          campaign_id: campaignId,
          start_date: at(item.flight[0]),
          end_date: at(item.flight[1]),
        })
        .returning({ id: flights.id });
      flightId = flight!.id;
    }
    if (!item.invite) continue;
    const [invite] = await db
      .insert(invites)
      .values({
        ...item.invite,
        campaign_id: campaignId,
        user_id: ids.creatorId,
        flight_id: flightId,
        // The list shows the newest invites first: the order of this table. Sent six hours ago,
        // so the invites are still open to accept when the demo starts (issue 31: accept-by
        // moments that passed as the server started read as "today" in amber).
        invite_sent_at: new Date(now.getTime() - 6 * 3_600_000 - index * 60_000),
      })
      .returning({ id: invites.id });
    for (const funnel_state of item.submissions ?? []) {
      const [file] = await db
        .insert(media)
        .values({
          user_id: ids.creatorId,
          content_type: 'image',
          status: 'ready',
          source_url: `/demo/campaigns/${item.images[0]}.svg`,
          filename: `${item.images[0]}.svg`,
        })
        .returning({ id: media.id });
      const submittedAt = new Date(now.getTime() - 4 * DAY);
      const [row] = await db
        .insert(content)
        .values({
          invite_id: invite!.id,
          user_id: ids.creatorId,
          media_id: file!.id,
          platform_type: 'instagram',
          caption: `Loving this! ${item.campaign.hashtags?.join(' ') ?? ''}`,
          funnel_state,
          created_at: submittedAt,
        })
        .returning({ id: content.id });
      // Its review trail and the payout its approval recorded (issue 31: consistent demo).
      await seedReviewTrail(db, {
        contentId: row!.id,
        userId: ids.creatorId,
        target: funnel_state as ContentFunnelState,
        posted: POSTED.includes(funnel_state),
        submittedAt,
        stepMs: 6 * 3_600_000,
        payout: { amountCents: item.invite.payout_amount_cents ?? 0, paypalEmail: null },
        distribution: POSTED.includes(funnel_state)
          ? {
              url: `https://www.instagram.com/p/demo-${row!.id}/`,
              platform: 'instagram',
              contentUrl: `/demo/campaigns/${item.images[0]}.svg`,
              caption: null,
            }
          : null,
      });
    }
  }
}
