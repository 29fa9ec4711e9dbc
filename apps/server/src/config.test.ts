import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SECRETS_FILE } from './secrets';

const STRONG = 'Zq3v9KpL2mXw8RtY6bNc4HdF1sJg7AeU0oIy';
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

describe('secrets (issue 27)', () => {
  it('refuses to start with demo mode off and no JWT_SECRET, naming the variable', () => {
    expect(() => loadConfig({ DEMO_MODE: 'false', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET must be set when DEMO_MODE is off/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'false', JWT_SECRET: '', DATA_DIR: tempDir() })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('refuses a weak or published JWT_SECRET', () => {
    for (const weak of [
      'short',
      'a'.repeat(64),
      'dev-only-secret-change-me-in-production-0123456789',
      'please-change-me-this-is-not-a-secret-123',
    ]) {
      expect(() => loadConfig({ DEMO_MODE: 'false', JWT_SECRET: weak })).toThrow(/JWT_SECRET/);
    }
    expect(loadConfig({ DEMO_MODE: 'false', JWT_SECRET: STRONG }).auth.jwtSecret).toBe(STRONG);
  });

  it('in demo mode generates a random secret once and keeps it in the data folder', () => {
    const dir = tempDir();
    const first = loadConfig({ DEMO_MODE: 'true', DATA_DIR: dir }).auth.jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DEMO_MODE: 'true', DATA_DIR: dir }).auth.jwtSecret).toBe(first);
    const file = path.join(dir, SECRETS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8')).JWT_SECRET).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    // Another folder, another secret: nothing is known in advance.
    expect(loadConfig({ DEMO_MODE: 'true', DATA_DIR: tempDir() }).auth.jwtSecret).not.toBe(first);
  });
});

describe('listening address (issue 27)', () => {
  it('is loopback in demo mode and every interface otherwise, HOST overriding either', () => {
    const dir = tempDir();
    expect(loadConfig({ DEMO_MODE: 'true', DATA_DIR: dir }).host).toBe('localhost');
    expect(loadConfig({ DEMO_MODE: 'false', JWT_SECRET: STRONG }).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_MODE: 'true', DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('starting the server (issue 27)', () => {
  it('exits with a message naming JWT_SECRET when demo mode is off and it is unset', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DEMO_MODE: 'false', DATA_DIR: tempDir() };
    delete env.JWT_SECRET;
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('JWT_SECRET must be set when DEMO_MODE is off');
  });
});
