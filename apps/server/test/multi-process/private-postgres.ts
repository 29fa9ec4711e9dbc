import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of the test's own, so a test may stop and start it (the suite's shared
 * server belongs to CI). Uses the PostgreSQL binaries on PATH, else the newest under
 * /usr/lib/postgresql. PostgreSQL refuses to run as root, so as root it runs as the user
 * `pgtest` (created if missing), as CI's own throwaway server does.
 */
export function privatePostgres(port: number) {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) ensureUser('pgtest');
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-private-pg-'));
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'pgtest']).toString().trim()), -1);
  const data = path.join(dir, 'data');

  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'pgtest', '--', command, ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  };
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, ...args]);

  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => pgCtl('-l', path.join(dir, 'log'), '-w', '-o', options, 'start');
  start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** The fast shutdown a service manager uses: sessions are cut, the server goes away. */
    stop: () => pgCtl('-m', 'fast', '-w', 'stop'),
    destroy() {
      try {
        pgCtl('-m', 'immediate', '-w', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function binDir(): string {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, 'initdb'))) return folder;
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((x, y) => Number(x) - Number(y)) : [];
  const newest = versions.at(-1);
  if (!newest) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  return path.join(root, newest, 'bin');
}

function ensureUser(name: string) {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['-m', name], { stdio: 'ignore' });
  }
}
