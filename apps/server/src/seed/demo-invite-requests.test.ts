import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Db } from '../db/client';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoInviteRequests } from './demo-invite-requests';
import { seedDemoPeople } from './demo-people';

let t: TestApp;
const claims = (id: number) => ({ userId: id, type: 'influencer' as const, brandId: null });
let creatorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
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
  creatorId = demo.creator.id;
});
afterAll(() => t.close());

describe('seedDemoInviteRequests', () => {
  it('offers requestable campaigns of every kind the flow shows', async () => {
    const service = t.app.container.inviteRequests;
    const { upcoming_campaigns } = await service.listUpcoming(claims(creatorId));
    const byName = new Map(upcoming_campaigns.map((c) => [c.name, c.id]));
    const tea = byName.get('Urban Brew Tea Discovery')!;
    const flights = await service.getFlights(claims(creatorId), tea);
    expect(flights.regular_flights).toHaveLength(3);
    expect(flights.requested_invites_flight).not.toBeNull();
    expect((await service.getRequestOptions(claims(creatorId), tea)).smart_questions).toHaveLength(
      1,
    );
    const nova = await service.getRequestOptions(
      claims(creatorId),
      byName.get('Nova Sound Launch')!,
    );
    expect(nova.enable_requested_invites_auto_assign).toBe(true);
    expect(byName.has('Pure Pet Content Kit')).toBe(true);
    expect(byName.has('Peak Trail Weekend')).toBe(true);
  });
});
