import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Another process that takes the lock on `dir` and says 'held' or 'refused' on stdout. */
function holder(dir: string): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/db/data-dir-lock.ts').then(({ acquireDataDirLock }) => {
         try { acquireDataDirLock(${JSON.stringify(dir)}); console.log('held'); }
         catch { console.log('refused'); process.exit(0); }
         setInterval(() => {}, 1000);
       })`,
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk) => resolve({ child, said: String(chunk).trim() }));
    child.once('error', reject);
  });
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'portal-lock-'));

describe('the data-folder lock (issue 27)', () => {
  it('is not blocked by a crashed server’s pid that a live process now has', () => {
    const dir = folder();
    // What a kill -9 leaves after a container restart: the file, naming a pid now in use.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses a second server while the first lives, and frees the folder when it is killed', async () => {
    const dir = folder();
    const first = await holder(dir);
    expect(first.said).toBe('held');
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another process \(pid \d+\)/);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const release = acquireDataDirLock(dir);
    release();
  });

  it('lets exactly one of several starters at once win', async () => {
    const dir = folder();
    const said = (await Promise.all(Array.from({ length: 4 }, () => holder(dir)))).map(
      (h) => h.said,
    );
    expect(said.filter((s) => s === 'held')).toHaveLength(1);
    expect(said.filter((s) => s === 'refused')).toHaveLength(3);
  });

  it('refuses the same folder twice in one process, and takes it again once released', () => {
    const dir = folder();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use/);
    release();
    acquireDataDirLock(dir)();
  });
});
