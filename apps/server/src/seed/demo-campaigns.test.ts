import { inviteCardKind } from '@portal/domain/invites/invite-card';
import { submitButton } from '@portal/domain/invites/submit-button';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Db } from '../db/client';
import type { CampaignsPage, Invite } from '../modules/campaigns/campaigns.schemas';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoPeople } from './demo-people';

let t: TestApp;
let page: CampaignsPage;
let emptyPage: CampaignsPage;
let opsId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  opsId = demo.opsUser.id;
  await seedDemoCampaigns(
    db,
    { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  );
  const claims = (id: number) => ({ userId: id, type: 'influencer' as const, brandId: null });
  page = await t.app.container.campaigns.getCampaignsPage(claims(demo.creator.id));
  emptyPage = await t.app.container.campaigns.getCampaignsPage(claims(demo.newcomer.id));
});
afterAll(() => t.close());

const all = () => Object.values(page.invites).flat() as Invite[];

describe('seedDemoCampaigns', () => {
  it('gives the demo creator a card of every kind', () => {
    const kinds = new Set(all().map((i) => inviteCardKind(i)));
    for (const kind of [
      'pending',
      'accepted',
      'approved',
      'denied',
      'rejected',
      'full',
      'failed-questions',
      'expired',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(page.upcoming_campaigns.length).toBeGreaterThanOrEqual(2);
    expect(page.invites.extended.length).toBeGreaterThan(0);
  });

  it('covers every submit-button label on approved cards', () => {
    const labels = new Set(
      all()
        .filter((i) => inviteCardKind(i) === 'approved')
        .map((i) => {
          const button = submitButton({
            id: i.id,
            campaign_funnel_state: i.campaign_funnel_state,
            platform: i.campaign.platform,
            campaign_content_workflow: i.campaign.campaign_content_workflow,
            has_payment_information: true,
          });
          return button.visible ? button.label : 'hidden';
        }),
    );
    for (const label of [
      'Submit Video',
      'Submit Another',
      'Submit Again',
      'Submissions',
      'hidden',
    ]) {
      expect(labels).toContain(label);
    }
  });

  it('has an expired invite offering an extension, one whose extension ran out too, and completed campaigns', () => {
    const expired = page.invites.expired;
    expect(expired.some((i) => i.view.extensionOffered)).toBe(true);
    expect(expired.some((i) => !i.view.extensionOffered)).toBe(true);
    expect(page.summary.completed_campaigns).toBe(2);
    // Pictures are studio images (issue 29: uploaded through the studio's image checks).
    expect(page.summary.most_recent_campaign_image).toMatch(
      /^\/campaign-images\/[0-9a-f]{32}\.webp$/,
    );
  });

  it('covers Instagram, TikTok and YouTube, every compensation type and workflow, with and without terms', () => {
    const campaigns = [...all().map((i) => i.campaign), ...page.upcoming_campaigns];
    const set = (f: (c: (typeof campaigns)[number]) => unknown) => new Set(campaigns.map(f));
    expect(set((c) => c.platform)).toEqual(expect.any(Set));
    for (const p of ['instagram_image', 'instagram_video', 'tiktok', 'youtube_video']) {
      expect(set((c) => c.platform)).toContain(p);
    }
    for (const type of [
      'PRODUCT_AND_PAYMENT',
      'PAYMENT_CREATOR_BUYS_PRODUCT',
      'PAYMENT',
      'PRODUCT',
    ]) {
      expect(set((c) => c.influencer_compensation_type)).toContain(type);
    }
    for (const w of [
      'PRODUCT',
      'CONTENT_PREAPPROVAL',
      'CONTENT_INTERNAL_PREAPPROVAL',
      'CONTENT_ONLY',
      'OPS_AND_BRAND_PREAPPROVAL',
    ]) {
      expect(set((c) => c.campaign_content_workflow)).toContain(w);
    }
    expect(set((c) => c.has_custom_terms)).toEqual(new Set([true, false]));
    expect(
      campaigns.every(
        // Logos were uploaded through the brands service (issue 28), pictures through the studio
        // (issue 29): the app serves them.
        (c) =>
          c.image_url?.startsWith('/campaign-images/') &&
          /^\/brand-logos\/\d+-[0-9a-f]{16}\.webp$/.test(c.brand.logo_url ?? ''),
      ),
    ).toBe(true);
  });

  it('made every campaign in the studio: each is in its list, published or closed, with nothing unpublished', async () => {
    const ops = { id: opsId, type: 'ops' as const, brandId: null, brandRole: null };
    const list = await t.app.container.studio.list(ops, { page: 1, page_size: 100 });
    const names = list.items.map((i) => i.name);
    const shown = [
      ...all().map((i) => i.campaign.name),
      ...page.upcoming_campaigns.map((c) => c.name),
    ];
    for (const name of shown) expect(names).toContain(name);
    expect(list.total).toBe(23); // every one of the demo campaigns
    expect(new Set(list.items.map((i) => i.lifecycle))).toEqual(new Set(['published', 'closed']));
    expect(list.items.every((i) => !i.has_unpublished_changes)).toBe(true);
    // Their invites were sent from the studio: the board counts the demo creator on each.
    const invited = list.items.reduce((n, i) => n + (i.counts.invited ?? 0), 0);
    expect(invited).toBeGreaterThan(0);
  });

  it('gives new@demo.test no invites', () => {
    expect(Object.values(emptyPage.invites).flat()).toHaveLength(0);
  });
});
