import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedIfEmpty } from '../../apps/server/src/seed/seed';
import { freshDir } from './server';

/**
 * A fresh database for one bench: an embedded one in a new folder, or a new database on the
 * PostgreSQL server BENCH_DATABASE_URL names (dropped afterwards). `env` is what a server
 * started on it needs.
 */
export interface BenchDatabase {
  label: 'embedded' | 'PostgreSQL';
  url: string | null;
  dataDir: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export async function createBenchDatabase(
  kind: 'embedded' | 'PostgreSQL',
  name: string,
): Promise<BenchDatabase> {
  const dataDir = freshDir(`.tmp/bench-${name}`);
  if (kind === 'embedded') {
    return { label: kind, url: null, dataDir, env: { DATA_DIR: dataDir }, drop: async () => {} };
  }
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) throw new Error('BENCH_DATABASE_URL is not set');
  const database = `portal_bench_${name.replace(/\W/g, '_')}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    label: kind,
    url: url.toString(),
    dataDir,
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, STORAGE_DIR: `${dataDir}/files` },
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}

/**
 * Migrates the bench database, seeds the demo as a first start would, then runs `seed` on it,
 * from this process (before any server opens it: an embedded folder admits one process).
 */
export async function seedBenchDatabase<T>(
  target: BenchDatabase,
  seed: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    target.url
      ? { kind: 'postgres', url: target.url }
      : { kind: 'pglite', dataDir: target.dataDir },
  );
  try {
    await database.migrate();
    await seedIfEmpty(database.db, loadConfig({ ...process.env, DEMO_MODE: 'true' }));
    return await seed(database.db);
  } finally {
    await database.close();
  }
}
