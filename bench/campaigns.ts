import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { brands, campaignSampleMedia, campaigns } from '../apps/server/src/db/schema/campaigns';
import { content, media } from '../apps/server/src/db/schema/content';
import { invites } from '../apps/server/src/db/schema/invites';
import { profiles, users } from '../apps/server/src/db/schema/users';
import { sessionTokenFor } from '../apps/server/test/factories';
import { percentile, report } from './lib/report';

// Issue 4 budgets: the campaigns page data for a creator with 1,000 invites takes the same
// number of SQL queries as for 10, and answers within 30 ms at p95 on PGlite.
const DAY = 86_400_000;
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const app = await buildApp(testConfig(), database);
await app.ready();
const { db } = app.container;

async function creatorWith(n: number) {
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${n}@example.com`,
      password_hash: 'x',
      type: 'influencer',
      profile_progress: 1,
    })
    .returning();
  await db
    .insert(profiles)
    .values({ user_id: user!.id, first_name: 'Bench', paypal_account: 'p@x.co' });
  const [brand] = await db
    .insert(brands)
    .values({ name: `Brand ${n}`, logo_url: '/b.svg' })
    .returning();
  const statuses = ['PENDING', 'ACCEPTED', 'APPROVED', 'DENIED'] as const;
  const rows = await db
    .insert(campaigns)
    .values(
      Array.from({ length: n }, (_, i) => ({
        brand_id: brand!.id,
        name: `Campaign ${i}`,
        influencer_compensation_type: 'PAYMENT',
        campaign_content_workflow: i % 3 ? 'PRODUCT' : 'CONTENT_PREAPPROVAL',
        platform: 'instagram_image',
        flight_start: new Date(Date.now() - DAY),
        flight_end: new Date(Date.now() + (i % 5 ? 10 : -3) * DAY),
      })),
    )
    .returning({ id: campaigns.id });
  await db.insert(campaignSampleMedia).values(
    rows.flatMap((c) =>
      [0, 1].map((position) => ({
        campaign_id: c.id,
        kind: 'image' as const,
        url: `/s${position}.svg`,
        position,
      })),
    ),
  );
  const inviteRows = await db
    .insert(invites)
    .values(
      rows.map((c, i) => ({
        campaign_id: c.id,
        user_id: user!.id,
        status: statuses[i % 4]!,
        payout_amount_cents: 5000,
      })),
    )
    .returning({ id: invites.id });
  const withContent = inviteRows.filter((_, i) => i % 4 === 2);
  const files = withContent.length
    ? await db
        .insert(media)
        .values(
          withContent.map(() => ({
            user_id: user!.id,
            content_type: 'image' as const,
            status: 'ready' as const,
          })),
        )
        .returning({ id: media.id })
    : [];
  if (files.length) {
    await db.insert(content).values(
      withContent.map((inv, i) => ({
        invite_id: inv.id,
        user_id: user!.id,
        media_id: files[i]!.id,
        platform_type: 'instagram',
        funnel_state: i % 2 ? 'CONTENT_IN_REVIEW' : 'PAID',
      })),
    );
  }
  const token = await sessionTokenFor(app, user!.id);
  return { authorization: `Bearer ${token}` };
}

async function measure(n: number) {
  const headers = await creatorWith(n);
  const call = () => app.inject({ url: '/api/v1/creator/campaigns', headers });
  // Warm-up, then enough samples that p95 is not one or two stray pauses (40 gave ±8 ms).
  for (let i = 0; i < 20; i++) await call();
  const before = database.queryCount();
  const first = await call();
  if (first.statusCode !== 200) throw new Error(`campaigns page answered ${first.statusCode}`);
  const queries = database.queryCount() - before;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await call();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - start);
  }
  return {
    queries,
    p95: percentile(times, 95),
    cpuP95: percentile(cpu, 95),
    bytes: first.body.length,
  };
}

const small = await measure(10);
const large = await measure(1000);
report('campaigns page SQL queries, 10 invites', small.queries, 'queries');
report('campaigns page SQL queries, 1,000 invites', large.queries, 'queries', small.queries);
report('campaigns page p95 (HTTP, 10 invites, PGlite)', small.p95, 'ms', 30);
report('campaigns page p95 (HTTP, 1,000 invites, PGlite)', large.p95, 'ms', 30);
// On a shared, loaded machine wall time includes waiting for a core; CPU time is what the
// request itself costs (PGlite runs in this process, so it includes the database work).
report('campaigns page p95 CPU time (10 invites)', small.cpuP95, 'ms', 30);
report('campaigns page p95 CPU time (1,000 invites)', large.cpuP95, 'ms', 30);
report('campaigns page answer size, 1,000 invites', large.bytes / 1024, 'kB');
console.log(`load average while measuring: ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);
await app.close();
await database.close();
