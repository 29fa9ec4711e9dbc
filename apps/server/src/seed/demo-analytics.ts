import { and, eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import {
  content,
  contentTransitions,
  distributionSnapshots,
  distributions,
  media,
  payouts,
} from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { socialAccounts } from '../db/schema/users';
import {
  SANDBOX_VIRAL_POST,
  sandboxAccessToken,
  sandboxMetrics,
} from '../integrations/social/sandbox-social';
import { createTokenCipher, tokenKeyFrom } from '../integrations/social/token-cipher';
import { demoBrandIds } from './demo-people';
import { createDemoStudio, type DemoStudioDoors } from './demo-studio';
import { createSeedSocial } from './seed-doors';

const DAY = 86_400_000;
/** Snapshot ages after posting: the counters of a post settle within two weeks. */
const SNAPSHOT_DAYS = [1, 3, 7, 14];

interface DemoPost {
  brand: string;
  campaign: string;
  daysAgo: number;
  payoutCents: number;
  /** The sandbox's viral post (its counters pass a million likes). */
  viral?: boolean;
}

const BRANDS: Record<string, string | null> = {
  'Harbor & Pine': '/demo/analytics/harbor-pine.svg',
  'Kite Kitchen': '/demo/analytics/kite-kitchen.svg',
  'Velo City': '/demo/analytics/velo-city.svg',
  'Luma Skin': '/demo/analytics/luma-skin.svg',
};

/**
 * Nine accepted posts over eight months, one of them viral (over a million likes), so the tiles
 * show each abbreviation and the chart has a shape.
 */
const POSTS: DemoPost[] = [
  { brand: 'Luma Skin', campaign: 'Dewy Days', daysAgo: 236, payoutCents: 20_000 },
  { brand: 'Harbor & Pine', campaign: 'Cozy Corners', daysAgo: 205, payoutCents: 27_500 },
  { brand: 'Kite Kitchen', campaign: 'Sunday Bake-Off', daysAgo: 171, payoutCents: 15_000 },
  {
    brand: 'Glow Botanics',
    campaign: 'Glow Serum Launch',
    daysAgo: 140,
    payoutCents: 120_000,
    viral: true,
  },
  { brand: 'Velo City', campaign: 'Ride to Work Week', daysAgo: 112, payoutCents: 30_000 },
  { brand: 'Kite Kitchen', campaign: 'Summer Salads', daysAgo: 84, payoutCents: 17_550 },
  { brand: 'Luma Skin', campaign: 'SPF Every Day', daysAgo: 58, payoutCents: 22_500 },
  { brand: 'Harbor & Pine', campaign: 'Autumn Table', daysAgo: 33, payoutCents: 25_000 },
  { brand: 'Glow Botanics', campaign: 'Night Repair Ritual', daysAgo: 19, payoutCents: 40_000 },
];

/**
 * The demo creator's analytics: brands, ended campaigns, approved invites, posted and paid
 * content with snapshots taken over the first two weeks of each post, and a sandbox token on
 * their Instagram account so the metrics sync and the Instagram-post page can read it.
 */
export async function seedDemoAnalytics(
  db: DbOrTx,
  ids: { creatorId: number; glowBotanicsBrandId: number; opsId: number },
  config: Pick<Config, 'social' | 'auth'>,
  doors: DemoStudioDoors,
  now = new Date(),
) {
  const studio = createDemoStudio(db as Db, ids.opsId, doors);
  // The brands exist already: seedDemoPeople made them through the brands service.
  const brandIds = await demoBrandIds(db as Db, Object.keys(BRANDS));
  brandIds.set('Glow Botanics', ids.glowBotanicsBrandId);
  for (const [index, post] of POSTS.entries()) {
    const postedAt = new Date(now.getTime() - post.daysAgo * DAY);
    const start = new Date(postedAt.getTime() - 14 * DAY);
    const windowStart = new Date(postedAt.getTime() - 7 * DAY);
    // Written and published by ops the day before it started, closed when it ended (issue 29,
    // decision 610).
    const writtenAt = new Date(start.getTime() - DAY);
    const campaign = await studio.publish({
      brandId: brandIds.get(post.brand)!,
      writtenAt,
      images: [`/demo/analytics/post-${index + 1}.svg`],
      document: {
        name: post.campaign,
        short_description: `${post.brand} x creators: ${post.campaign}.`,
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: 'CONTENT_PREAPPROVAL',
        platform: 'instagram_image',
        payout_cents: post.payoutCents,
        flight_start: start.toISOString(),
        flight_end: postedAt.toISOString(),
        windows: [{ key: 'w1', start: windowStart.toISOString(), end: postedAt.toISOString() }],
      },
    });
    const [inviteId] = await studio.invite(
      campaign.id,
      [ids.creatorId],
      new Date(writtenAt.getTime() + 3_600_000),
    );
    // The creator's history with the invite, which no studio service makes: accepted into the
    // window, approved, its deliverable paid.
    const [invite] = await db
      .update(invites)
      .set({
        status: 'APPROVED',
        group: 'expired',
        is_paid: true,
        flight_id: campaign.flights.get('w1')!,
        flight_end: postedAt,
      })
      .where(eq(invites.id, inviteId!))
      .returning();
    await studio.close(campaign.id, postedAt);
    const [file] = await db
      .insert(media)
      .values({
        user_id: ids.creatorId,
        source_url: `/demo/analytics/post-${index + 1}.svg`,
        filename: `post-${index + 1}.svg`,
        content_type: 'image',
        mime_type: 'image/svg+xml',
        status: 'ready',
      })
      .returning();
    const [row] = await db
      .insert(content)
      .values({
        invite_id: invite!.id,
        user_id: ids.creatorId,
        media_id: file!.id,
        platform_type: 'instagram',
        caption: `${post.campaign} with ${post.brand} #ad`,
        funnel_state: 'PAID',
        creator_will_post: true,
        created_at: new Date(postedAt.getTime() - 3 * DAY),
        updated_at: new Date(postedAt.getTime() + 10 * DAY),
      })
      .returning();
    // Its review trail, on the dates of its payout and post below (issue 31: complete history).
    const steps = [
      ['submit_content', null, 'CONTENT_IN_REVIEW', 'creator', -3],
      ['approve_distribute', 'CONTENT_IN_REVIEW', 'CONTENT_APPROVED_DO_DISTRIBUTE', 'ops', -2],
      ['post_found', 'CONTENT_APPROVED_DO_DISTRIBUTE', 'DISTRIBUTION_VERIFYING', 'system', 0],
      ['verify_distribution', 'DISTRIBUTION_VERIFYING', 'DISTRIBUTION_APPROVED', 'ops', 1],
      ['mark_paid', 'DISTRIBUTION_APPROVED', 'PAID', 'ops', 10],
    ] as const;
    await db.insert(contentTransitions).values(
      steps.map(([action, from, to, actor, days]) => ({
        content_id: row!.id,
        from_state: from,
        to_state: to,
        action,
        actor_user_id: actor === 'creator' ? ids.creatorId : null,
        actor_type: actor,
        created_at: new Date(postedAt.getTime() + days * DAY),
      })),
    );
    const url = post.viral
      ? SANDBOX_VIRAL_POST.url
      : `https://www.instagram.com/p/demo${index + 1}${post.campaign.length}/`;
    const [distribution] = await db
      .insert(distributions)
      .values({
        content_id: row!.id,
        distribution_url: url,
        distribution_platform: 'instagram',
        caption: row!.caption,
        posted_at: postedAt,
        verified_at: new Date(postedAt.getTime() + DAY),
      })
      .returning();
    const snapshots = SNAPSHOT_DAYS.map((days) => {
      const takenAt = new Date(postedAt.getTime() + days * DAY);
      const counters = sandboxMetrics(url, postedAt, takenAt);
      return { distribution_id: distribution!.id, ...counters, taken_at: takenAt };
    }).filter((s) => s.taken_at <= now);
    if (snapshots.length > 0) await db.insert(distributionSnapshots).values(snapshots);
    await db.insert(payouts).values({
      content_id: row!.id,
      invite_id: invite!.id,
      user_id: ids.creatorId,
      amount_cents: post.payoutCents,
      paypal_email: 'maya.payouts@demo.test',
      status: 'paid',
      batch_id: `demo-analytics-${index + 1}`,
      // Approved before it was posted, paid ten days after: the earnings view shows real dates.
      created_at: new Date(postedAt.getTime() - 2 * DAY),
      paid_at: new Date(postedAt.getTime() + 10 * DAY),
    });
  }

  const cipher = createTokenCipher(tokenKeyFrom(config.social.tokenKey, config.auth.jwtSecret));
  await db
    .update(socialAccounts)
    .set({ access_token_enc: cipher.encrypt(sandboxAccessToken('instagram', 'maya.makes')) })
    .where(
      and(eq(socialAccounts.user_id, ids.creatorId), eq(socialAccounts.platform, 'instagram')),
    );
  // Her followers and engagement, read through the adapter as a connection reads them (decision
  // 670), so the creator directory shows them.
  const social = createSeedSocial(db as Db, config, () => now);
  const account = await social.findAccount(ids.creatorId, 'instagram');
  if (account) await social.refreshAccountAudience(account);
}
