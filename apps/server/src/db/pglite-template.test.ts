import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isFreshDataDir, readTemplate, saveTemplate } from './pglite-template';

const work = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the kept initialised cluster (decision 301)', () => {
  it('a new data folder started from the kept copy migrates and serves like one made by initdb', async () => {
    const first = path.join(work, 'first');
    mkdirSync(first);
    expect(isFreshDataDir(first)).toBe(true);
    const initdb = await PGlite.create({ dataDir: first });
    const file = path.join(work, 'cache', 'template.tar.gz');
    expect(await saveTemplate(initdb, file)).toBe(true);
    await initdb.close();
    expect(isFreshDataDir(first)).toBe(false);
    expect(existsSync(file)).toBe(true);

    const second = path.join(work, 'second');
    const database = await openDatabase(
      { kind: 'pglite', dataDir: second },
      { loadDataDir: readTemplate(file) },
    );
    try {
      await database.migrate();
      expect((await database.schemaState()).status).toBe('current');
      const users = await database.db.execute(sql`select count(*)::int as n from users`);
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await database.close();
    }
  });

  it('has no template to offer where none was kept', () => {
    expect(readTemplate(path.join(work, 'nowhere.tar.gz'))).toBeUndefined();
  });
});
