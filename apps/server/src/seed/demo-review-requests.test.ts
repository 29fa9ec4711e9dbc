import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Db } from '../db/client';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoInviteRequests } from './demo-invite-requests';
import { seedDemoPeople } from './demo-people';
import { seedDemoReviewRequests } from './demo-review-requests';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemoPeople>>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  await seedDemoCampaigns(
    db,
    { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  );
  await seedDemoInviteRequests(
    db,
    { opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  );
  await seedDemoReviewRequests(
    db,
    { glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  );
});
afterAll(() => t.close());

const claims = (u: { id: number; brand_id: number | null }, type: 'ops' | 'brand') => ({
  userId: u.id,
  type,
  brandId: u.brand_id,
});

describe('seedDemoReviewRequests', () => {
  it('gives both demo reviewers pending and waitlisted invite requests', async () => {
    const service = t.app.container.reviewInvites;
    for (const [user, type] of [
      [demo.opsUser, 'ops'],
      [demo.brandUser, 'brand'],
    ] as const) {
      const c = claims(user, type);
      const pending = await service.list(c, { standing: 'pending', page: 1, page_size: 50 });
      const waiting = await service.list(c, { standing: 'waitlisted', page: 1, page_size: 50 });
      expect(pending.total).toBeGreaterThanOrEqual(2);
      expect(waiting.total).toBeGreaterThanOrEqual(1);
      if (type === 'brand') {
        const brands = new Set(
          [...pending.items, ...waiting.items].map((i) => i.campaign.brand_name),
        );
        expect(brands).toEqual(new Set(['Glow Botanics']));
      }
    }
  });
});
