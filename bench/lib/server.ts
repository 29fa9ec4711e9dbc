import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn until /readyz answered. */
  readyMs: number;
  stop(): Promise<void>;
}

// The server as `npm start` runs it: compiled once per bench process (scripts/build-server.mjs).
let built = false;
function buildServerOnce() {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
  built = true;
}

const BENCH_SECRET = randomBytes(32).toString('base64url');

/** Starts the real server on `port` with its embedded database in `dataDir`, and times readiness. */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  buildServerOnce();
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: withoutUnset({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      // One secret for every server of this bench run: processes on one database share sessions.
      JWT_SECRET: process.env.JWT_SECRET || BENCH_SECRET,
      ...env,
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function freshDir(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** `undefined` in the overrides means "leave unset" (e.g. LOG_LEVEL, to measure the default). */
function withoutUnset(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
