import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { sessionTokenFor } from '../../test/factories';
import { testConfig } from '../config';
import { seedIfEmpty } from '../seed/seed';
import { fillPath, fingerprint, type JsonSchema, operationsOf } from './hostile-support';

/**
 * Every body-taking route of the OpenAPI document, fed generated bad input built from its own
 * schema (the right field names with wrong, hostile or huge values; or any JSON at all), sent by
 * the demo creator on their own ids (review routes by the demo brand reviewer, auth anonymous).
 * Expected: no 5xx, every 4xx in the error envelope, and no table changed by a refused request.
 */
const RUNS_PER_ROUTE = 30;
let t: TestApp;
let ids: Record<string, number | string>;
let creator: Record<string, string>;
let reviewer: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp({
    auth: { ...testConfig().auth, rateLimit: { max: 1_000_000, windowMs: 60_000 } },
  });
  const demo = testConfig().demo;
  await seedIfEmpty(t.database.db, { ...testConfig(), demo: { ...demo, enabled: true } });
  const rows = (
    await t.database.db.execute(sql`
      select u.id, u.type, u.brand_id, i.id as "inviteId", i.campaign_id as "campaignId",
             c.id as "contentId", c.media_id as "mediaId"
      from users u join invites i on i.user_id = u.id join content c on c.invite_id = i.id
      where u.email = ${demo.creator.email} limit 1`)
  ).rows as Record<string, number>[];
  const row = rows[0]!;
  ids = { ...row, contentMetadataId: row.contentId!, postId: 1, customTermsId: 1, part: 'past' };
  const [brand] = (
    await t.database.db.execute(
      sql`select id, brand_id from users where email = ${demo.brand.email}`,
    )
  ).rows as { id: number; brand_id: number }[];
  creator = { authorization: `Bearer ${await sessionTokenFor(t.app, row.id!)}` };
  reviewer = { authorization: `Bearer ${await sessionTokenFor(t.app, brand!.id)}` };
});
afterAll(() => t.close());

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom(
    'x'.repeat(20_000),
    -1,
    0,
    2 ** 53,
    '../../etc/passwd',
    '<svg onload=alert(1)>',
    "' or 1=1 --",
    '\u0000',
    'NaN',
    '2026-13-45',
  ),
);

function bodies(schema: JsonSchema | undefined): unknown[] {
  const keys = Object.keys(schema?.properties ?? {});
  const shaped = fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), {
    requiredKeys: [],
  });
  return fc.sample(fc.oneof(shaped, shaped, fc.jsonValue({ maxDepth: 2 })), {
    numRuns: RUNS_PER_ROUTE,
    seed: 18,
  });
}

describe('fuzzed bodies on every body-taking route', () => {
  it('answer 4xx in the envelope, never 5xx, and a refusal changes nothing', async () => {
    const operations = operationsOf(t.app).filter((op) => op.body && op.path !== '/graphql');
    expect(operations.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let sent = 0;
    let accepted = 0;
    for (const op of operations) {
      const headers = op.path.startsWith('/api/v1/auth')
        ? {}
        : op.path.startsWith('/api/v1/review')
          ? reviewer
          : creator;
      const before = await fingerprint(t.database.db);
      let anyAccepted = false;
      for (const body of bodies(op.body)) {
        const response = await t.app.inject({
          method: op.method as 'POST',
          url: fillPath(op.path, ids),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        sent++;
        const where = `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 80)} → ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${where}: server error`);
        else if (response.statusCode >= 400) {
          if (!response.json().error?.code) problems.push(`${where}: no error envelope`);
        } else {
          anyAccepted = true;
          accepted++;
        }
      }
      if (!anyAccepted && (await fingerprint(t.database.db)) !== before) {
        problems.push(`${op.method} ${op.path}: refused requests changed the database`);
      }
    }
    console.log(
      `hostile fuzz: ${operations.length} body-taking operations, ${sent} fuzzed requests, ${accepted} accepted, ${problems.length} problems`,
    );
    expect(problems).toEqual([]);
  });
});
