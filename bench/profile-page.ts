import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { processCpuMs } from './lib/cpu';
import { inclusive, summarise } from './lib/cpuprofile';
import { BENCH_PASSWORD, seedBenchCreators, seedCampaignPool } from './lib/creators';

// Not a bench of `npm run bench` (run.ts skips profile-*.ts): the tool decision 570 used to find
// where an uncached page's time goes. It starts the server from its TypeScript (file names in
// the profile) with `node --cpu-prof` and the answer cache off, loads one page of one creator at
// 10 connections, then prints
// - the server's CPU per request, and self time by package and by function from the profile;
// - with PostgreSQL (BENCH_DATABASE_URL), pg_stat_statements' statements of that load: calls,
//   mean execution and planning time, rows.
// Usage: node --import tsx bench/profile-page.ts [demo|typical|big] [path] [seconds]
const who = (process.argv[2] ?? 'demo') as 'demo' | 'typical' | 'big';
const SECONDS = Number(process.argv[4] ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3196);
const kind =
  process.env.BENCH_DATABASE_URL || process.env.PROFILE_DATABASE_URL ? 'PostgreSQL' : 'embedded';

// PROFILE_DATABASE_URL: a database seeded before (by this tool's seed), kept between runs.
const kept = process.env.PROFILE_DATABASE_URL;
const database = kept
  ? {
      label: 'PostgreSQL' as const,
      url: kept,
      dataDir: '.tmp/profile-data',
      env: { DATABASE_URL: kept, DATA_DIR: '.tmp/profile-data' },
      drop: async () => {},
    }
  : await createBenchDatabase(kind, 'profile');
const dir = path.resolve('.tmp/profile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
try {
  const seeded = kept
    ? null
    : await seedBenchDatabase(database, async (db) => {
        const pool = await seedCampaignPool(db, 240);
        const [typical] = await seedBenchCreators(db, pool, {
          count: 1,
          invitesEach: 30,
          prefix: 'typical',
        });
        await seedBenchCreators(db, pool, { count: 1, invitesEach: 200, prefix: 'big' });
        return { mediaId: typical!.mediaId };
      });
  let mediaId = seeded?.mediaId ?? 0;
  if (kept) {
    const c = new pg.Client({ connectionString: kept });
    await c.connect();
    const { rows } = await c.query(
      `select c.media_id from content c join users u on u.id = c.user_id where u.email = 'typical-1@bench.test' order by c.id limit 1`,
    );
    mediaId = rows[0]?.media_id ?? 0;
    await c.end();
  }
  const pagePath = (process.argv[3] ?? '/api/v1/creator/campaigns').replace(
    'MEDIA',
    String(mediaId),
  );
  const profile = path.join(dir, 'server.cpuprofile');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/profiled-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...database.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_MAX: '100000',
      ANSWER_CACHE_SECONDS: process.env.ANSWER_CACHE_SECONDS ?? '0',
      RUN_WORKER: 'false',
      PROFILE_OUT: profile,
    },
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const email = {
    demo: 'creator@demo.test',
    typical: 'typical-1@bench.test',
    big: 'big-1@bench.test',
  }[who];
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: who === 'demo' ? 'creator-demo-pass' : BENCH_PASSWORD,
    }),
  });
  const token = ((await login.json()) as { accessToken: string }).accessToken;
  const options = {
    url: `${url}${pagePath}`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    connections: 10,
  };
  const run = (duration: number) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ ...options, duration }, (e, r) => (e ? reject(e) : resolve(r))),
    );
  await run(2); // warm-up
  const stats = database.url ? new pg.Client({ connectionString: database.url }) : null;
  if (stats) {
    await stats.connect();
    await stats.query('create extension if not exists pg_stat_statements');
    await stats.query('select pg_stat_statements_reset()');
  }
  child.kill('SIGUSR1'); // start profiling
  const cpu0 = processCpuMs(child.pid!);
  const result = await run(SECONDS);
  const cpu1 = processCpuMs(child.pid!);
  child.kill('SIGUSR1'); // stop and write
  for (let i = 0; i < 100 && !existsSync(profile); i++)
    await new Promise((r) => setTimeout(r, 100));
  console.log(
    `${kind}, ${who}, ${pagePath}: ${result.requests.average.toFixed(0)} req/s, ${result.requests.total} requests, ` +
      `server CPU ${((cpu1! - cpu0!) / result.requests.total).toFixed(2)} ms per request, errors ${result.errors + result.non2xx}`,
  );
  if (stats) {
    const { rows } = await stats.query(
      `select calls, round(mean_exec_time::numeric, 3) as exec_ms, round(mean_plan_time::numeric, 3) as plan_ms,
              rows / greatest(calls, 1) as rows_per_call, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
         order by total_exec_time + total_plan_time desc limit 12`,
    );
    console.log('-- pg_stat_statements (per call)');
    for (const r of rows)
      console.log(
        `${String(r.calls).padStart(7)} calls ${String(r.exec_ms).padStart(7)} ms exec ${String(r.plan_ms).padStart(7)} ms plan ${String(r.rows_per_call).padStart(5)} rows  ${r.query}`,
      );
    await stats.end();
  }
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  if (existsSync(profile)) {
    console.log(summarise(profile, Number(process.env.PROFILE_TOP ?? 25)).text);
    const perRequestUs = (1000 * (cpu1! - cpu0!)) / result.requests.total;
    console.log('-- inclusive time (share of busy time, µs per request)');
    for (const { pattern, share } of inclusive(profile, [
      /campaigns\.service/,
      /campaigns\.presenter/,
      /invite-list\.query/,
      /packages\/domain/,
      /drizzle-orm/,
      /node_modules\/pg\//,
      /node_modules\/zod\//,
      /fastify-type-provider-zod/,
      /answer-cache/,
      /zlib|gzip/,
      /pino/,
      /request-log/,
      /tokens\.ts|jose/,
      /JSON\.stringify|stringify/,
    ]))
      console.log(
        `${share.toFixed(1).padStart(5)} % ${((share * perRequestUs) / 100).toFixed(0).padStart(6)} µs  ${pattern}`,
      );
    console.log(`profile: ${profile}`);
  }
} finally {
  await database.drop();
}
