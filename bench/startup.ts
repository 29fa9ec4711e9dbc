import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { TEMPLATE_FILE } from '../apps/server/src/db/pglite-template';
import { routeJavaScriptKb } from './lib/bundles';
import { report } from './lib/report';
import { freshDir, startServer } from './lib/server';

// Issue 17 budgets: cold start of the compiled server to /readyz within 4 s on an empty database
// (migrate + demo seed) and 1.5 s on an existing one, next to a bare Fastify's cold start in the
// same run; idle memory (RSS) at most 300 MB. Issue 33 (React everywhere, decision 500): a route's
// initial JavaScript at most 200 kB gzip.

/** Milliseconds from spawn until a bare Fastify answers: Node's and Fastify's own start. */
async function bareColdStart(port: number): Promise<number> {
  const started = performance.now();
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
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/hello`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  return ms;
}

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

const bare = await bareColdStart(3193);
report('bare Fastify cold start (baseline)', bare, 'ms');
// The first empty database on a machine runs PGlite's initdb (and keeps the initialised cluster,
// decision 301); every later one starts from that copy.
rmSync(TEMPLATE_FILE, { force: true });
const firstEver = await startServer(3191, freshDir('.tmp/bench-startup-first'));
report('cold start, first empty database on this machine (initdb)', firstEver.readyMs, 'ms');
await firstEver.stop();
const dir = freshDir('.tmp/bench-startup');
const first = await startServer(3191, dir);
report('cold start, empty database (migrate, demo seed)', first.readyMs, 'ms', 4000);
report('  as a multiple of the bare Fastify start', first.readyMs / bare, 'x');
await first.stop();

const again = await startServer(3191, dir);
report('cold start, existing database', again.readyMs, 'ms', 1500);
report('  as a multiple of the bare Fastify start', again.readyMs / bare, 'x');
await new Promise((r) => setTimeout(r, 3000));
report('idle server memory (RSS, 3 s after ready)', rssMb(again.process.pid!), 'MB', 300);
const login = await routeJavaScriptKb(again.url, '/app/login', (page) =>
  page.getByRole('button', { name: /sign in/i }).waitFor(),
);
report(`login route initial JavaScript (${login.files} files, gzip)`, login.kb, 'kB', 200);
report('login route JavaScript loaded after first paint (gzip)', login.deferredKb, 'kB');
const shell = await routeJavaScriptKb(
  again.url,
  '/creator/dashboard/campaigns',
  (page) => page.getByRole('main').waitFor(),
  {
    email: 'creator@demo.test',
    password: 'creator-demo-pass',
  },
);
report(
  `campaigns route initial JavaScript incl. shared (${shell.files} files, gzip)`,
  shell.kb,
  'kB',
  200,
);
report('campaigns route JavaScript loaded after first paint (gzip)', shell.deferredKb, 'kB');
await again.stop();
