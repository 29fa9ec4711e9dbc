import type { ContentFunnelState } from '@portal/domain/content/funnel';
import type { Db } from '../db/client';
import { campaignGuidelines, campaigns } from '../db/schema/campaigns';
import { content, contentComments, contentSnTypes, media } from '../db/schema/content';
import { invites } from '../db/schema/invites';
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

const GUIDELINES = [
  { should: true, kind: 'content', guideline: 'Show the serum in your real morning routine' },
  { should: false, kind: 'content', guideline: 'Show other skincare brands' },
  { should: true, kind: 'caption', guideline: 'Include the hashtags and screen names' },
] as const;

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
  ids: { creatorId: number; glowBotanicsBrandId: number },
) {
  const now = Date.now();
  await db
    .insert(contentSnTypes)
    .values(DEMO_CONTENT_SN_TYPES.map((content_sn_type) => ({ content_sn_type })))
    .onConflictDoNothing();

  const base = {
    brand_id: ids.glowBotanicsBrandId,
    short_description: 'Show how Glow Botanics fits into your day.',
    influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
    status: 2,
    flight_start: new Date(now - 2 * DAY),
    flight_end: new Date(now + 21 * DAY),
    product_name: 'Glow Lab Serum',
    hashtags: ['glowlab'],
    screen_names: ['glowbotanics'],
    requires_caption: true,
    sample_post_url: '/demo/content/glow-5.svg',
  };
  const specs: (Partial<typeof campaigns.$inferInsert> & { name: string })[] = [
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.uploads,
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      platform: 'instagram_video',
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
      hashtags: ['glow'],
      screen_names: [],
      flight_start: new Date(now - 60 * DAY),
    },
    {
      name: DEMO_SUBMISSION_CAMPAIGNS.youtube,
      campaign_content_workflow: 'PRODUCT',
      platform: 'youtube_video',
      hashtags: [],
      screen_names: [],
    },
  ];
  const inviteIds: Record<string, number> = {};
  for (const spec of specs) {
    const [campaign] = await db
      .insert(campaigns)
      .values({
        ...base,
        campaign_content_workflow: 'PRODUCT',
        platform: 'instagram_image',
        ...spec,
      })
      .returning();
    await db
      .insert(campaignGuidelines)
      .values(GUIDELINES.map((g, position) => ({ ...g, position, campaign_id: campaign!.id })));
    const [invite] = await db
      .insert(invites)
      .values({
        campaign_id: campaign!.id,
        user_id: ids.creatorId,
        status: 'APPROVED',
        payout_amount_cents: 7500,
        total_payout_amount_cents: 7500,
      })
      .returning();
    inviteIds[spec.name] = invite!.id;
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
