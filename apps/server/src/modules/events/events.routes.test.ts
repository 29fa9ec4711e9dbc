import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { events } from '../../db/schema/platform';

let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
});
afterAll(() => t.close());

const send = (payload: object, user: TestUser = creator) =>
  t.app.inject({ method: 'POST', url: '/api/v1/events', headers: user.headers, payload });

describe('POST /api/v1/events', () => {
  it('stores an event once, however often the same id is sent', async () => {
    const event = {
      id: randomUUID(),
      name: 'Invite Guidelines Accept Clicked',
      properties: {
        campaign_id: 3,
        campaign_name: 'Glow',
        brand_name: 'G',
        payout: 50,
        is_paid: false,
      },
    };
    const first = await send(event);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ stored: true });
    expect((await send(event)).json()).toEqual({ stored: false });
    const rows = await t.database.db.select().from(events).where(eq(events.user_id, creator.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: event.name, properties: event.properties });
  });

  it('keeps two creators’ events apart even with the same id', async () => {
    const other = await createUser(t.app);
    const event = { id: randomUUID(), name: 'Guidelines Viewed', properties: {} };
    expect((await send(event)).json().stored).toBe(true);
    expect((await send(event, other)).json().stored).toBe(true);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await t.database.db.select().from(events)).length;
    const response = await send({ id: 'x', name: '<b>', properties: { a: { b: 1 } } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    expect((await t.database.db.select().from(events)).length).toBe(before);
  });

  it('refuses non-creators and anonymous callers', async () => {
    const brand = await createUser(t.app, { type: 'brand' });
    const event = { id: randomUUID(), name: 'Guidelines Viewed', properties: {} };
    expect((await send(event, brand)).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/v1/events', payload: event });
    expect(anon.statusCode).toBe(401);
  });
});
