import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite or on
 * the PostgreSQL server TEST_DATABASE_URL names. Closing it drops the copy.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const copyUrl = new URL(url);
    copyUrl.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: copyUrl.toString() });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: dump });
}
