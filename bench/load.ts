import autocannon from 'autocannon';
import { startBare } from './lib/bare';
import { createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { postgresCpuReader, processesCpuMs } from './lib/cpu';
import {
  BENCH_PASSWORD,
  type BenchCreator,
  seedBenchCreators,
  seedCampaignPool,
} from './lib/creators';
import { percentile } from './lib/report';
import { type RunningServer, startServer } from './lib/server';

// Issue 30: a realistic day — LOAD_CREATORS distinct creators (default 1,000, seeded by the bench
// with 30 invites each, not the demo), arriving at a fixed LOAD_RATE per second (default 25). Each
// signs in, loads the dashboard as the portal's first screen does (me, flags and the campaigns
// list at once, decision 309) and opens the status screen of one of their submissions: five
// requests a visit, so 125 req/s by default. One and then two server processes on one fresh
// PostgreSQL database (BENCH_DATABASE_URL), each with production defaults (answer cache on: a
// creator seen once gains nothing from it). The same arrivals against the bare Fastify route in
// the same run are the baseline; the cached dashboard of one creator at a fixed 100 req/s is
// printed beside. Ports: BENCH_PORT and the next (default 3160).
const CREATORS = Number(process.env.LOAD_CREATORS ?? 1000);
const RATE = Number(process.env.LOAD_RATE ?? 25);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3160);
const STEPS = ['sign in', 'me', 'flags', 'campaigns', 'content status'] as const;
type Step = (typeof STEPS)[number];

interface Sample {
  step: Step;
  ms: number;
  ok: boolean;
  /** The HTTP status, or 0 when no answer came (refused, reset). */
  status: number;
}

async function timed(step: Step, samples: Sample[], request: () => Promise<Response>) {
  const start = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    samples.push({ step, ms: performance.now() - start, ok: response.ok, status: response.status });
    return { response, body };
  } catch {
    samples.push({ step, ms: performance.now() - start, ok: false, status: 0 });
    return null;
  }
}

/** One creator's visit: sign in, the dashboard's three requests at once, one content screen. */
async function visit(base: string, creator: BenchCreator, samples: Sample[]) {
  const login = await timed('sign in', samples, () =>
    fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: creator.email, password: BENCH_PASSWORD }),
    }),
  );
  if (!login?.response.ok) return;
  const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const get = (step: Step, path: string) =>
    timed(step, samples, () => fetch(`${base}${path}`, { headers }));
  await Promise.all([
    get('me', '/api/v1/me'),
    get('flags', '/api/v1/flags'),
    get('campaigns', '/api/v1/creator/campaigns'),
  ]);
  await get('content status', `/api/v1/creator/content/status?media_id=${creator.mediaId}`);
}

/** The same arrivals against the bare route: five GETs a visit, three of them at once. */
async function bareVisit(url: string, samples: Sample[]) {
  const get = (step: Step) => timed(step, samples, () => fetch(url));
  await get('sign in');
  await Promise.all([get('me'), get('flags'), get('campaigns')]);
  await get('content status');
}

/** Starts `count` visits at RATE per second (open loop: late answers never slow arrivals). */
async function arrivals(count: number, start: (i: number) => Promise<void>) {
  const began = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = began + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    running.push(start(i));
  }
  await Promise.all(running);
  return (performance.now() - began) / 1000;
}

interface Outcome {
  samples: Sample[];
  seconds: number;
  cpuMs: number | null;
  dbCpuMs: number | null;
}

async function measured(
  pids: number[],
  dbCpu: (() => number) | null,
  work: (samples: Sample[]) => Promise<number>,
): Promise<Outcome> {
  const samples: Sample[] = [];
  const cpu0 = processesCpuMs(pids);
  const db0 = dbCpu?.() ?? null;
  const seconds = await work(samples);
  const cpu1 = processesCpuMs(pids);
  const db1 = dbCpu?.() ?? null;
  return {
    samples,
    seconds,
    cpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    dbCpuMs: db0 === null || db1 === null ? null : db1 - db0,
  };
}

function printLoad(title: string, portal: Outcome, bare: Outcome) {
  console.log(`\n${title}`);
  const widths = [22, 9, 9, 9, 9, 7];
  const line = (cells: string[]) =>
    console.log(
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' '),
    );
  line(['', 'p50 ms', 'p99 ms', 'bare p50', 'bare p99', 'errors']);
  const stat = (o: Outcome, step: Step | null) => {
    const mine = o.samples.filter((s) => step === null || s.step === step);
    const ms = mine.map((s) => s.ms);
    return {
      p50: ms.length ? percentile(ms, 50) : Number.NaN,
      p99: ms.length ? percentile(ms, 99) : Number.NaN,
      errors: mine.filter((s) => !s.ok).length,
    };
  };
  for (const step of [...STEPS, null]) {
    const p = stat(portal, step);
    const b = stat(bare, step);
    line([
      step ?? 'every request',
      p.p50.toFixed(1),
      p.p99.toFixed(1),
      b.p50.toFixed(1),
      b.p99.toFixed(1),
      String(p.errors),
    ]);
  }
  const failed = new Map<number, number>();
  for (const s of portal.samples) if (!s.ok) failed.set(s.status, (failed.get(s.status) ?? 0) + 1);
  if (failed.size)
    console.log(
      `errors by status: ${[...failed].map(([status, n]) => `${status || 'no answer'} ×${n}`).join(', ')}`,
    );
  const perRequest = (o: Outcome, ms: number | null) =>
    ms === null ? '—' : `${(ms / o.samples.length).toFixed(2)} ms`;
  console.log(
    `${portal.samples.length} requests in ${portal.seconds.toFixed(1)} s (${(portal.samples.length / portal.seconds).toFixed(0)} req/s); ` +
      `server CPU per request ${perRequest(portal, portal.cpuMs)} (bare ${perRequest(bare, bare.cpuMs)}), ` +
      `PostgreSQL CPU per request ${perRequest(portal, portal.dbCpuMs)}`,
  );
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** The cached figure beside the load: the demo creator's dashboard again and again. */
async function cachedFigure(server: RunningServer) {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
  });
  const token = ((await response.json()) as { accessToken: string }).accessToken;
  const result = await run({
    url: `${server.url}/api/v1/creator/campaigns`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
    connections: 10,
    overallRate: 100,
    duration: 5,
  });
  console.log(
    `beside it, cached (the demo creator's dashboard again and again, 100 req/s on one process): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

if (!process.env.BENCH_DATABASE_URL) {
  console.log('load: set BENCH_DATABASE_URL to a PostgreSQL server to run the 1,000-creator load');
  process.exit(0);
}
const database = await createBenchDatabase('PostgreSQL', 'load');
const bare = await startBare();
try {
  const started = performance.now();
  const creators = await seedBenchDatabase(database, async (db) =>
    seedBenchCreators(db, await seedCampaignPool(db, 300), {
      count: CREATORS,
      invitesEach: 30,
      prefix: 'load',
    }),
  );
  console.log(
    `seeded ${creators.length} creators with 30 invites each in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const dbCpu = await postgresCpuReader(database.url!);
  // The bare route with the same arrivals: what the machine and the client allow.
  const bareOutcome = await measured([bare.pid], null, (samples) =>
    arrivals(Math.min(CREATORS, RATE * 12), () => bareVisit(bare.url, samples)),
  );
  for (const count of [1, 2]) {
    const servers: RunningServer[] = [];
    try {
      for (let i = 0; i < count; i++) {
        servers.push(
          await startServer(BASE_PORT + i, `${database.dataDir}/p${i}`, {
            ...database.env,
            LOG_LEVEL: undefined,
          }),
        );
      }
      const outcome = await measured(
        servers.map((s) => s.process.pid!),
        dbCpu,
        (samples) =>
          arrivals(creators.length, (i) => visit(servers[i % count]!.url, creators[i]!, samples)),
      );
      printLoad(
        `load: ${creators.length} creators at ${RATE}/s (sign in, dashboard, one content screen), ${count === 1 ? 'one process' : 'two processes'} on PostgreSQL`,
        outcome,
        bareOutcome,
      );
      if (count === 1) await cachedFigure(servers[0]!);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  }
} finally {
  bare.stop();
  await database.drop();
}
