import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createUpcomingCampaign, TEST_SHIPPING } from '../../../test/factories-invite-requests';
import { auditLog } from '../../db/schema/audit';
import { recordAudit } from './audit.recorder';

let t: TestApp;
let ops: TestUser;
let adminA: TestUser;
let adminB: TestUser;
let reviewerA: TestUser;
let creator: TestUser;
let brandA: { id: number; name: string };
let brandB: { id: number; name: string };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await buildTestApp();
  brandA = await createBrand(t.app, 'Brand A');
  brandB = await createBrand(t.app, 'Brand B');
  ops = await createUser(t.app, { type: 'ops' });
  adminA = await createUser(t.app, { type: 'brand', brandId: brandA.id, brandRole: 'admin' });
  adminB = await createUser(t.app, { type: 'brand', brandId: brandB.id, brandRole: 'admin' });
  reviewerA = await createUser(t.app, { type: 'brand', brandId: brandA.id });
  creator = await createUser(t.app);
  const db = t.app.container.db;
  await recordAudit(db, {
    actorId: ops.id,
    action: 'brand.created',
    target: { type: 'brand', id: brandA.id, label: 'Brand A' },
    brandId: brandA.id,
    after: { name: 'Brand A' },
    at: at('2026-01-01T10:00:00Z'),
  });
  await recordAudit(db, {
    actorId: ops.id,
    action: 'brand.created',
    target: { type: 'brand', id: brandB.id, label: 'Brand B' },
    brandId: brandB.id,
    after: { name: 'Brand B' },
    at: at('2026-01-02T10:00:00Z'),
  });
  await recordAudit(db, {
    actorId: adminA.id,
    action: 'staff.invited',
    target: { type: 'staff_invitation', id: 7, label: 'new@a.test' },
    brandId: brandA.id,
    after: { email: 'new@a.test', role: 'reviewer' },
    at: at('2026-01-03T10:00:00Z'),
  });
  await recordAudit(db, {
    actorId: null,
    action: 'staff.invited',
    target: { type: 'staff_invitation', id: 8, label: 'first@ops.test' },
    after: { email: 'first@ops.test', role: 'ops' },
    at: at('2026-01-04T10:00:00Z'),
  });
});
afterAll(() => t.close());

const read = (user: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/v1/console/audit${query}`, headers: user?.headers ?? {} });
const csv = (user: TestUser | null, query = '') =>
  t.app.inject({ url: `/api/v1/console/audit.csv${query}`, headers: user?.headers ?? {} });
const labels = (res: { json(): { items: { target: { label: string } }[] } }) =>
  res.json().items.map((i) => i.target.label);

describe('GET /api/v1/console/audit', () => {
  it('gives ops every entry, newest first, with actor, time, action, target and change', async () => {
    const res = await read(ops);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(labels(res)).toEqual(['first@ops.test', 'new@a.test', 'Brand B', 'Brand A']);
    expect(body.items[1]).toEqual({
      id: expect.any(Number),
      at: '2026-01-03T10:00:00.000Z',
      actor: { id: adminA.id, email: adminA.email },
      action: 'staff.invited',
      action_label: 'Staff invited',
      target: { type: 'staff_invitation', id: '7', label: 'new@a.test' },
      brand: { id: brandA.id, name: 'Brand A' },
      before: null,
      after: { email: 'new@a.test', role: 'reviewer' },
    });
    expect(body.items[0].actor).toBeNull();
  });

  it.each([
    ['actor', () => `?actor_id=${adminA.id}`, ['new@a.test']],
    ['brand', () => `?brand_id=${brandB.id}`, ['Brand B']],
    ['action', () => '?action=brand.created', ['Brand B', 'Brand A']],
    ['target', () => `?target_type=brand&target_id=${brandA.id}`, ['Brand A']],
    [
      'date range',
      () => '?from=2026-01-02T00:00:00Z&to=2026-01-04T00:00:00Z',
      ['new@a.test', 'Brand B'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    expect(labels(await read(ops, query()))).toEqual(expected);
  });

  it('pages', async () => {
    const res = await read(ops, '?page=2&page_size=3');
    expect(labels(res)).toEqual(['Brand A']);
    expect(res.json()).toMatchObject({ page: 2, page_size: 3, total: 4 });
  });

  it("gives a brand admin their brand's entries only, whatever brand they ask for", async () => {
    expect(labels(await read(adminA))).toEqual(['new@a.test', 'Brand A']);
    expect(labels(await read(adminB))).toEqual(['Brand B']);
    expect(labels(await read(adminB, `?brand_id=${brandA.id}`))).toEqual([]);
    expect(labels(await read(adminB, `?target_type=brand&target_id=${brandA.id}`))).toEqual([]);
  });

  it('refuses reviewers, creators and anonymous callers', async () => {
    expect((await read(reviewerA)).statusCode).toBe(403);
    expect((await read(creator)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });

  it('answers a bad filter with a 400 in the envelope', async () => {
    const res = await read(ops, '?action=brand.dropped');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBeDefined();
  });
});

describe('GET /api/v1/console/audit.csv', () => {
  it('exports the filtered entries as CSV for ops', async () => {
    const res = await csv(ops, '?action=brand.created');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('audit-log.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Actor,Action,Target type,Target id,Target,Brand,Before,After',
    );
    expect(lines.slice(1)).toEqual([
      `2026-01-02T10:00:00.000Z,${ops.email},Brand created,brand,${brandB.id},Brand B,Brand B,,"{""name"":""Brand B""}"`,
      `2026-01-01T10:00:00.000Z,${ops.email},Brand created,brand,${brandA.id},Brand A,Brand A,,"{""name"":""Brand A""}"`,
    ]);
  });

  it("exports only a brand admin's own brand, and nothing for a reviewer", async () => {
    const res = await csv(adminB);
    expect(res.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect(res.body).toContain('Brand B');
    expect(res.body).not.toContain('Brand A');
    expect((await csv(reviewerA)).statusCode).toBe(403);
  });
});

describe('recordAudit', () => {
  const count = async () => (await t.app.container.db.select().from(auditLog)).length;

  it('writes nothing when the change it belongs to is rolled back', async () => {
    const before = await count();
    await expect(
      t.app.container.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: ops.id,
          action: 'brand.updated',
          target: { type: 'brand', id: brandA.id },
          before: { name: 'A' },
          after: { name: 'B' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });

  it('records nothing for an edit that changes nothing, and never a secret', async () => {
    const db = t.app.container.db;
    expect(
      await recordAudit(db, {
        actorId: ops.id,
        action: 'brand.updated',
        target: { type: 'brand', id: brandA.id },
        before: { name: 'A' },
        after: { name: 'A' },
      }),
    ).toBe(false);
    await recordAudit(db, {
      actorId: ops.id,
      action: 'account.password_changed',
      target: { type: 'user', id: ops.id },
      after: { password_hash: 'x', token: 'y', changed: true },
    });
    const [last] = await db.select().from(auditLog).orderBy(sql`id desc`).limit(1);
    expect(last!.after).toEqual({ changed: true });
  });
});

describe('the audit log is append-only', () => {
  it('refuses to change or delete an entry, even in SQL', async () => {
    const db = t.app.container.db;
    const [first] = await db.select().from(auditLog).limit(1);
    await expect(
      db.update(auditLog).set({ action: 'brand.archived' }).where(eq(auditLog.id, first!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, first!.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, first!.id));
    expect(still).toEqual(first);
  });
});

describe('invite-request decisions are recorded', () => {
  it('once, with the decision, in the same transaction; a replay records nothing', async () => {
    const up = await createUpcomingCampaign(t.app, { overrides: { brand_id: brandA.id } });
    const asker = await createUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/creator/invite_requests',
      headers: asker.headers,
      payload: {
        campaign_id: up.campaign.id,
        flight_id: up.regular[0]!.id,
        shipping_info: TEST_SHIPPING,
      },
    });
    expect(created.statusCode).toBe(200);
    const inviteId = created.json().invite.id as number;
    const decide = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/review/invite-requests/${inviteId}/decision`,
        headers: reviewerA.headers,
        payload: { decision: 'approve', flight_id: up.regular[1]!.id },
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).json().replayed).toBe(true);
    const entries = labels(await read(adminA, `?target_type=invite&target_id=${inviteId}`));
    expect(entries).toEqual([up.campaign.name]);
    const [entry] = (await read(ops, `?target_type=invite&target_id=${inviteId}`)).json().items;
    expect(entry).toMatchObject({
      actor: { id: reviewerA.id },
      action: 'invite_request.decided',
      brand: { id: brandA.id },
      before: { standing: 'pending', flight_id: up.regular[0]!.id },
      after: { decision: 'approve', standing: 'approved', flight_id: up.regular[1]!.id },
    });
  });
});
