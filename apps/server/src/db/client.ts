import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Config } from '../config';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './db-types';
import { isFreshDataDir, readTemplate, saveTemplate } from './pglite-template';
import * as schema from './schema/index';
import { newestBuildMigration, readSchemaState, SchemaTooNewError } from './schema-version';
import { cacheStatements } from './statement-cache';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type { Database, Db, DbOrTx, Tx } from './db-types';

/**
 * Opens the database the config names: PGlite in a data folder (or in memory when `dataDir` is
 * null), or PostgreSQL through node-postgres. A PGlite folder has no cross-process lock of its
 * own, so a lock file refuses a second server on the same folder.
 */
export async function openDatabase(
  database: Config['database'],
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  let count = 0;
  const logger = { logQuery: () => void count++ };
  if (database.kind === 'postgres') {
    // node-postgres and its Drizzle driver load only for PostgreSQL (~90 ms of every start).
    const { openPostgres } = await import('./postgres');
    return openPostgres(database.url, {
      migrationsDir: MIGRATIONS_DIR,
      logger,
      queryCount: () => count,
    });
  }
  let release = () => {};
  let dataDir: string | undefined;
  let fresh = false;
  if (database.dataDir) {
    dataDir = path.resolve(database.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(path.resolve(database.dataDir));
    fresh = isFreshDataDir(dataDir);
  }
  // A new folder starts from this machine's copy of an initialised cluster when there is one.
  const template = fresh && !options.loadDataDir ? readTemplate() : undefined;
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir ?? template,
    // PostgreSQL's default 128 MB of shared buffers lives inside PGlite's wasm memory, in this
    // process: 32 MB holds the demo database several times over (the OS caches the files behind
    // it) and the idle server's RSS drops by ~100 MB (decision 301).
    postgresqlconf: ['shared_buffers=32MB'],
  });
  if (fresh && !options.loadDataDir && !template) await saveTemplate(client);
  // Reads it has seen run as prepared statements, planned once (decision 570).
  cacheStatements(client);
  const db = drizzlePglite(client, { schema, logger });
  const buildAt = newestBuildMigration(MIGRATIONS_DIR);
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(),
    async migrate() {
      // One process per data folder (the lock file), so no advisory lock is needed here.
      const state = await readSchemaState(db, buildAt);
      if (state.status === 'ahead') throw new SchemaTooNewError(state);
      if (state.status === 'behind') await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    schemaState: () => readSchemaState(db, buildAt),
    close: async () => {
      await client.close();
      release();
    },
    // One in-process connection: it never drops, so there is no gap to report.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    queryCount: () => count,
  };
}
