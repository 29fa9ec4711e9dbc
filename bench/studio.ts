import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { brands, campaigns } from '../apps/server/src/db/schema/campaigns';
import { content, media, payouts } from '../apps/server/src/db/schema/content';
import { invites } from '../apps/server/src/db/schema/invites';
import { profiles, socialAccounts, users } from '../apps/server/src/db/schema/users';
import { sessionTokenFor } from '../apps/server/test/factories';
import { percentile, report } from './lib/report';

// Issue 29 budgets: the creator directory over 10,000 creators and a campaign board over 1,000
// invites take the same number of SQL queries as with a few, and answer within 100 ms at p95 on
// PGlite; both against a bare route of the same app in the same run.
const DAY = 86_400_000;
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const app = await buildApp(testConfig(), database);
app.get('/bench/bare', async () => ({ ok: true }));
await app.ready();
const { db } = app.container;

const COUNTRIES = ['US', 'GB', 'FR', 'DE', 'CA', 'BR'];
const PLATFORMS = ['instagram', 'tiktok', 'youtube'];

async function creators(n: number, offset: number) {
  const ids: number[] = [];
  for (let start = 0; start < n; start += 1000) {
    const size = Math.min(1000, n - start);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-${offset + start + i}@example.com`,
          password_hash: 'x',
          type: 'influencer' as const,
          profile_progress: 1,
        })),
      )
      .returning({ id: users.id });
    await db.insert(profiles).values(
      rows.map((r, i) => ({
        user_id: r.id,
        first_name: `Creator${(offset + start + i) % 997}`,
        last_name: `Bench${start + i}`,
        city: 'Springfield',
        country: COUNTRIES[(start + i) % COUNTRIES.length],
        paypal_account: (start + i) % 3 ? `p${start + i}@pay.test` : null,
      })),
    );
    await db.insert(socialAccounts).values(
      rows.map((r, i) => ({
        user_id: r.id,
        platform: PLATFORMS[(start + i) % PLATFORMS.length]!,
        social_id: `s${offset + start + i}`,
        handle: `handle${offset + start + i}`,
        followers: ((start + i) * 7919) % 500_000,
        engagement_rate: ((start + i) % 90) / 10,
      })),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function campaignWith(creatorIds: number[], brandId: number) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      brand_id: brandId,
      name: `Board ${creatorIds.length}`,
      influencer_compensation_type: 'PAYMENT',
      campaign_content_workflow: 'CONTENT_PREAPPROVAL',
      platform: 'instagram_image',
      payout_amount_cents: 15000,
      flight_start: new Date(Date.now() - 5 * DAY),
      flight_end: new Date(Date.now() + 20 * DAY),
    })
    .returning({ id: campaigns.id });
  const statuses = ['PENDING', 'ACCEPTED', 'APPROVED', 'DENIED'] as const;
  const rows = await db
    .insert(invites)
    .values(
      creatorIds.map((user_id, i) => ({
        campaign_id: campaign!.id,
        user_id,
        status: statuses[i % statuses.length]!,
        payout_amount_cents: 15000,
      })),
    )
    .returning({ id: invites.id, user_id: invites.user_id, status: invites.status });
  const approved = rows.filter((r) => r.status === 'APPROVED');
  const states = [
    'CONTENT_IN_REVIEW',
    'CONTENT_CHANGES_REQUESTED',
    'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
    'PAID',
  ];
  const files = await db
    .insert(media)
    .values(
      approved.map((r) => ({
        user_id: r.user_id,
        content_type: 'image' as const,
        status: 'ready' as const,
      })),
    )
    .returning({ id: media.id });
  const made = await db
    .insert(content)
    .values(
      approved.map((r, i) => ({
        invite_id: r.id,
        user_id: r.user_id,
        media_id: files[i]!.id,
        platform_type: 'instagram',
        funnel_state: states[i % states.length]!,
      })),
    )
    .returning({
      id: content.id,
      invite_id: content.invite_id,
      user_id: content.user_id,
      funnel_state: content.funnel_state,
    });
  const owed = made.filter(
    (c) => c.funnel_state === 'PAID' || c.funnel_state === 'CONTENT_APPROVED_DO_NOT_DISTRIBUTE',
  );
  if (owed.length === 0) return campaign!.id;
  await db.insert(payouts).values(
    owed.map((c) => ({
      content_id: c.id,
      invite_id: c.invite_id,
      user_id: c.user_id,
      amount_cents: 15000,
      batch_id: `content-${c.id}`,
      status: c.funnel_state === 'PAID' ? ('paid' as const) : ('pending' as const),
    })),
  );
  return campaign!.id;
}

async function timed(url: string, headers: Record<string, string>, samples = 100) {
  const call = () => app.inject({ url, headers });
  for (let i = 0; i < 10; i++) await call();
  const before = database.queryCount();
  const first = await call();
  if (first.statusCode !== 200)
    throw new Error(`${url} answered ${first.statusCode}: ${first.body}`);
  const queries = database.queryCount() - before;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await call();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - start);
  }
  return { queries, p95: percentile(times, 95), cpuP95: percentile(cpu, 95) };
}

const [brand] = await db.insert(brands).values({ name: 'Bench brand' }).returning();
// Real staff, signed in as the product signs them in: a session the token names (decision 510).
const [ops] = await db
  .insert(users)
  .values({ email: 'bench-ops@example.com', password_hash: 'x', type: 'ops' })
  .returning({ id: users.id });
const [admin] = await db
  .insert(users)
  .values({
    email: 'bench-brand@example.com',
    password_hash: 'x',
    type: 'brand',
    brand_id: brand!.id,
    brand_role: 'admin',
  })
  .returning({ id: users.id });
const headers = { authorization: `Bearer ${await sessionTokenFor(app, ops!.id)}` };
const brandHeaders = { authorization: `Bearer ${await sessionTokenFor(app, admin!.id)}` };

const few = await creators(20, 0);
const smallBoard = await campaignWith(few.slice(0, 10), brand!.id);
const dirSmall = await timed('/api/v1/studio/directory?sort=followers&page_size=25', headers);
const boardSmall = await timed(`/api/v1/studio/campaigns/${smallBoard}/board`, brandHeaders);

const many = await creators(10_000 - few.length, few.length);
await db.execute(sql`analyze`);
const bigBoard = await campaignWith(many.slice(0, 1000), brand!.id);
await db.execute(sql`analyze`);
const bare = await timed('/bench/bare', {}, 200);
const dirBig = await timed('/api/v1/studio/directory?sort=followers&page_size=25', headers);
const dirSearch = await timed(
  '/api/v1/studio/directory?q=creator12&country=FR&page_size=25',
  brandHeaders,
);
const dirFiltered = await timed(
  '/api/v1/studio/directory?platform=tiktok&followers_min=100000&has_paypal=true&sort=engagement&page=3',
  headers,
);
const boardBig = await timed(
  `/api/v1/studio/campaigns/${bigBoard}/board?sort=next_due`,
  brandHeaders,
);
const bareAgain = await timed('/bench/bare', {}, 200);

report('bare route p95 (same app, same run)', Math.max(bare.p95, bareAgain.p95), 'ms');
report('directory SQL queries, 20 creators', dirSmall.queries, 'queries');
report('directory SQL queries, 10,000 creators', dirBig.queries, 'queries', dirSmall.queries);
report('directory p95, 10,000 creators, by followers (PGlite)', dirBig.p95, 'ms', 100);
report('directory p95, 10,000 creators, search + country (brand)', dirSearch.p95, 'ms', 100);
report('directory p95, 10,000 creators, 4 filters, page 3', dirFiltered.p95, 'ms', 100);
report('board SQL queries, 10 invites', boardSmall.queries, 'queries');
report('board SQL queries, 1,000 invites', boardBig.queries, 'queries', boardSmall.queries);
report('board p95, 1,000 invites (PGlite)', boardBig.p95, 'ms', 100);
// On a shared, loaded machine wall time includes waiting for a core; CPU time is what the request
// itself costs (PGlite runs in this process, so it includes the database's work).
report('bare route p95 CPU time', bare.cpuP95, 'ms');
report('directory p95 CPU time, 10,000 creators, by followers', dirBig.cpuP95, 'ms', 100);
report('directory p95 CPU time, search + country (brand)', dirSearch.cpuP95, 'ms', 100);
report('directory p95 CPU time, 4 filters, page 3', dirFiltered.cpuP95, 'ms', 100);
report('board p95 CPU time, 1,000 invites', boardBig.cpuP95, 'ms', 100);
await app.close();
await database.close();
