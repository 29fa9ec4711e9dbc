import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig, SERVER_URL_FILE } from './config';
import { openDatabase } from './db/client';
import { ensureOpsCliKey } from './modules/staff/ops-cli-key';

/** A graceful stop gives the job in hand this long before handing it back to the queue. */
const JOB_GRACE_MS = 8_000;

/**
 * Starts the portal: config, database and migrations, demo seed, HTTP server, graceful close.
 * RUN_WORKER: `true` serves HTTP and runs jobs, `false` HTTP only, `only` jobs only
 * (docs/decisions/340-processes-and-health.md).
 */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const started = performance.now();
  // The app's modules (Fastify, GraphQL, zod schemas, every route) load while the database opens:
  // PGlite compiles its wasm off this thread, so the two overlap (decision 301).
  const appModules = Promise.all([import('./app'), import('./seed/seed')]);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
    await database.migrate();
  } catch (error) {
    // SchemaTooNewError says why and what to do; so do connection and config errors.
    console.error((error as Error).message);
    process.exit(1);
  }
  const [{ buildApp }, { seedIfEmpty }] = await appModules;
  const seeded = await database.exclusive(() => seedIfEmpty(database.db, config));
  const app = await buildApp(config, database, { opsCliKey: ensureOpsCliKey(config.dataDir) });
  app.server.requestTimeout = 120_000;
  app.server.headersTimeout = 65_000;
  app.server.keepAliveTimeout = 61_000;

  // Graceful stop: stop listening, finish the requests in flight, give the job in hand a few
  // seconds and hand it back to the queue if it needs longer; then close the pool.
  closeWithGrace({ delay: 15_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await Promise.all([app.worker.stop({ graceMs: JOB_GRACE_MS }), app.close()]);
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  // `npm run ops` reads where this server answers, whatever PORT it was started with.
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path.join(config.dataDir, SERVER_URL_FILE), `${config.publicUrl}\n`);
  if (config.jobs.runWorker) {
    app.worker.start();
    await app.container.media.scheduleUploadSweep({ now: true });
    await app.container.reminders.scheduleScan({ now: true });
    await app.container.payouts.scheduleReconcile();
  }
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `Creator portal ready in ${ms} ms: ${config.publicUrl}/app/login`,
    `Review console (ops and brand users): ${config.publicUrl}/review`,
    `Processes: ${config.jobs.serveHttp ? 'HTTP' : 'health checks only'}${config.jobs.runWorker ? ' + background jobs' : ''} (RUN_WORKER)`,
    `Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
  ];
  if (config.demo.enabled) {
    const { creator, newCreator, brand, ops } = config.demo;
    lines.push(
      'Demo logins:',
      `  creator (complete profile)  ${creator.email} / ${creator.password}`,
      `  creator (just signed up)    ${newCreator.email} / ${newCreator.password}`,
      `  brand reviewer              ${brand.email} / ${brand.password}  (review console: /review)`,
      `  ops                         ${ops.email} / ${ops.password}  (review console: /review)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
