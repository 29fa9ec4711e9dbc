import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { report } from './lib/report';
import { freshDir, type RunningServer, startServer } from './lib/server';

// Issue 17: the dashboard API's throughput as a share of a bare Fastify route measured in the
// same run (10 connections, interleaved rounds so both see the same machine), and its p99 at a
// fixed 100 req/s. Embedded database always; PostgreSQL too when BENCH_DATABASE_URL is set.
const ROUNDS = 3;
const SECONDS = 4;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function startBare(port: number) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify();
       app.get('/hello', async () => ({ hello: 'world' }));
       await app.listen({ port: ${port}, host: '127.0.0.1' });`,
    ],
    { cwd: 'apps/server', stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}/hello`;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'creator@demo.test', password: 'creator-demo-pass' }),
  });
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

async function measure(label: string, server: RunningServer, bareUrl: string) {
  const token = await signIn(server);
  const campaigns = {
    url: `${server.url}/api/v1/creator/campaigns`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
  };
  await run({ ...campaigns, connections: 10, duration: 2 }); // warm-up
  let bareTotal = 0;
  let portalTotal = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await run({ url: bareUrl, connections: 10, duration: SECONDS });
    const portal = await run({ ...campaigns, connections: 10, duration: SECONDS });
    bareTotal += bare.requests.average;
    portalTotal += portal.requests.average;
    errors += portal.errors + portal.non2xx;
  }
  report(`${label}: bare Fastify route, 10 connections`, bareTotal / ROUNDS, 'req/s');
  report(`${label}: GET /api/v1/creator/campaigns, 10 connections`, portalTotal / ROUNDS, 'req/s');
  const minimum = label === 'embedded' ? 5 : 10;
  report(
    `${label}: campaigns throughput as % of bare Fastify`,
    (100 * portalTotal) / bareTotal,
    '%',
  );
  console.log(`${''.padEnd(58)} (bar: at least ${minimum} %; errors or non-2xx: ${errors})`);
  const fixed = await run({ ...campaigns, connections: 10, overallRate: 100, duration: 8 });
  report(`${label}: p99 at a fixed 100 req/s`, fixed.latency.p99, 'ms', 30);
  report(`${label}: requests answered in that run`, fixed.requests.total, 'req');
}

const bare = await startBare(3195);
try {
  // The server's own log defaults (sampled request lines), as in production.
  const embedded = await startServer(3196, freshDir('.tmp/bench-throughput'), {
    LOG_LEVEL: undefined,
  });
  await measure('embedded', embedded, bare.url);
  await embedded.stop();
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const postgres = await startServer(3196, freshDir('.tmp/bench-throughput'), {
      DATABASE_URL: url,
      LOG_LEVEL: undefined,
    });
    await measure('PostgreSQL', postgres, bare.url);
    await postgres.stop();
  } else {
    console.log('PostgreSQL rows skipped: set BENCH_DATABASE_URL to a throwaway database.');
  }
} finally {
  bare.stop();
}
