import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCreatorFingerprint } from '../../test/demo-fingerprint';
import { testConfig } from '../config';
import { seedIfEmpty } from '../seed/seed';
import { openDatabase } from './client';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * The embedded database's backup (README, operator's page): stop the server, copy DATA_DIR's
 * `pglite` folder; restore by putting the copy in place of a fresh DATA_DIR and starting.
 */
describe('backup and restore of the embedded database', () => {
  it("keeps the demo creator's data intact", async () => {
    const original = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
    const restored = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
    dirs.push(original, restored);
    const config = testConfig();
    const email = config.demo.creator.email;
    const source = await openDatabase({ kind: 'pglite', dataDir: original });
    await source.migrate();
    await seedIfEmpty(source.db, { ...config, demo: { ...config.demo, enabled: true } });
    const before = await demoCreatorFingerprint(source, email);
    await source.close();

    cpSync(path.join(original, 'pglite'), path.join(restored, 'pglite'), { recursive: true });
    const copy = await openDatabase({ kind: 'pglite', dataDir: restored });
    await copy.migrate();
    expect(before.invites).toBeGreaterThan(3);
    expect(await demoCreatorFingerprint(copy, email)).toEqual(before);
    expect((await copy.schemaState()).status).toBe('current');
    await copy.close();
    // The demo seed runs inside the test: its campaigns through the studio, pictures through the
    // image checks (issue 29), take ~7 s alone and more on a loaded machine.
  }, 90_000);
});
