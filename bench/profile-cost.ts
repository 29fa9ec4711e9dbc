import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { postgresCpuReader } from './lib/cpu';
import { inclusive, summarise } from './lib/cpuprofile';
import { BENCH_PASSWORD, seedBenchCreators, seedCampaignPool } from './lib/creators';

// Not a bench of `npm run bench` (run.ts skips profile-*.ts): what one uncached answer of each
// creator page costs, measured in-process one request after another (app.inject, the answer
// cache off), so the shared machine's queueing is left out. For each page: SQL statements per
// answer, bytes sent (gzip), the server's CPU per answer (PGlite's included when embedded) and,
// with PostgreSQL on this machine, the cluster's CPU per answer. The lowest of ROUNDS rounds of
// N answers is printed beside the median: on a loaded machine the lowest is the steadier figure.
// Usage: node --import tsx bench/profile-cost.ts [N] [ROUNDS]  (BENCH_DATABASE_URL for
// PostgreSQL; PROFILE_DATABASE_URL to reuse a database seeded before by profile-page.ts)
const N = Number(process.argv[2] ?? 200);
const PATTERNS = [
  /campaigns\.service/,
  /campaigns\.presenter/,
  /invite-list\.query/,
  /packages\/domain/,
  /drizzle-orm/,
  /node_modules\/pg\//,
  /@electric-sql\/pglite|wasm:/,
  /node_modules\/zod\//,
  /fastify-type-provider-zod/,
  /answer-cache/,
  /compress/,
  /zlib|gzip/,
  /pino/,
  /request-log/,
  /tokens\.ts|jose/,
  /helmet/,
  /etag/,
  /metrics|prom-client/,
  /inject|light-my-request/,
];
const ROUNDS = Number(process.argv[3] ?? 5);
const kept = process.env.PROFILE_DATABASE_URL;
const target = kept
  ? null
  : await createBenchDatabase(process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded', 'cost');
let database: Database | null = null;
try {
  const seed = async (db: Database['db']) => {
    const pool = await seedCampaignPool(db, 240);
    await seedBenchCreators(db, pool, { count: 1, invitesEach: 30, prefix: 'typical' });
    await seedBenchCreators(db, pool, { count: 1, invitesEach: 200, prefix: 'big' });
  };
  if (target) await seedBenchDatabase(target, seed);
  const url = kept ?? target?.url ?? null;
  const config = testConfig({
    database: url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: target!.dataDir },
  });
  database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, database);
  await app.ready();
  const pgCpu = url ? await postgresCpuReader(url) : null;
  const tokenOf = async (email: string, password: string) => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
    });
    return r.json<{ accessToken: string }>().accessToken;
  };
  const demo = await tokenOf('creator@demo.test', 'creator-demo-pass');
  const typical = await tokenOf('typical-1@bench.test', BENCH_PASSWORD);
  const big = await tokenOf('big-1@bench.test', BENCH_PASSWORD);
  const mediaRows = await database.db.execute(
    `select c.media_id from content c join users u on u.id = c.user_id where u.email = 'typical-1@bench.test' order by c.id limit 1` as never,
  );
  const mediaId = (mediaRows.rows[0] as { media_id: number }).media_id;
  const pages: [string, string, string][] = [
    ['campaigns, demo creator', demo, '/api/v1/creator/campaigns'],
    ['campaigns, 200 invites', big, '/api/v1/creator/campaigns'],
    ['content status', typical, `/api/v1/creator/content/status?media_id=${mediaId}`],
    ['earnings', typical, '/api/v1/creator/earnings'],
    ['notifications', typical, '/api/v1/notifications'],
    ['me (the lightest signed-in read)', typical, '/api/v1/me'],
  ];
  const only = process.env.PAGES?.split(',');
  console.log(
    `${url ? 'PostgreSQL' : 'embedded (PGlite)'}; ${ROUNDS} rounds of ${N} answers; lowest / median`,
  );
  for (const [name, token, path] of pages) {
    if (only && !only.some((o) => name.includes(o))) continue;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    for (let i = 0; i < 50; i++) await app.inject({ url: path, headers });
    const q0 = database.queryCount();
    const first = await app.inject({ url: path, headers });
    if (first.statusCode !== 200) throw new Error(`${path} answered ${first.statusCode}`);
    const queries = database.queryCount() - q0;
    const node: number[] = [];
    const db: number[] = [];
    // PROFILE=1: V8's sampling profile of these rounds, summarised after the figures.
    const session = process.env.PROFILE ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    for (let r = 0; r < ROUNDS; r++) {
      const p0 = pgCpu?.() ?? 0;
      const t = process.cpuUsage();
      for (let i = 0; i < N; i++) await app.inject({ url: path, headers });
      const u = process.cpuUsage(t);
      node.push((u.user + u.system) / 1000 / N);
      db.push(((pgCpu?.() ?? 0) - p0) / N);
    }
    const low = (xs: number[]) => Math.min(...xs).toFixed(3);
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!.toFixed(3);
    console.log(
      `${name.padEnd(34)} ${String(queries).padStart(2)} statements ${String(first.rawPayload.length).padStart(6)} B  server ${low(node)} / ${mid(node)} ms` +
        (pgCpu ? `  PostgreSQL ${low(db)} / ${mid(db)} ms` : ''),
    );
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      const file = '.tmp/profile-cost.cpuprofile';
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(summarise(file, Number(process.env.PROFILE_TOP ?? 20)).text);
      const perRequestUs = (1000 * node.reduce((a, b) => a + b, 0)) / node.length;
      for (const { pattern, share } of inclusive(file, PATTERNS))
        console.log(
          `${share.toFixed(1).padStart(5)} % ${((share * perRequestUs) / 100).toFixed(0).padStart(6)} µs  ${pattern}`,
        );
    }
  }
  await app.close();
} finally {
  await database?.close();
  await target?.drop();
}
