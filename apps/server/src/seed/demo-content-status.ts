import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content, contentComments, media } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { createDemoStudio, type DemoStudioDoors } from './demo-studio';
import { seedReviewTrail } from './demo-trail';

const DAY = 86_400_000;

/** Campaign names of the content status tour (end-to-end specs find content by them). */
export const STATUS_TOUR = {
  PRODUCT: 'Status Tour: Product',
  CONTENT_PREAPPROVAL: 'Status Tour: Preapproval',
  CONTENT_INTERNAL_PREAPPROVAL: 'Status Tour: Internal Preapproval',
  CONTENT_ONLY: 'Status Tour: Content Only',
  OPS_AND_BRAND_PREAPPROVAL: 'Status Tour: Brand & Legal',
  tiktok: 'Status Tour: TikTok',
} as const;

type TourCampaign = keyof typeof STATUS_TOUR;

interface TourItem {
  campaign: TourCampaign;
  state: string;
  caption: string;
  comments?: [source: string, messages: string[]][];
  distribution?: boolean;
  /** A video whose file is not there yet: the screen says it is processing. */
  processing?: boolean;
}

/** Every funnel state, the review-by copy of each workflow, comments of each source. */
const TOUR: TourItem[] = [
  {
    campaign: 'PRODUCT',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour in review #glowtour @glowbotanics',
  },
  {
    campaign: 'CONTENT_PREAPPROVAL',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour preapproval #glowtour @glowbotanics',
  },
  {
    campaign: 'CONTENT_INTERNAL_PREAPPROVAL',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour internal #glowtour @glowbotanics',
  },
  {
    campaign: 'CONTENT_ONLY',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour content only #glowtour @glowbotanics',
  },
  {
    campaign: 'OPS_AND_BRAND_PREAPPROVAL',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour brand and legal #glowtour @glowbotanics',
  },
  {
    campaign: 'PRODUCT',
    state: 'CONTENT_REJECTED',
    caption: 'Tour rejected #glowtour @glowbotanics',
    comments: [
      ['OPS_REJECT', ['The product is not visible in the photo.']],
      ['BRAND_CONTENT_APPROVAL', ['Please avoid showing competing products.']],
    ],
  },
  {
    campaign: 'CONTENT_PREAPPROVAL',
    state: 'CONTENT_CHANGES_REQUESTED',
    caption: 'Tour changes #glowtour',
    comments: [['OPS_REQUEST_FIX', ['Please add @glowbotanics to your caption.']]],
  },
  {
    campaign: 'CONTENT_INTERNAL_PREAPPROVAL',
    state: 'CONTENT_CHANGES_IN_REVIEW',
    caption: 'Tour changes in review #glowtour @glowbotanics',
  },
  // The brand decides pre-approval content (decision 520): a fixed caption waiting for it.
  {
    campaign: 'CONTENT_PREAPPROVAL',
    state: 'CONTENT_CHANGES_IN_REVIEW',
    caption: 'Tour fixed for the brand #glowtour @glowbotanics',
  },
  {
    campaign: 'PRODUCT',
    state: 'DISTRIBUTION_APPROVED',
    caption: 'Tour post approved #glowtour @glowbotanics',
    distribution: true,
  },
  {
    campaign: 'PRODUCT',
    state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
    caption: 'Tour post it #glowtour @glowbotanics',
  },
  {
    campaign: 'tiktok',
    state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
    caption: 'Tour TikTok #glowtour @glowbotanics',
  },
  {
    campaign: 'CONTENT_ONLY',
    state: 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
    caption: 'Tour great job #glowtour @glowbotanics',
  },
  {
    campaign: 'PRODUCT',
    state: 'DISTRIBUTION_VERIFYING',
    caption: 'Tour verifying #glowtour @glowbotanics',
    distribution: true,
  },
  {
    campaign: 'PRODUCT',
    state: 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
    caption: 'Tour match #glowtour @glowbotanics',
  },
  {
    campaign: 'PRODUCT',
    state: 'POST_REJECTED',
    caption: 'Tour post rejected #glowtour @glowbotanics',
    distribution: true,
    comments: [
      ['OPS_REQUEST_FIX', ['Tag @glowbotanics in the post itself.']],
      ['OPS_REJECT', ['The post was removed before 14 days.']],
    ],
  },
  {
    campaign: 'PRODUCT',
    state: 'DISTRIBUTION_CHANGES_REQUESTED',
    caption: 'Tour update post #glowtour @glowbotanics',
    distribution: true,
  },
  {
    campaign: 'PRODUCT',
    state: 'PAID',
    caption: 'Tour paid #glowtour @glowbotanics',
    distribution: true,
  },
  {
    campaign: 'OPS_AND_BRAND_PREAPPROVAL',
    state: 'CONTENT_IN_REVIEW',
    caption: 'Tour processing video #glowtour @glowbotanics',
    processing: true,
  },
];

/**
 * Issue 8's demo: creator@demo.test has content in every one of the twelve funnel states, on
 * every workflow, with comments of each source (OPS_REJECT, BRAND_CONTENT_APPROVAL,
 * OPS_REQUEST_FIX), an audit trail entry each, payouts for approved paid work, a TikTok campaign
 * whose posting date has passed, and one video still processing. Images are served by the app.
 */
export async function seedDemoContentStatus(
  db: Db,
  ids: { creatorId: number; opsId: number; brandUserId: number; glowBotanicsBrandId: number },
  doors: DemoStudioDoors,
  nowDate = new Date(),
) {
  const now = nowDate.getTime();
  const studio = createDemoStudio(db, ids.opsId, doors);
  const inviteIds = new Map<TourCampaign, number>();
  for (const [index, key] of (Object.keys(STATUS_TOUR) as TourCampaign[]).entries()) {
    const ended = key === 'tiktok';
    const start = new Date(now - 20 * DAY);
    const end = new Date(now + (ended ? -3 : 6) * DAY);
    // Written and published by ops the day before the tour started (issue 29, decision 610).
    const writtenAt = new Date(start.getTime() - DAY);
    const platform = key === 'tiktok' ? 'tiktok' : 'instagram_image';
    const campaign = await studio.publish({
      brandId: ids.glowBotanicsBrandId,
      writtenAt,
      images: [`/demo/content/glow-${index + 1}.svg`],
      document: {
        name: STATUS_TOUR[key],
        short_description: 'Glow Botanics shows each step of the content review.',
        influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
        campaign_content_workflow: key === 'tiktok' ? 'PRODUCT' : key,
        platform,
        // The studio's rules: a campaign that gives a product names it; a video has an orientation.
        product_name: 'Glow Tour kit',
        video_orientation: key === 'tiktok' ? 'portrait' : null,
        payout_cents: 15_000,
        flight_start: start.toISOString(),
        flight_end: end.toISOString(),
        windows: [{ key: 'w1', start: start.toISOString(), end: end.toISOString() }],
        hashtags: ['#glowtour'],
        screen_names: ['@glowbotanics'],
        requires_caption: true,
      },
    });
    const [inviteId] = await studio.invite(
      campaign.id,
      [ids.creatorId],
      new Date(writtenAt.getTime() + 3_600_000),
    );
    // The creator's history with the invite, which no studio service makes: accepted into the
    // campaign's window and approved (the creator and the reviewers did it).
    await db
      .update(invites)
      .set({ status: 'APPROVED', flight_id: campaign.flights.get('w1')! })
      .where(eq(invites.id, inviteId!));
    inviteIds.set(key, inviteId!);
  }

  const NOT_APPROVED = [
    'CONTENT_IN_REVIEW',
    'CONTENT_REJECTED',
    'CONTENT_CHANGES_REQUESTED',
    'CONTENT_CHANGES_IN_REVIEW',
  ];
  const payoutItemOf = new Map<string, number>();
  for (const [index, item] of TOUR.entries()) {
    if (item.state === 'PAID') payoutItemOf.set(item.campaign, index);
    else if (!NOT_APPROVED.includes(item.state) && !payoutItemOf.has(item.campaign)) {
      payoutItemOf.set(item.campaign, index);
    }
  }
  for (const [index, item] of TOUR.entries()) {
    const image = `/demo/content/glow-${(index % 7) + 1}.svg`;
    const [file] = await db
      .insert(media)
      .values({
        user_id: ids.creatorId,
        content_type: item.processing ? 'video' : 'image',
        status: item.processing ? 'processing' : 'ready',
        source_url: item.processing ? '/demo/content/processing-video.mp4' : image,
        filename: item.processing ? 'processing-video.mp4' : image.split('/').pop(),
      })
      .returning({ id: media.id });
    // A day apart, the newest yesterday: the review history, the payment dates and the
    // analytics 'Posted On' tile read like a real creator's past week, not like this minute.
    const at = new Date(now - (TOUR.length - index) * 86_400_000);
    const [row] = await db
      .insert(content)
      .values({
        invite_id: inviteIds.get(item.campaign)!,
        user_id: ids.creatorId,
        media_id: file!.id,
        platform_type: item.campaign === 'tiktok' ? 'tiktok' : 'instagram',
        caption: item.caption,
        funnel_state: item.state,
        creator_will_post: item.state === 'CREATOR_NEEDS_TO_SUBMIT_A_MATCH',
        created_at: at,
        updated_at: at,
      })
      .returning({ id: content.id });
    const contentId = row!.id;
    // Submitted a day apart; each review step three hours after the last (issue 31: a complete
    // history, and a payout recorded at approval and paid after, never before).
    const trail = await seedReviewTrail(db, {
      contentId,
      userId: ids.creatorId,
      opsId: ids.opsId,
      target: item.state as ContentFunnelState,
      posted: Boolean(item.distribution),
      submittedAt: at,
      stepMs: 3 * 3_600_000,
      // One payout per invite: the deliverable is paid once (its paid submission, else the first
      // approved one).
      payout:
        payoutItemOf.get(item.campaign) === index
          ? { amountCents: 15_000, paypalEmail: 'maya.payouts@example.com' }
          : null,
      distribution: item.distribution
        ? {
            url: `https://www.instagram.com/p/glowtour${index}/`,
            platform: 'instagram',
            contentUrl: image,
            caption: item.caption,
          }
        : null,
    });
    for (const [source, messages] of item.comments ?? []) {
      await db.insert(contentComments).values({
        content_id: contentId,
        comment_source: source,
        messages,
        author_user_id: source === 'BRAND_CONTENT_APPROVAL' ? ids.brandUserId : ids.opsId,
        // Written with the step that asked for it, so the history shows it there.
        created_at: trail.lastAt,
      });
    }
  }
}
