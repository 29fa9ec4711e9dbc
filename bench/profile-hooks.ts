import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { SessionSchema } from '@portal/domain/users/me-api';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { registerApiAnswers } from '../apps/server/src/http/api-answers';
import { registerSecurityHeaders } from '../apps/server/src/http/security-headers';
import { createUsersRepository } from '../apps/server/src/modules/users/users.repository';
import { bearerAuth } from '../apps/server/src/plugins/authenticate';
import { createBenchDatabase, seedBenchDatabase } from './lib/bench-database';
import { postgresCpuReader } from './lib/cpu';
import { summarise } from './lib/cpuprofile';

// Not a bench of `npm run bench` (run.ts skips profile-*.ts): what every route pays before its
// own work, layer by layer (decision 630). In-process, one request after another (app.inject),
// the server's CPU per answer as the lowest of ROUNDS rounds of N, the variants taking turns in
// each round so the shared machine's noise falls on all of them alike:
// - a bare Fastify route, and the same with helmet's headers (set once per request, as the app
//   does since decision 630), with pino at info: what inject and each costs;
// - the app's own stack: a constant route at the root (every app-level hook), the same inside a
//   scope with the API's answers (ETag, gzip, cache-control), then with the bearer check, then
//   with a zod response schema, and `GET /api/v1/me` (one indexed statement on top).
// Usage: node --import tsx bench/profile-hooks.ts [N] [ROUNDS]  (BENCH_DATABASE_URL for PostgreSQL)
const N = Number(process.argv[2] ?? 400);
const ROUNDS = Number(process.argv[3] ?? 5);

// A one-key zod response schema (the app's serializer compiler is zod's).
const Hello = SessionSchema.pick({ accessToken: true });
const hello = async () => ({ accessToken: 'world' });

async function bareApp(options: { headers?: boolean; logger?: boolean } = {}) {
  const app = Fastify(
    options.logger ? { logger: { level: 'info', stream: { write: () => {} } } } : {},
  );
  if (options.headers) registerSecurityHeaders(app, {});
  app.get('/hello', hello);
  await app.ready();
  return app;
}

const target = await createBenchDatabase(
  process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded',
  'hooks',
);
let database: Database | null = null;
try {
  await seedBenchDatabase(target, async () => {});
  const config = testConfig({
    database: target.url
      ? { kind: 'postgres', url: target.url }
      : { kind: 'pglite', dataDir: target.dataDir },
    // As production runs: info, and one success in REQUEST_LOG_SAMPLE (0.01) logged.
    logLevel: 'info',
    requestLogSample: 0.01,
  });
  database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp(config, database);
  const { tokens, sessions } = app.container;
  // Constant routes at each depth of the app's own stack, registered before it is ready.
  app.get('/bench/root', hello);
  await app.register(
    async (api: FastifyInstance) => {
      await registerApiAnswers(api);
      api.get('/answers', hello);
      await api.register(async (signed: FastifyInstance) => {
        signed.addHook('onRequest', bearerAuth(tokens, sessions));
        signed.get('/auth', hello);
        signed.get('/zod', { schema: { response: { 200: Hello } } }, hello);
        signed.get('/select1', { schema: { response: { 200: Hello } } }, async () => {
          await app.container.db.execute(sql`select 1 as one`);
          return { accessToken: 'world' };
        });
        signed.get('/pool1', { schema: { response: { 200: Hello } } }, async () => {
          const client = (
            app.container.db as unknown as { $client: { query(t: string): Promise<unknown> } }
          ).$client;
          await client.query('select 1 as one');
          return { accessToken: 'world' };
        });
        const users = createUsersRepository(app.container.db);
        signed.get('/find-me', { schema: { response: { 200: Hello } } }, async (request) => {
          await users.findMe(request.actor.userId);
          return { accessToken: 'world' };
        });
      });
    },
    { prefix: '/bench' },
  );
  await app.ready();
  const pgCpu = target.url ? await postgresCpuReader(target.url) : null;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'creator@demo.test', password: 'creator-demo-pass' },
  });
  const token = login.json<{ accessToken: string }>().accessToken;
  const signed = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const plain = { 'accept-encoding': 'gzip, br' };
  const bare = await bareApp();
  const bareHeaders = await bareApp({ headers: true });
  const bareLogger = await bareApp({ logger: true });
  const variants: [string, FastifyInstance, string, Record<string, string>][] = [
    ['bare Fastify (inject + Fastify)', bare, '/hello', plain],
    ["bare + helmet's headers once", bareHeaders, '/hello', plain],
    ['bare + pino at info', bareLogger, '/hello', plain],
    ['app: root route (app-level hooks)', app, '/bench/root', plain],
    ['app: + API answers (ETag, gzip…)', app, '/bench/answers', plain],
    ['app: + bearer/session check', app, '/bench/auth', signed],
    ['app: + zod response schema', app, '/bench/zod', signed],
    ['app: + `select 1` (the pool itself)', app, '/bench/pool1', signed],
    ['app: + `select 1` (Drizzle)', app, '/bench/select1', signed],
    ["app: + `me`'s statement (Drizzle)", app, '/bench/find-me', signed],
    ['app: GET /api/v1/me', app, '/api/v1/me', signed],
  ];
  const only = process.env.VARIANTS?.split(',');
  const chosen = variants.filter(([name]) => !only || only.some((o) => name.includes(o)));
  for (const [name, instance, url, headers] of chosen) {
    const first = await instance.inject({ url, headers });
    if (first.statusCode !== 200) throw new Error(`${name}: ${url} answered ${first.statusCode}`);
    for (let i = 0; i < 100; i++) await instance.inject({ url, headers });
  }
  // PROFILE=1: V8's sampling profile of all the rounds, summarised after the figures (best with
  // VARIANTS naming one).
  const session = process.env.PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  const { readdirSync, readFileSync } = await import('node:fs');
  /** CPU ms of each thread of this process so far (main, V8's GC helpers, libuv's pool). */
  const threadCpu = () =>
    new Map(
      readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [tid, (Number(f[11]) + Number(f[12])) * 10] as const;
      }),
    );
  if (process.env.POOL_LOOP) {
    const client = (
      app.container.db as unknown as { $client: { query(t: string): Promise<unknown> } }
    ).$client;
    const threads = () =>
      new Map(
        readdirSync('/proc/self/task').map((tid) => {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return [`${tid} ${name}`, (Number(f[11]) + Number(f[12])) * 10];
        }),
      );
    for (let r = 0; r < 3; r++) {
      const before = threads();
      const t = process.cpuUsage();
      for (let k = 0; k < N; k++) await client.query('select 1 as one');
      const after = threads();
      console.log(
        [...after]
          .map(([k, v]) => `${k}: ${v - (before.get(k) ?? 0)} ms`)
          .filter((x) => !x.endsWith(' 0 ms'))
          .join(', '),
      );
      const u = process.cpuUsage(t);
      console.log(
        `pool loop outside requests: ${((u.user + u.system) / N).toFixed(0)} µs (user ${(u.user / N).toFixed(0)})`,
      );
    }
    const pg = (await import('pg')).default;
    const own = new pg.Pool({ connectionString: target.url!, max: 10 });
    for (let r = 0; r < 3; r++) {
      const t = process.cpuUsage();
      for (let k = 0; k < N; k++) await own.query('select 1 as one');
      const u = process.cpuUsage(t);
      console.log(`a new pool, same process: ${((u.user + u.system) / N).toFixed(0)} µs`);
    }
    await own.end();
  }
  const node = chosen.map(() => [] as number[]);
  const mainShare = chosen.map(() => [] as number[]);
  const db = chosen.map(() => [] as number[]);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [i, [, instance, url, headers]] of chosen.entries()) {
      const p0 = pgCpu?.() ?? 0;
      const t = process.cpuUsage();
      const t0 = threadCpu();
      for (let k = 0; k < N; k++) await instance.inject({ url, headers });
      const u = process.cpuUsage(t);
      const t1 = threadCpu();
      const main = String(process.pid);
      const mainMs = (t1.get(main) ?? 0) - (t0.get(main) ?? 0);
      mainShare[i]!.push((mainMs * 1000) / N);
      node[i]!.push((u.user + u.system) / N);
      db[i]!.push(((pgCpu?.() ?? 0) - p0) / N);
    }
  }
  console.log(
    `${target.url ? 'PostgreSQL' : 'embedded (PGlite)'}; ${ROUNDS} rounds of ${N}; server CPU per answer, lowest / median (µs)`,
  );
  const low = (xs: number[]) => Math.min(...xs);
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  let previous: number | null = null;
  for (const [i, [name]] of chosen.entries()) {
    const l = low(node[i]!);
    const step =
      name.startsWith('app:') && previous !== null ? `  (+${(l - previous).toFixed(0)})` : '';
    console.log(
      `${name.padEnd(38)} ${l.toFixed(0).padStart(5)} / ${mid(node[i]!).toFixed(0).padStart(5)} µs${step}  main thread ${mid(mainShare[i]!).toFixed(0)} µs` +
        (pgCpu ? `  PostgreSQL ${(low(db[i]!) * 1000).toFixed(0)} µs` : ''),
    );
    if (name.startsWith('app:')) previous = l;
  }
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    const file = '.tmp/profile-hooks.cpuprofile';
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(summarise(file, Number(process.env.PROFILE_TOP ?? 30)).text);
  }
  for (const instance of [bare, bareHeaders, bareLogger]) await instance.close();
  await app.close();
} finally {
  await database?.close();
  await target.drop();
}
