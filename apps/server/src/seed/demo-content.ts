import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content, contentComments, contentSnTypes, media } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import {
  createDemoStudio,
  type DemoStudioCampaign,
  type DemoStudioDoors,
  demoWrittenAt,
} from './demo-studio';
import { seedReviewTrail } from './demo-trail';

const DAY = 86_400_000;

/** The content types the flagged selector offers. */
export const DEMO_CONTENT_SN_TYPES = ['Photo', 'Reel', 'Story', 'Video'];

/** Names of the issue-7 demo campaigns (end-to-end specs find their cards by these). */
export const DEMO_SUBMISSION_CAMPAIGNS = {
  uploads: 'Glow Lab Reels',
  submissions: 'Glow Lab Diaries',
  contentOnly: 'Glow Lab Unboxing',
  post: 'Glow Lab Golden Hour',
  youtube: 'Glow Lab Tutorials',
} as const;

const GUIDELINES = {
  contentDo: 'Show the serum in your real morning routine',
  contentDont: 'Show other skincare brands',
  captionDo: 'Include the hashtags and screen names',
} as const;

/** Submissions of 'Glow Lab Diaries', one per card status of spec part 2 section 4. */
const DIARIES: { state: string; image: number; caption: string; distribution?: boolean }[] = [
  {
    state: 'CONTENT_IN_REVIEW',
    image: 1,
    caption: 'My morning glow ritual #glowlab @glowbotanics',
  },
  { state: 'CONTENT_CHANGES_REQUESTED', image: 2, caption: 'Shelfie time #glowlab' },
  { state: 'CONTENT_REJECTED', image: 3, caption: 'Garden light #glowlab @glowbotanics' },
  {
    state: 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
    image: 4,
    caption: 'Evening care #glowlab @glowbotanics',
  },
  {
    state: 'CONTENT_APPROVED_DO_DISTRIBUTE',
    image: 5,
    caption: 'Golden hour #glowlab @glowbotanics',
  },
  {
    state: 'DISTRIBUTION_VERIFYING',
    image: 6,
    caption: 'Fresh start #glowlab @glowbotanics',
    distribution: true,
  },
  {
    state: 'POST_REJECTED',
    image: 7,
    caption: 'Night care #glowlab @glowbotanics',
    distribution: true,
  },
];

/**
 * Issue 7 demo data for creator@demo.test: five approved invites of Glow Botanics campaigns to
 * try every submission path (upload with a required caption, a submissions list with a card in
 * every status, a content-only upload, an Instagram post, a YouTube video), and the content
 * types of the flagged selector. Images are the app's own SVGs under /demo/content/.
 */
export async function seedDemoContent(
  db: Db,
  ids: { creatorId: number; glowBotanicsBrandId: number; opsId: number },
  doors: DemoStudioDoors,
) {
  const now = Date.now();
  await db
    .insert(contentSnTypes)
    .values(DEMO_CONTENT_SN_TYPES.map((content_sn_type) => ({ content_sn_type })))
    .onConflictDoNothing();

  const base = {
    short_description: 'Show how Glow Botanics fits into your day.',
    influencer_compensation_type: 'PRODUCT_AND_PAYMENT' as const,
    payout_cents: 7500,
    product_name: 'Glow Lab Serum',
    hashtags: ['#glowlab'],
    screen_names: ['@glowbotanics'],
    requires_caption: true,
    content_dos: [GUIDELINES.contentDo],
    content_donts: [GUIDELINES.contentDont],
    caption_dos: [GUIDELINES.captionDo],
  } satisfies Partial<DemoStudioCampaign['document']>;
  const specs: (Omit<DemoStudioCampaign['document'], 'flight_start'> & { start?: number })[] = [
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.uploads,
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      platform: 'instagram_video',
      video_orientation: 'portrait',
    },
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.submissions,
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      platform: 'instagram_image',
    },
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.contentOnly,
      campaign_content_workflow: 'CONTENT_ONLY',
      platform: 'instagram_image',
      requires_caption: false,
      hashtags: [],
      screen_names: [],
    },
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.post,
      campaign_content_workflow: 'PRODUCT',
      platform: 'instagram_image',
      hashtags: ['#glow'],
      screen_names: [],
      start: -60,
    },
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.youtube,
      campaign_content_workflow: 'PRODUCT',
      platform: 'youtube_video',
      // A video campaign is published with an orientation (the studio's rule).
      video_orientation: 'landscape',
      hashtags: [],
      screen_names: [],
    },
  ];
  // Written, published and sent by ops through the studio (issue 29, decision 610).
  const studio = createDemoStudio(db, ids.opsId, doors);
  const end = new Date(now + 21 * DAY);
  const inviteIds: Record<string, number> = {};
  for (const { start: startDay = -2, ...spec } of specs) {
    const start = new Date(now + startDay * DAY);
    const campaign = await studio.publish({
      brandId: ids.glowBotanicsBrandId,
      writtenAt: demoWrittenAt({ start, end }, new Date(now)),
      images: ['/demo/content/glow-5.svg'],
      document: {
        ...base,
        ...spec,
        flight_start: start.toISOString(),
        flight_end: end.toISOString(),
        windows: [{ key: 'w1', start: start.toISOString(), end: end.toISOString() }],
      },
    });
    // Sent as the demo starts (the newest invites of its list, as before).
    const [inviteId] = await studio.invite(campaign.id, [ids.creatorId], new Date(now));
    // Accepted and approved: the creator's and the reviewers' history, which no studio service
    // makes.
    await db.update(invites).set({ status: 'APPROVED' }).where(eq(invites.id, inviteId!));
    inviteIds[spec.name] = inviteId!;
  }

  const diariesInvite = inviteIds[DEMO_SUBMISSION_CAMPAIGNS.submissions]!;
  let approvedOnce = false;
  for (const [i, item] of DIARIES.entries()) {
    const created = new Date(now - (DIARIES.length - i) * DAY);
    const [m] = await db
      .insert(media)
      .values({
        user_id: ids.creatorId,
        content_type: 'image',
        source_url: `/demo/content/glow-${item.image}.svg`,
        mime_type: 'image/svg+xml',
        status: 'ready',
        created_at: created,
      })
      .returning();
    const [row] = await db
      .insert(content)
      .values({
        invite_id: diariesInvite,
        user_id: ids.creatorId,
        media_id: m!.id,
        platform_type: 'instagram_image',
        caption: item.caption,
        funnel_state: item.state,
        created_at: created,
        updated_at: created,
      })
      .returning();
    // Its review trail, a payout recorded at approval and the post (issue 31: consistent demo).
    const paidOnce = approvedOnce;
    const trail = await seedReviewTrail(db, {
      contentId: row!.id,
      userId: ids.creatorId,
      target: item.state as ContentFunnelState,
      posted: Boolean(item.distribution),
      submittedAt: created,
      stepMs: 3 * 3_600_000,
      // One payout per invite (its first approved submission): the deliverable is paid once.
      payout: paidOnce ? null : { amountCents: 7500, paypalEmail: null },
      distribution: item.distribution
        ? {
            url: `https://www.instagram.com/p/demo-glow-${i}/`,
            platform: 'instagram',
            contentUrl: `/demo/content/glow-${item.image}.svg`,
            caption: item.caption,
          }
        : null,
    });
    approvedOnce ||= trail.approvedAt !== null;
    if (item.state === 'CONTENT_CHANGES_REQUESTED') {
      await db.insert(contentComments).values({
        content_id: row!.id,
        comment_source: 'OPS_REQUEST_FIX',
        messages: ['Please add @glowbotanics to your caption.'],
        created_at: trail.lastAt,
      });
    }
  }
  return { inviteIds };
}
