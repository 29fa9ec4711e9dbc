import { statesAwaiting } from '@portal/domain/content/transitions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { testConfig } from '../config';
import { seedIfEmpty } from './seed';

/** `npm start`'s demo gives both demo reviewers something in every state they act on (issue 16). */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const demo = testConfig().demo;
  await seedIfEmpty(t.database.db, { ...testConfig(), demo: { ...demo, enabled: true } });
});
afterAll(() => t.close());

async function claimsOf(email: string) {
  const rows = (
    await t.database.db.execute(sql`select id, type, brand_id from users where email = ${email}`)
  ).rows as { id: number; type: 'ops' | 'brand'; brand_id: number | null }[];
  const u = rows[0]!;
  return { userId: u.id, type: u.type, brandId: u.brand_id };
}

describe('demo data for the review console', () => {
  it.each(['ops', 'brand'] as const)(
    'the %s reviewer has content in every state they act on',
    async (role) => {
      const demo = testConfig().demo;
      const claims = await claimsOf(role === 'ops' ? demo.ops.email : demo.brand.email);
      const page = await t.app.container.reviewQueue.page(claims, { page: 1, page_size: 100 });
      const present = new Set(page.counts.map((c) => c.state));
      const actionable = new Set(statesAwaiting(role).flatMap((w) => w.states));
      expect([...present].sort()).toEqual([...actionable].sort());
      expect(page.items.some((i) => i.overdue)).toBe(true);
    },
  );
});
