import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { brands, campaigns, flights } from '../src/db/schema/campaigns';
import {
  content,
  distributionSnapshots,
  distributions,
  media,
  payouts,
} from '../src/db/schema/content';
import { invites } from '../src/db/schema/invites';
import { socialAccounts } from '../src/db/schema/users';

/** Follows the sandbox consent page: start → consent (allow with a handle) → callback URL. */
export async function connectThroughSandbox(
  app: FastifyInstance,
  headers: { authorization: string },
  platform: 'instagram' | 'tiktok',
  handle: string,
  returnTo = '/creator/setup/accounts',
) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/v1/social/connections',
    headers,
    payload: { socialPlatform: platform, returnTo },
  });
  const consentUrl = new URL(start.json().authorizeUrl, 'http://portal.test');
  const state = consentUrl.searchParams.get('state')!;
  const consent = await app.inject({
    method: 'GET',
    url: `${consentUrl.pathname}?${new URLSearchParams({ platform, state, handle, decision: 'allow' })}`,
  });
  return { state, callbackUrl: consent.headers.location as string };
}

export async function insertSocialAccount(
  app: FastifyInstance,
  values: Partial<typeof socialAccounts.$inferInsert> & { user_id: number; platform: string },
) {
  const [row] = await app.container.db
    .insert(socialAccounts)
    .values({ social_id: `id-${values.platform}`, handle: 'someone', ...values })
    .returning();
  return row!;
}

/**
 * An accepted, posted piece of content for the creator: brand, campaign, invite, media, content
 * in `state`, a distribution, optional snapshots (oldest first) and an optional payout.
 */
export async function createPostedContent(
  app: FastifyInstance,
  userId: number,
  options: {
    brandName?: string;
    campaignName?: string;
    brandId?: number;
    state?: string;
    platform?: string;
    postedAt?: Date;
    snapshots?: { likes: number; replies: number; impressions: number; taken_at?: Date }[];
    payoutCents?: number;
    payoutStatus?: 'pending' | 'paid';
  } = {},
) {
  const { db } = app.container;
  // Brand names are unique (issue 28): a second post of the same brand reuses it.
  const brandName = options.brandName ?? 'Glow';
  const brandId =
    options.brandId ??
    (await db.select().from(brands).where(eq(brands.name, brandName)))[0]?.id ??
    (await db.insert(brands).values({ name: brandName }).returning())[0]!.id;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      brand_id: brandId,
      name: options.campaignName ?? 'Spring glow',
      influencer_compensation_type: 'payment',
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      platform: options.platform ?? 'instagram',
      status: 3,
    })
    .returning();
  const postedAt = options.postedAt ?? new Date('2024-03-10T12:00:00Z');
  const [flight] = await db
    .insert(flights)
    .values({ campaign_id: campaign!.id, start_date: postedAt, end_date: postedAt })
    .returning();
  const [invite] = await db
    .insert(invites)
    .values({
      campaign_id: campaign!.id,
      user_id: userId,
      flight_id: flight!.id,
      status: 'APPROVED',
      payout_amount_cents: options.payoutCents ?? 0,
    })
    .returning();
  const [file] = await db
    .insert(media)
    .values({ user_id: userId, content_type: 'image', status: 'ready', source_url: '/demo/a.svg' })
    .returning();
  const [row] = await db
    .insert(content)
    .values({
      invite_id: invite!.id,
      user_id: userId,
      media_id: file!.id,
      platform_type: options.platform ?? 'instagram',
      funnel_state: options.state ?? 'PAID',
    })
    .returning();
  const [distribution] = await db
    .insert(distributions)
    .values({
      content_id: row!.id,
      distribution_url: `https://www.instagram.com/p/${row!.id}x/`,
      distribution_platform: options.platform ?? 'instagram',
      posted_at: postedAt,
    })
    .returning();
  for (const s of options.snapshots ?? []) {
    await db.insert(distributionSnapshots).values({ distribution_id: distribution!.id, ...s });
  }
  if (options.payoutCents) {
    await db.insert(payouts).values({
      content_id: row!.id,
      invite_id: invite!.id,
      user_id: userId,
      amount_cents: options.payoutCents,
      status: options.payoutStatus ?? 'paid',
      batch_id: `batch-${row!.id}`,
      paid_at: options.payoutStatus === 'pending' ? null : postedAt,
    });
  }
  return {
    brandId,
    campaign: campaign!,
    invite: invite!,
    content: row!,
    distribution: distribution!,
  };
}
