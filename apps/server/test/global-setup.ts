import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

export const POSTGRES_TEMPLATE_DB = 'portal_test_template';

/**
 * Migrates one template database per run, so each test file starts from a copy in about a
 * second instead of migrating: a PGlite data-dir dump by default, or a PostgreSQL template
 * database when TEST_DATABASE_URL names a server.
 */
export default async function setup(project: TestProject) {
  // The stored files of every test process go below one folder of this run, removed at its end
  // (testConfig's storage): a worker stopped by a signal does not clean its own up.
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'portal-test-files-'));
  process.env.PORTAL_TEST_FILES_ROOT = filesRoot;
  const removeFiles = () => rmSync(filesRoot, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE_DB}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
    await database.migrate();
    await database.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return removeFiles;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeFiles();
  };
}
