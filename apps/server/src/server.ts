import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, SERVER_URL_FILE } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed/seed';

/** Starts the portal: config, database and migrations, demo seed, HTTP server, graceful close. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const started = performance.now();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  await database.migrate();
  const seeded = await seedIfEmpty(database.db, config);
  const app = await buildApp(config, database);
  app.server.requestTimeout = 120_000;
  app.server.headersTimeout = 65_000;
  app.server.keepAliveTimeout = 61_000;

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  // `npm run ops` reads where this server answers, whatever PORT it was started with.
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path.join(config.dataDir, SERVER_URL_FILE), `${config.publicUrl}\n`);
  if (config.jobs.runWorker) {
    app.worker.start();
    await app.container.media.scheduleUploadSweep({ now: true });
  }
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `Creator portal ready in ${ms} ms: ${config.publicUrl}/app/login`,
    `Database: ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
  ];
  if (config.demo.enabled) {
    const { creator, newCreator, brand, ops } = config.demo;
    lines.push(
      'Demo logins:',
      `  creator (complete profile)  ${creator.email} / ${creator.password}`,
      `  creator (just signed up)    ${newCreator.email} / ${newCreator.password}`,
      `  brand reviewer              ${brand.email} / ${brand.password}  (the creator portal refuses it)`,
      `  ops                         ${ops.email} / ${ops.password}  (the creator portal refuses it)`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
