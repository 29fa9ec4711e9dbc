import autocannon from 'autocannon';
import { startBare } from './lib/bare';
import { type BenchDatabase, createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { postgresCpuReader, processCpuMs } from './lib/cpu';
import { BENCH_PASSWORD, seedBenchCreators, seedCampaignPool } from './lib/creators';
import { type RunningServer, startServer } from './lib/server';

// Issues 17 and 30: the creator pages' throughput as a share of a bare Fastify route measured in
// the same run (10 connections, interleaved rounds so both see the same machine), their p99 at a
// fixed 100 req/s, and what a request costs the server's CPU (and PostgreSQL's, when it runs on
// this machine) at that rate. Rows:
// - the dashboard (`GET /api/v1/creator/campaigns`) of the demo creator with the answer cache on
//   (decision 305: the same creator again and again, what the cache is for);
// - with the cache off (ANSWER_CACHE_SECONDS=0), what every first visit costs: the demo creator,
//   and a creator with 200 invites;
// - uncached too, the other pages creators open most — content status, earnings and
//   notifications — of a bench creator with 30 invites (the same kind the load bench signs in).
// Embedded database always; PostgreSQL too when BENCH_DATABASE_URL is set (a fresh database is
// made on it and dropped). BENCH_PORT (default 3196) is the server's port.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const FIXED_SECONDS = Number(process.env.BENCH_FIXED_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3196);

type Who = 'demo' | 'typical' | 'big';
interface Row {
  name: string;
  who: Who;
  path: (ids: Ids) => string;
}
interface Ids {
  mediaId: number;
}

const campaigns = () => '/api/v1/creator/campaigns';
const CACHED: Row[] = [{ name: 'campaigns, demo creator, cache on', who: 'demo', path: campaigns }];
const UNCACHED: Row[] = [
  { name: 'campaigns, demo creator, uncached', who: 'demo', path: campaigns },
  { name: 'campaigns, 200 invites, uncached', who: 'big', path: campaigns },
  {
    name: 'content status, uncached',
    who: 'typical',
    path: (ids) => `/api/v1/creator/content/status?media_id=${ids.mediaId}`,
  },
  { name: 'earnings, uncached', who: 'typical', path: () => '/api/v1/creator/earnings' },
  { name: 'notifications, uncached', who: 'typical', path: () => '/api/v1/notifications' },
];

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const EMAILS: Record<Who, { email: string; password: string }> = {
  demo: { email: 'creator@demo.test', password: 'creator-demo-pass' },
  typical: { email: 'typical-1@bench.test', password: BENCH_PASSWORD },
  big: { email: 'big-1@bench.test', password: BENCH_PASSWORD },
};

async function signIn(server: RunningServer, who: Who): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EMAILS[who]),
  });
  if (!response.ok) throw new Error(`sign-in of ${who} answered ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

interface Measured {
  name: string;
  rate: number;
  /** Its rate as a % of the bare route's in the same rounds. */
  share: number;
  p99: number | null;
  held: number;
  cpuMs: number | null;
  dbCpuMs: number | null;
  errors: number;
}

const cell = (value: number | null, digits: number, unit = '') =>
  value === null ? '—' : `${value.toFixed(digits)}${unit}`;

function printTable(title: string, bare: Measured, rows: Measured[]) {
  console.log(`\n${title}`);
  const head = ['', 'req/s', '% of bare', 'p99 @100/s', 'CPU/req', 'db CPU/req', 'errors'];
  const widths = [40, 8, 10, 11, 9, 11, 7];
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '),
    );
  line(head);
  for (const m of [bare, ...rows]) {
    line([
      m.name,
      m.rate.toFixed(0),
      `${m.share.toFixed(m === bare ? 0 : 2)} %`,
      m.p99 === null
        ? '—'
        : `${m.p99.toFixed(0)} ms${m.held < 0.95 * 100 * FIXED_SECONDS ? '*' : ''}`,
      cell(m.cpuMs, 2, ' ms'),
      cell(m.dbCpuMs, 2, ' ms'),
      String(m.errors),
    ]);
  }
}

/**
 * Interleaved rounds of the bare route and each row at 10 connections, then each at a fixed
 * 100 req/s, where its p99 and its CPU per request are read.
 */
async function measure(
  server: RunningServer,
  rows: Row[],
  bare: Awaited<ReturnType<typeof startBare>>,
  ids: Ids,
  dbCpu: (() => number) | null,
) {
  const tokens = new Map<Who, string>();
  for (const row of rows)
    if (!tokens.has(row.who)) tokens.set(row.who, await signIn(server, row.who));
  const target = (row: Row) => ({
    url: `${server.url}${row.path(ids)}`,
    headers: { authorization: `Bearer ${tokens.get(row.who)}`, 'accept-encoding': 'gzip, br' },
  });
  for (const row of rows) await run({ ...target(row), connections: 10, duration: 1 }); // warm-up
  const totals = new Map<Row | null, { rate: number; errors: number }>();
  const add = (key: Row | null, result: autocannon.Result) => {
    const t = totals.get(key) ?? { rate: 0, errors: 0 };
    t.rate += result.requests.average / ROUNDS;
    t.errors += result.errors + result.non2xx;
    totals.set(key, t);
  };
  for (let round = 0; round < ROUNDS; round++) {
    add(null, await run({ url: bare.url, connections: 10, duration: SECONDS }));
    for (const row of rows)
      add(row, await run({ ...target(row), connections: 10, duration: SECONDS }));
  }
  // At a fixed 100 req/s: p99, and CPU per answered request (the server's, PostgreSQL's).
  const fixed = async (options: autocannon.Options, pid: number) => {
    const cpu0 = processCpuMs(pid);
    const db0 = dbCpu?.() ?? null;
    const result = await run({
      ...options,
      connections: 10,
      overallRate: 100,
      duration: FIXED_SECONDS,
    });
    const cpu1 = processCpuMs(pid);
    const db1 = dbCpu?.() ?? null;
    const n = Math.max(1, result.requests.total);
    return {
      p99: result.latency.p99,
      held: result.requests.total,
      cpuMs: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / n,
      dbCpuMs: db0 === null || db1 === null ? null : (db1 - db0) / n,
      errors: result.errors + result.non2xx,
    };
  };
  const bareFixed = await fixed({ url: bare.url }, bare.pid);
  const bareRow: Measured = {
    name: 'bare Fastify route',
    rate: totals.get(null)!.rate,
    share: 100,
    ...bareFixed,
    dbCpuMs: null,
    errors: totals.get(null)!.errors + bareFixed.errors,
  };
  const measured: Measured[] = [];
  for (const row of rows) {
    const f = await fixed(target(row), server.process.pid!);
    measured.push({
      name: row.name,
      rate: totals.get(row)!.rate,
      share: (100 * totals.get(row)!.rate) / totals.get(null)!.rate,
      ...f,
      errors: totals.get(row)!.errors + f.errors,
    });
  }
  return { bare: bareRow, rows: measured };
}

async function bench(kind: 'embedded' | 'PostgreSQL', bare: Awaited<ReturnType<typeof startBare>>) {
  const database: BenchDatabase = await createBenchDatabase(kind, 'throughput');
  try {
    const ids = await seedBenchDatabase(database, async (db) => {
      const pool = await seedCampaignPool(db, 240);
      const [typical] = await seedBenchCreators(db, pool, {
        count: 1,
        invitesEach: 30,
        prefix: 'typical',
      });
      await seedBenchCreators(db, pool, { count: 1, invitesEach: 200, prefix: 'big' });
      return { mediaId: typical!.mediaId };
    });
    const dbCpu = database.url ? await postgresCpuReader(database.url) : null;
    const results: Measured[] = [];
    const bares: Measured[] = [];
    for (const [cacheSeconds, rows] of [
      ['30', CACHED],
      ['0', UNCACHED],
    ] as const) {
      // The server's own log defaults (sampled request lines), as in production.
      const server = await startServer(PORT, database.dataDir, {
        ...database.env,
        LOG_LEVEL: undefined,
        ANSWER_CACHE_SECONDS: cacheSeconds,
      });
      try {
        // Each set of rows against the bare route of its own rounds.
        const { bare: b, rows: measured } = await measure(server, rows, bare, ids, dbCpu);
        bares.push(b);
        results.push(...measured);
      } finally {
        await server.stop();
      }
    }
    printTable(
      `${kind === 'embedded' ? 'embedded (PGlite)' : 'PostgreSQL'}: ${ROUNDS} rounds of ${SECONDS} s at 10 connections, interleaved with the bare route; p99 and CPU at a fixed 100 req/s (* fewer than 95 % answered)`,
      {
        ...bares[0]!,
        rate: bares.reduce((s, b) => s + b.rate, 0) / bares.length,
        name: 'bare Fastify route (mean)',
      },
      results,
    );
    const bar = kind === 'embedded' ? 3 : 5;
    console.log(
      `bars: uncached campaigns ≥ ${bar} % of bare, p99 ≤ 30 ms at 100 req/s (issue 30); cached ≥ ${kind === 'embedded' ? 5 : 10} % (issue 17)`,
    );
  } finally {
    await database.drop();
  }
}

const bare = await startBare();
try {
  await bench('embedded', bare);
  if (process.env.BENCH_DATABASE_URL) await bench('PostgreSQL', bare);
  else console.log('\nPostgreSQL rows skipped: set BENCH_DATABASE_URL to a PostgreSQL server.');
} finally {
  bare.stop();
}
