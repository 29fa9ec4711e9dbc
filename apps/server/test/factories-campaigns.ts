import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  brands,
  campaignGuidelines,
  campaignSampleMedia,
  campaigns,
  customTerms,
  flights,
} from '../src/db/schema/campaigns';
import { content, media } from '../src/db/schema/content';
import { invites } from '../src/db/schema/invites';
import { socialAccounts } from '../src/db/schema/users';

const unique = () => randomBytes(4).toString('hex');
const DAY = 86_400_000;

/** A brand and an active Instagram campaign (PRODUCT_AND_PAYMENT, PRODUCT workflow) by default. */
export async function createCampaign(
  app: FastifyInstance,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
) {
  const { db } = app.container;
  let brandId = overrides.brand_id;
  if (brandId === undefined) {
    const [brand] = await db
      .insert(brands)
      .values({ name: `Brand ${unique()}`, logo_url: '/demo/brands/glow-botanics.svg' })
      .returning();
    brandId = brand!.id;
  }
  const [row] = await db
    .insert(campaigns)
    .values({
      name: `Campaign ${unique()}`,
      short_description: 'A campaign about good things.',
      influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
      campaign_content_workflow: 'PRODUCT',
      platform: 'instagram_image',
      status: 2,
      flight_start: new Date(Date.now() - DAY),
      flight_end: new Date(Date.now() + 10 * DAY),
      product_name: 'Glow Serum',
      ...overrides,
      brand_id: brandId,
    })
    .returning();
  return row!;
}

export async function createInvite(
  app: FastifyInstance,
  values: { user_id: number; campaign_id: number } & Partial<typeof invites.$inferInsert>,
) {
  const [row] = await app.container.db
    .insert(invites)
    .values({ status: 'PENDING', payout_amount_cents: 5000, ...values })
    .returning();
  return row!;
}

export async function createCustomTerms(app: FastifyInstance, campaignId: number) {
  const [row] = await app.container.db
    .insert(customTerms)
    .values({ campaign_id: campaignId, brand_name: 'Glow Botanics', s3_key: '/demo/terms.html' })
    .returning();
  return row!;
}

/** A connected, authorised account (Instagram by default). */
export async function connectAccount(
  app: FastifyInstance,
  userId: number,
  values: Partial<typeof socialAccounts.$inferInsert> = {},
) {
  await app.container.db.insert(socialAccounts).values({
    user_id: userId,
    platform: 'instagram',
    social_id: `1784${unique()}`,
    handle: `handle_${unique()}`,
    expires_at: new Date(Date.now() + 30 * DAY),
    ...values,
  });
}

/** A submission for an invite in the given content funnel state. */
export async function createSubmission(
  app: FastifyInstance,
  invite: { id: number; user_id: number },
  funnel_state = 'CONTENT_IN_REVIEW',
) {
  const { db } = app.container;
  const [file] = await db
    .insert(media)
    .values({ user_id: invite.user_id, content_type: 'image', status: 'ready' })
    .returning();
  const [row] = await db
    .insert(content)
    .values({
      invite_id: invite.id,
      user_id: invite.user_id,
      media_id: file!.id,
      platform_type: 'instagram',
      funnel_state,
    })
    .returning();
  return row!;
}

export async function addSampleImage(app: FastifyInstance, campaignId: number, url: string) {
  await app.container.db
    .insert(campaignSampleMedia)
    .values({ campaign_id: campaignId, kind: 'image', url });
}

export async function addGuideline(
  app: FastifyInstance,
  campaignId: number,
  values: { should: boolean; kind: 'content' | 'caption'; guideline: string },
) {
  await app.container.db.insert(campaignGuidelines).values({ campaign_id: campaignId, ...values });
}

export async function addFlight(app: FastifyInstance, campaignId: number, start: Date, end: Date) {
  const [row] = await app.container.db
    .insert(flights)
    .values({ campaign_id: campaignId, start_date: start, end_date: end })
    .returning();
  return row!;
}
