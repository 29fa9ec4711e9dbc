#!/usr/bin/env node
// The server the end-to-end tests run against: a fresh embedded database with demo data on
// E2E_PORT, generous rate limits (one test IP signs in many times), nothing else changed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = `.tmp/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEMO_MODE: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    JOBS_POLL_INTERVAL_MS: '200',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
