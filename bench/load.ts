import autocannon from 'autocannon';
import pg from 'pg';
import { freshDir, type RunningServer, startServer } from './lib/server';

// Issue 18: a bounded load test on loopback — creators browsing, polling their content and
// starting uploads for a fixed time, against one and then two server processes on one
// PostgreSQL (BENCH_DATABASE_URL, e.g. from /work/wt/pg-start.sh). Prints throughput, p50/p99 per
// route and errors (0 expected). Ports: BENCH_PORT and the next one (default 3160).
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3160);
const b64 = (s: string) => Buffer.from(s).toString('base64');

interface Route {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  headers?: Record<string, string>;
}

const ROUTES: Route[] = [
  {
    name: 'GET /api/v1/creator/campaigns',
    method: 'GET',
    path: '/api/v1/creator/campaigns',
    connections: 4,
  },
  { name: 'GET /api/v1/me', method: 'GET', path: '/api/v1/me', connections: 2 },
  {
    name: 'GET /api/v1/creator/content/status',
    method: 'GET',
    path: '/api/v1/creator/content/status?media_id=MEDIA',
    connections: 2,
  },
  {
    name: 'GET /api/v1/creator/earnings',
    method: 'GET',
    path: '/api/v1/creator/earnings',
    connections: 1,
  },
  {
    name: 'POST /api/v1/uploads (tus create)',
    method: 'POST',
    path: '/api/v1/uploads',
    connections: 1,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': '2048',
      'upload-metadata': `filename ${b64('load.png')},filetype ${b64('image/png')}`,
    },
  },
];

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Every route at once against every server, for SECONDS; one line per route. */
async function load(label: string, servers: RunningServer[], mediaId: number) {
  const token = await signIn(servers[0]!);
  const runs = ROUTES.flatMap((route) =>
    servers.map((server) =>
      run({
        url: `${server.url}${route.path.replace('MEDIA', String(mediaId))}`,
        method: route.method,
        headers: { authorization: `Bearer ${token}`, ...route.headers },
        connections: route.connections,
        duration: SECONDS,
      }).then((result) => ({ route, result })),
    ),
  );
  const results = await Promise.all(runs);
  let total = 0;
  let errors = 0;
  console.log(`\n${label}: ${SECONDS} s, ${servers.length} process(es)`);
  console.log(
    `${'route'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} errors`,
  );
  for (const route of ROUTES) {
    const mine = results.filter((r) => r.route === route).map((r) => r.result);
    const rate = mine.reduce((s, r) => s + r.requests.average, 0);
    const p50 = Math.max(...mine.map((r) => r.latency.p50));
    const p99 = Math.max(...mine.map((r) => r.latency.p99));
    const bad = mine.reduce((s, r) => s + r.errors + r.non2xx, 0);
    total += rate;
    errors += bad;
    console.log(
      `${route.name.padEnd(40)} ${rate.toFixed(0).padStart(8)} ${p50.toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)} ${bad}`,
    );
  }
  console.log(
    `${'all routes'.padEnd(40)} ${total.toFixed(0).padStart(8)} req/s, errors or non-2xx: ${errors} (0 expected)`,
  );
}

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.log(
    'load: set BENCH_DATABASE_URL to a PostgreSQL server to run the one- and two-process load test',
  );
  process.exit(0);
}
for (const count of [1, 2]) {
  const name = `portal_load_${count}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const dir = freshDir(`/tmp/portal-load-${count}`);
  const env = {
    DATABASE_URL: databaseUrl.toString(),
    STORAGE_DIR: `${dir}/files`,
    LOG_LEVEL: 'warn',
  };
  const servers: RunningServer[] = [];
  try {
    // Started one after the other: the first migrates and seeds, the second finds it done.
    for (let i = 0; i < count; i++)
      servers.push(await startServer(BASE_PORT + i, `${dir}/data-${i}`, env));
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const { rows } = await db.query<{ id: number }>(
      `select c.media_id as id from content c join users u on u.id = c.user_id
       where u.email = 'creator@demo.test' order by c.id desc limit 1`,
    );
    await db.end();
    await load(
      `load, ${count === 1 ? 'one process' : 'two processes'} on PostgreSQL`,
      servers,
      rows[0]!.id,
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
