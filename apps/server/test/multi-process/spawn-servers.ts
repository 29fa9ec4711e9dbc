import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URLs of the two server processes. */
    servers: string[];
    /** The database both use. */
    databaseUrl: string;
    /** Where both processes' JSON logs are written, one file each. */
    logFiles: string[];
    /** The folder holding the shared files and logs (a test may start a third process in it). */
    workDir: string;
  }
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
/**
 * One random signing secret for every process of this run (none is written in the source): made
 * once in the global setup's process, whose environment the test workers inherit, so a third
 * server a test starts shares it.
 */
process.env.PORTAL_SUITE_JWT_SECRET ??= randomBytes(32).toString('base64url');
/** Low on purpose, so the cross-process rate-limit test is short. */
export const RATE_LIMIT_MAX = 6;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitReady(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}; see ${log}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} not ready within 60 s; see ${log}`);
}

/**
 * A fresh database, then two server processes started at the same moment on it (both migrate
 * and seed under the start lock), sharing one upload folder. Teardown stops them with SIGTERM
 * (the graceful stop) and drops the database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('The multi-process suite needs TEST_DATABASE_URL (a PostgreSQL server).');
  const name = `portal_mp_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;

  const work = mkdtempSync(path.join(tmpdir(), 'portal-mp-'));
  const ports = [await freePort(), await freePort()];
  const logFiles = ports.map((port) => path.join(work, `server-${port}.log`));
  const children = ports.map((port, i) =>
    spawnServer(databaseUrl.toString(), work, port, logFiles[i]!),
  );
  const servers = ports.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(servers.map((s, i) => waitReady(s, children[i]!, logFiles[i]!)));

  project.provide('servers', servers);
  project.provide('databaseUrl', databaseUrl.toString());
  project.provide('logFiles', logFiles);
  project.provide('workDir', work);

  return async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
    if (!process.env.KEEP_MULTI_PROCESS_LOGS) rmSync(work, { recursive: true, force: true });
  };
}

/** One server process on the suite's database and shared folder, its output to `logFile`. */
export function spawnServer(
  databaseUrl: string,
  work: string,
  port: number,
  logFile: string,
  extraEnv: Record<string, string> = {},
) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(work, 'data'),
      STORAGE_DIR: path.join(work, 'files'),
      WEB_DIST_DIR: path.join(work, 'no-web'),
      JWT_SECRET: process.env.PORTAL_SUITE_JWT_SECRET,
      DEMO_MODE: 'true',
      RUN_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '100',
      AUTH_RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  return child;
}
