import { originalWorkDo } from '@portal/domain/campaigns/guidelines';
import type { CampaignPlatform } from '@portal/domain/campaigns/workflows';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { ACCEPT_WITHIN_SECONDS } from '@portal/domain/invites/invite-view';
import { type CampaignDraft, isVideoPlatform } from '@portal/domain/studio/campaign-draft';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { campaigns } from '../db/schema/campaigns';
import { content, media } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { demoBrandIds } from './demo-people';
import { createDemoStudio, type DemoStudioDoors, demoWrittenAt } from './demo-studio';
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
  /** Custom terms: the title of the demo agreement. */
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
const DOS_AND_DONTS = {
  contentDo: 'Show the product in natural light',
  contentDont: 'Show competing brands or their logos',
  captionDos: ['Include the hashtags in your caption', 'Include the screen names in your caption'],
  captionDont: 'Mention prices or discounts',
} as const;

/** The demo's custom terms (as the studio keeps them: text; each a versioned terms page). */
const DEMO_TERMS = (brand: string) =>
  `${brand} campaign agreement\n\n` +
  "This demo agreement stands in for the brand's custom terms. By accepting the campaign you " +
  'agree that:\n' +
  '1. Your post stays up for at least 14 days.\n' +
  `2. ${brand} may share your post on its own channels, crediting you.\n` +
  '3. You disclose the partnership with #ad in the caption.';

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
  ids: { creatorId: number; glowBotanicsBrandId: number; opsId: number },
  doors: DemoStudioDoors,
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
      terms: 'Glow Botanics',
      // The total is the payout: only a 'creator buys the product' campaign reimburses.
      invite: { status: 'PENDING', payout_amount_cents: 8500 },
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
        // A video campaign is published with an orientation (the studio's rule).
        video_orientation: 'portrait',
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
        video_orientation: 'portrait',
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
      terms: 'Sunset Sips',
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
        // A campaign that gives a product names it (the studio's rule).
        product_name: 'Cleanup kit',
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
        video_orientation: 'portrait',
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
        product_name: 'Pool Party swimsuit',
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
        product_name: 'Tree planting kit',
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
        payout_amount_cents: 6000,
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
        video_orientation: 'portrait',
        // A paid campaign is published with its payout (the studio's rule).
        payout_amount_cents: 4000,
        status: 1,
        flight_start: at(10),
        flight_end: at(30),
      },
      images: ['loop-30-2'],
      flight: [10, 24],
    },
  ];

  // Issue 29: the demo's campaigns and invites are made through the studio's services, as the
  // console makes them (ops writes, publishes, invites, closes), each at a moment of the demo's
  // history (decision 573).
  const studio = createDemoStudio(db, ids.opsId, doors);
  const picture = (name: string) => `/demo/campaigns/${name}.svg`;
  for (const [index, item] of demo.entries()) {
    const c = item.campaign;
    const brandId = brandIds.get(item.brand)!;
    const slug = BRANDS[item.brand] ?? 'glow-botanics';
    const start = c.flight_start!;
    const end = c.flight_end!;
    const platform = c.platform as CampaignPlatform;
    const window = item.flight ? { start: at(item.flight[0]), end: at(item.flight[1]) } : null;
    const { id: campaignId } = await studio.publish({
      brandId,
      writtenAt: demoWrittenAt({ start, end }, now),
      images: item.images.map(picture),
      moodBoard: (item.moodBoard ?? []).map(picture),
      document: {
        name: c.name,
        short_description:
          c.short_description ?? `${item.brand} is looking for creators to share ${c.name}.`,
        platform,
        campaign_content_workflow:
          c.campaign_content_workflow as CampaignDraft['campaign_content_workflow'],
        influencer_compensation_type:
          c.influencer_compensation_type as CampaignDraft['influencer_compensation_type'],
        payout_cents: item.invite?.payout_amount_cents ?? c.payout_amount_cents ?? 0,
        creator_expense_cents: c.creator_expense_amount_cents ?? 0,
        product_name: c.product_name ?? null,
        product_description: c.product_description ?? null,
        flight_start: start.toISOString(),
        flight_end: end.toISOString(),
        // One posting window: the campaign's dates, or the window an upcoming campaign takes
        // requests for.
        windows: [
          {
            key: 'w1',
            start: (window?.start ?? start).toISOString(),
            end: (window?.end ?? end).toISOString(),
          },
        ],
        content_dos: [originalWorkDo(platform), DOS_AND_DONTS.contentDo],
        content_donts: [DOS_AND_DONTS.contentDont],
        caption_dos: [...DOS_AND_DONTS.captionDos],
        caption_donts: [DOS_AND_DONTS.captionDont],
        hashtags:
          c.hashtags === base.hashtags
            ? ['#ad', `#${item.brand.replaceAll(' ', '')}`]
            : (c.hashtags ?? []),
        screen_names:
          c.screen_names === base.screen_names
            ? [`@${slug.replaceAll('-', '')}`]
            : (c.screen_names ?? []),
        video_orientation: isVideoPlatform(platform) ? (c.video_orientation ?? 'portrait') : null,
        custom_terms: item.terms ? DEMO_TERMS(item.terms) : null,
        open_to_requests: c.status === 1,
      },
    });

    if (item.invite) {
      // Sent six hours ago, one minute apart, so the list (newest first) keeps the demo's order
      // and pending invites are still open to accept when the demo starts (issue 31). One to a
      // campaign that ended before then was sent while it ran.
      const sentAt = new Date(now.getTime() - 6 * 3_600_000 - index * 60_000);
      const sendable = end.getTime() >= sentAt.getTime() + ACCEPT_WITHIN_SECONDS * 1000;
      const [inviteId] = await studio.invite(
        campaignId,
        [ids.creatorId],
        sendable ? sentAt : new Date(start.getTime() + 3_600_000),
        { newsAt: sentAt },
      );
      // What the studio cannot express, written by the seed: the demo creator's history with this
      // invite (accepted, approved, declined, rejected, full, failed questions, an extension,
      // paid), and the moment it was sent in the demo's order.
      const {
        payout_amount_cents: _payout,
        total_payout_amount_cents: _total,
        ...state
      } = item.invite;
      await db
        .update(invites)
        .set({ ...state, invite_sent_at: sentAt })
        .where(eq(invites.id, inviteId!));
      await seedSubmissions(db, item, inviteId!, ids.creatorId, now);
    }
    if (c.status === 3) await studio.close(campaignId, end);
  }
}

/** The demo creator's submissions to an invite, with their review trail and payout. */
async function seedSubmissions(
  db: Db,
  item: DemoCampaign,
  inviteId: number,
  creatorId: number,
  now: Date,
) {
  for (const funnel_state of item.submissions ?? []) {
    const [file] = await db
      .insert(media)
      .values({
        user_id: creatorId,
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
        invite_id: inviteId,
        user_id: creatorId,
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
      userId: creatorId,
      target: funnel_state as ContentFunnelState,
      posted: POSTED.includes(funnel_state),
      submittedAt,
      stepMs: 6 * 3_600_000,
      payout: { amountCents: item.invite?.payout_amount_cents ?? 0, paypalEmail: null },
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
