import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { testConfig } from '../config';
import { brands } from '../db/schema/campaigns';
import { seedIfEmpty } from '../seed/seed';
import { fillPath, operationsOf } from './hostile-support';

/**
 * Every route of the OpenAPI document, called by people who must not see the demo creator's
 * data: anonymous, another creator, the reviewer of another brand; and by ops (who may see it,
 * but must never get a 5xx or a secret). Every id in the path is one of the demo creator's.
 */
/** Routes that answer with a stream that stays open. */
const LIVE_STREAMS = new Set(['/api/v1/notifications/stream', '/api/v1/review/stream']);

let t: TestApp;
let victimIds: Record<string, number | string>;
let markers: string[];
const roles: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const demo = testConfig().demo;
  await seedIfEmpty(t.database.db, { ...testConfig(), demo: { ...demo, enabled: true } });
  const q = async <T>(query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)).rows as T[];
  const [victim] = await q<{ id: number; email: string }>(
    sql`select id, email from users where email = ${demo.creator.email}`,
  );
  const [ids] = await q<Record<string, number>>(sql`
    select i.id as "inviteId", i.campaign_id as "campaignId", c.id as "contentId",
           c.media_id as "mediaId", d.id as "postId", ct.id as "customTermsId"
    from invites i
    join content c on c.invite_id = i.id
    left join distributions d on d.content_id = c.id
    left join custom_terms ct on ct.campaign_id = i.campaign_id
    where i.user_id = ${victim!.id}
    order by d.id nulls last, ct.id nulls last limit 1`);
  victimIds = { ...ids, contentMetadataId: ids!.contentId!, part: 'past' };
  const texts = await q<{ v: string | null }>(sql`
    select email as v from users where id = ${victim!.id}
    union all select last_name from profiles where user_id = ${victim!.id}
    union all select paypal_account from profiles where user_id = ${victim!.id}
    union all select iso_phone from contacts where user_id = ${victim!.id}
    union all select m.filename from media m join content c on c.media_id = m.id
              where c.user_id = ${victim!.id} -- the demo reuses campaign pictures as uploads:
                and not exists (select 1 from campaign_sample_media s
                                where s.url like '%' || m.filename)
    union all select caption from content where user_id = ${victim!.id}`);
  markers = [...new Set(texts.map((r) => r.v).filter((v): v is string => !!v && v.length >= 6))];

  const [otherBrand] = await t.database.db
    .insert(brands)
    .values({ name: 'Another Brand' })
    .returning();
  const other: TestUser = await createUser(t.app);
  const otherReviewer = await createUser(t.app, { type: 'brand', brandId: otherBrand!.id });
  const ops = await createUser(t.app, { type: 'ops' });
  roles.anonymous = {};
  roles['another creator'] = other.headers;
  roles['a brand of another brand'] = otherReviewer.headers;
  roles.ops = ops.headers;
});
afterAll(() => t.close());

describe('every route × role with the demo creator’s ids', () => {
  it('leaks nothing, never answers 5xx, and every error has the envelope', async () => {
    expect(markers.length).toBeGreaterThanOrEqual(4);
    expect(victimIds.inviteId).toEqual(expect.any(Number));
    const operations = operationsOf(t.app).filter((op) => op.path !== '/graphql');
    const problems: string[] = [];
    let calls = 0;
    for (const op of operations) {
      for (const [role, headers] of Object.entries(roles)) {
        // A signed-in live stream stays open (it is answered but never ends): inject would wait
        // for ever. It only ever carries the caller's own news (notifications.routes.test.ts).
        if (LIVE_STREAMS.has(op.path) && role !== 'anonymous') continue;
        const response = await t.app.inject({
          method: op.method as 'GET',
          url: fillPath(op.path, victimIds),
          headers: { ...headers, 'x-forwarded-for': `10.9.${calls % 250}.${calls % 200}` },
          ...(op.body ? { payload: {} } : {}),
        });
        calls++;
        const where = `${role} ${op.method} ${op.path} → ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${where}: server error`);
        if (response.statusCode >= 400 && !response.json().error?.code) {
          problems.push(`${where}: no error envelope`);
        }
        if (/password_hash|\$argon2|token_hash/.test(response.body)) {
          problems.push(`${where}: a secret`);
        }
        if (role !== 'ops') {
          for (const marker of markers) {
            if (response.body.includes(marker)) problems.push(`${where}: shows "${marker}"`);
          }
        }
      }
    }
    console.log(
      `hostile routes: ${operations.length} operations × ${Object.keys(roles).length} roles = ${calls} calls, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });
});
