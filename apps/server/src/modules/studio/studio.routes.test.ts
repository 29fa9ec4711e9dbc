import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createInvite } from '../../../test/factories-campaigns';
import {
  completeDocument,
  createStudioCampaign,
  publish,
  publishedStudioCampaign,
  saveDraft,
  uploadStudioImage,
} from '../../../test/factories-studio';
import { campaigns, customTerms, flights } from '../../db/schema/campaigns';
import { invites } from '../../db/schema/invites';
import { notifications } from '../../db/schema/notifications';
import { CATEGORY_TAXONOMY, seedCategories } from '../../seed/demo-categories';

let t: TestApp;
let brand: { id: number };
let admin: TestUser;
let otherAdmin: TestUser;
let creator: TestUser;
let ops: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  brand = await createBrand(t.app);
  const other = await createBrand(t.app);
  admin = await createUser(t.app, { type: 'brand', brandId: brand.id, brandRole: 'admin' });
  otherAdmin = await createUser(t.app, { type: 'brand', brandId: other.id, brandRole: 'admin' });
  creator = await createUser(t.app, { profile: { paypal_account: 'c@pay.test' } });
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/studio/options', () => {
  it('offers ops every brand and a brand admin only their own, with the category taxonomy', async () => {
    await seedCategories(t.app.container.db);
    const asOps = (await get('/api/v1/studio/options', ops.headers)).json();
    const ids = asOps.brands.map((b: { id: number }) => b.id);
    expect(ids).toEqual(expect.arrayContaining([brand.id]));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const asAdmin = (await get('/api/v1/studio/options', admin.headers)).json();
    expect(asAdmin.brands.map((b: { id: number }) => b.id)).toEqual([brand.id]);
    expect(asAdmin.categories).toEqual(asOps.categories);
    expect(asOps.categories.length).toBeGreaterThan(0);
    expect(asOps.categories[0]).toEqual({
      id: expect.any(Number),
      name: CATEGORY_TAXONOMY[0]!.name,
      parent_id: null,
    });
    const subs = asOps.categories.filter((c: { parent_id: number | null }) => c.parent_id !== null);
    expect(subs.length).toBe(CATEGORY_TAXONOMY.flatMap((c) => c.subCategories).length);
  });
});

describe('POST /api/v1/studio/campaigns', () => {
  it('makes a draft for the admin’s own brand, which no creator sees', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    expect(draft).toMatchObject({ lifecycle: 'draft', status: 0, revision: 1, can_edit: true });
    expect(draft.problems.name).toBeUndefined();
    expect(draft.problems.windows).toBe('Add at least one posting window.');
    const asCreator = await get(`/api/v1/creator/campaigns/${draft.id}`, creator.headers);
    expect(asCreator.statusCode).toBe(404);
  });

  it('refuses another brand (not found), creators and anonymous callers', async () => {
    const create = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/studio/campaigns',
        headers,
        payload: { brand_id: brand.id },
      });
    expect((await create(otherAdmin.headers)).statusCode).toBe(404);
    expect((await create(creator.headers)).statusCode).toBe(403);
    expect((await create({})).statusCode).toBe(401);
    expect((await create(ops.headers)).statusCode).toBe(201);
  });
});

describe('PUT /api/v1/studio/campaigns/:id/draft', () => {
  it('saves the working copy and refuses a save from a stale page', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const first = await saveDraft(t.app, admin.headers, draft, { name: 'First' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 2, document: { name: 'First' } });
    const stale = await saveDraft(t.app, ops.headers, draft, { name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    const now = await get(`/api/v1/studio/campaigns/${draft.id}`, admin.headers);
    expect(now.json().document.name).toBe('First');
  });

  it('refuses bad input with the error envelope and changes nothing', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const bad = await saveDraft(t.app, admin.headers, draft, { payout_cents: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeTruthy();
    expect((await get(`/api/v1/studio/campaigns/${draft.id}`, admin.headers)).json().revision).toBe(
      1,
    );
  });
});

describe('POST /api/v1/studio/campaigns/:id/publish', () => {
  it('first names each missing field, then publishes what creators read', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const imageId = await uploadStudioImage(t.app, admin.headers, draft.id);
    const incomplete = completeDocument(imageId, { windows: [] });
    const saved = (await saveDraft(t.app, admin.headers, draft, incomplete)).json();
    const refused = await publish(t.app, admin.headers, saved);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.fields).toEqual({
      windows: 'Add at least one posting window.',
    });

    const fixed = (await saveDraft(t.app, admin.headers, saved, completeDocument(imageId))).json();
    const published = await publish(t.app, admin.headers, fixed);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      campaign: { lifecycle: 'published', status: 2, has_unpublished_changes: false },
      terms_version: 1,
      notified: 0,
    });
    const { db } = t.app.container;
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, draft.id));
    expect(row).toMatchObject({
      name: 'Studio Serum',
      payout_amount_cents: 15000,
      hashtags: ['#ad', '#StudioSerum'],
      status: 2,
    });
    expect(await db.select().from(flights).where(eq(flights.campaign_id, draft.id))).toHaveLength(
      2,
    );
    const invite = await createInvite(t.app, { user_id: creator.id, campaign_id: draft.id });
    const page = await get(`/api/v1/creator/campaigns/${draft.id}`, creator.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json().campaign).toMatchObject({
      name: 'Studio Serum',
      has_custom_terms: true,
      guidelines: {
        content: [
          { should: true, guideline: 'Show the product in natural light' },
          { should: false, guideline: 'Show competing brands' },
        ],
      },
    });
    const image = page.json().campaign.sample_post_images[0].url as string;
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    const terms = await get(`/creator/onboarding/campaignTerms/${draft.id}`, creator.headers);
    const link = terms.json().customTerms.s3_key as string;
    const doc = await t.app.inject({ method: 'GET', url: link });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('You allow the brand to repost your content.');
    expect(invite.id).toBeGreaterThan(0);
  });

  it('a campaign open to requests shows among the creator’s upcoming campaigns', async () => {
    const campaign = await publishedStudioCampaign(t.app, ops.headers, brand.id, {
      open_to_requests: true,
      waitlist: true,
    });
    expect(campaign.status).toBe(1);
    const upcoming = await get('/api/v1/creator/upcoming_campaigns', creator.headers);
    const ids = upcoming.json().upcoming_campaigns.map((c: { id: number }) => c.id);
    expect(ids).toContain(campaign.id);
  });
});

describe('edits after publishing', () => {
  it('refuses a lower payout and changes nothing creators read', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    const lower = (
      await saveDraft(t.app, admin.headers, campaign, { ...campaign.document, payout_cents: 9000 })
    ).json();
    expect(lower.problems.payout_cents).toMatch(/can go up, not down/);
    const refused = await publish(t.app, admin.headers, lower);
    expect(refused.statusCode).toBe(400);
    const [row] = await t.app.container.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaign.id));
    expect(row!.payout_amount_cents).toBe(15000);
  });

  it('a higher payout and new terms reach creators with open invites, as terms version 2', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    const invite = await createInvite(t.app, {
      user_id: creator.id,
      campaign_id: campaign.id,
      payout_amount_cents: 15000,
    });
    const agreed = await t.app.inject({
      method: 'POST',
      url: `/creator/onboarding/campaignTerms/${
        (await get(`/creator/onboarding/campaignTerms/${campaign.id}`, creator.headers)).json()
          .customTerms.id
      }/campaign_terms_agreement`,
      headers: creator.headers,
    });
    expect(agreed.statusCode).toBe(200);
    const next = (
      await saveDraft(t.app, admin.headers, campaign, {
        ...campaign.document,
        payout_cents: 20000,
        custom_terms: 'Version two.',
      })
    ).json();
    expect(next.notices).toEqual(['payout_raised', 'terms_new_version']);
    const published = await publish(t.app, admin.headers, next);
    expect(published.json()).toMatchObject({ notified: 1, terms_version: 2 });
    const { db } = t.app.container;
    const [raised] = await db.select().from(invites).where(eq(invites.id, invite.id));
    expect(raised!.payout_amount_cents).toBe(20000);
    const news = await db.select().from(notifications).where(eq(notifications.user_id, creator.id));
    expect(news.map((n) => n.body)).toContain(
      'Studio Serum was updated: the payout is now $200 and there are new terms to read.',
    );
    const [terms] = await db
      .select()
      .from(customTerms)
      .where(eq(customTerms.campaign_id, campaign.id));
    expect(terms!.version).toBe(2);
    // Agreed to version 1: accepting now asks for version 2.
    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/creator/invites/${invite.id}`,
      headers: creator.headers,
      payload: { status: 'ACCEPTED', prevStatus: 'PENDING' },
    });
    expect(accept.statusCode).toBe(400);
    expect(accept.json().error.details.fields.customTerms).toBeTruthy();
  });
});

describe('POST /api/v1/studio/campaigns/:id/close', () => {
  it('closes: no requests any more; a draft cannot be closed', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id, {
      open_to_requests: true,
    });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${campaign.id}/close`,
      headers: admin.headers,
    });
    expect(closed.json()).toMatchObject({ lifecycle: 'closed', status: 3 });
    const upcoming = await get('/api/v1/creator/upcoming_campaigns', creator.headers);
    expect(upcoming.json().upcoming_campaigns.map((c: { id: number }) => c.id)).not.toContain(
      campaign.id,
    );
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${draft.id}/close`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the audit log (issue 28: campaign publishing is a staff action)', () => {
  it('records creating, publishing and closing a campaign once each, with who, the brand and what changed', async () => {
    const campaign = await publishedStudioCampaign(t.app, admin.headers, brand.id);
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/studio/campaigns/${campaign.id}/close`,
        headers: admin.headers,
      });
    }
    const entries = async (action: string) =>
      (
        await get(`/api/v1/console/audit?action=${action}&target_id=${campaign.id}`, ops.headers)
      ).json().items as {
        actor: { id: number } | null;
        brand: { id: number } | null;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    const created = await entries('campaign.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ actor: { id: admin.id }, brand: { id: brand.id } });
    const published = await entries('campaign.published');
    expect(published).toHaveLength(1);
    expect(published[0]!.after).toMatchObject({ name: expect.any(String) });
    const closed = await entries('campaign.closed');
    expect(closed).toHaveLength(1);
    expect(closed[0]).toMatchObject({ before: { state: 'published' }, after: { state: 'closed' } });
  });
});

describe('the audit log: draft saves (issue 28)', () => {
  type Entry = {
    actor: { id: number } | null;
    brand: { id: number } | null;
    target: { type: string; id: string; label: string };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  };
  const updates = async (campaignId: number, headers = ops.headers) =>
    (
      await get(`/api/v1/console/audit?action=campaign.updated&target_id=${campaignId}`, headers)
    ).json().items as Entry[];

  it('records a save once, with who, the brand and only the fields it changed, before → after', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const saved = await saveDraft(t.app, admin.headers, draft, {
      name: 'Studio Serum',
      short_description: 'Mornings with the serum.',
      payout_cents: 12000,
    });
    expect(saved.statusCode).toBe(200);
    const entries = await updates(draft.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.id },
      brand: { id: brand.id },
      target: { type: 'campaign', id: String(draft.id), label: 'Studio Serum' },
      before: { short_description: '', payout_cents: 0 },
      after: { short_description: 'Mornings with the serum.', payout_cents: 12000 },
    });
    // Only what changed: the name was the same before and after.
    expect(Object.keys(entries[0]!.after!).sort()).toEqual(['payout_cents', 'short_description']);
    // The brand's admin reads it through the brand filter; another brand's admin does not.
    const asAdmin = (
      await get(`/api/v1/console/audit?action=campaign.updated&brand_id=${brand.id}`, admin.headers)
    ).json().items as Entry[];
    expect(asAdmin.map((e) => e.target.id)).toContain(String(draft.id));
    const asOther = (
      await get(
        `/api/v1/console/audit?action=campaign.updated&brand_id=${brand.id}`,
        otherAdmin.headers,
      )
    ).json().items as Entry[];
    expect(asOther.map((e) => e.target.id)).not.toContain(String(draft.id));
  });

  it('records nothing for a save that changes nothing, a doubled (stale) save, bad input or another brand', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const document = { name: 'Studio Serum', product_name: 'Serum' };
    const first = await saveDraft(t.app, admin.headers, draft, document);
    expect(first.statusCode).toBe(200);
    // The same request again (the page's revision is stale now): refused, nothing recorded.
    expect((await saveDraft(t.app, admin.headers, draft, document)).statusCode).toBe(409);
    // The same document on the new revision changes nothing: nothing recorded.
    const same = await saveDraft(t.app, admin.headers, first.json(), document);
    expect(same.statusCode).toBe(200);
    const bad = await saveDraft(t.app, admin.headers, same.json(), {
      name: 'x'.repeat(10_000),
    });
    expect(bad.statusCode).toBe(400);
    const other = await saveDraft(t.app, otherAdmin.headers, same.json(), {
      name: 'Taken over',
    });
    expect(other.statusCode).toBe(404);
    const entries = await updates(draft.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { product_name: null },
      after: { product_name: 'Serum' },
    });
  });
});

describe('GET /api/v1/studio/campaigns/:id/preview', () => {
  it('draws the creator’s campaign page from the working copy, unpublished', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const imageId = await uploadStudioImage(t.app, admin.headers, draft.id);
    await saveDraft(t.app, admin.headers, draft, completeDocument(imageId, { name: 'Preview me' }));
    const preview = await get(`/api/v1/studio/campaigns/${draft.id}/preview`, admin.headers);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      campaign: { name: 'Preview me', has_custom_terms: true },
      invite: { status: 'PENDING', payout_amount: 150 },
    });
    expect(
      (await get(`/api/v1/studio/campaigns/${draft.id}/preview`, otherAdmin.headers)).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/studio/campaigns/:id/images', () => {
  it('refuses what is not an image, whatever its type says', async () => {
    const draft = await createStudioCampaign(t.app, admin.headers, brand.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/studio/campaigns/${draft.id}/images`,
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"></svg>'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });
});
