import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/app';
import { testConfig } from '../config';
import { openDatabase } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { staffInvitations } from '../db/schema/staff';
import { users } from '../db/schema/users';
import { createAdmin } from './create-admin';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs the command, answering its exit code and what it printed. */
async function run(config: ReturnType<typeof testConfig>, email: string | undefined) {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line) => void out.push(String(line)));
  const err = vi.spyOn(console, 'error').mockImplementation((line) => void out.push(String(line)));
  try {
    return { code: await createAdmin(config, email), out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

describe('npm run ops -- create-admin EMAIL', () => {
  it('on an empty embedded database: migrates, prints a one-time link, stores only its hash; again changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-admin-'));
    dirs.push(dataDir);
    const config = {
      ...testConfig(),
      dataDir,
      database: { kind: 'pglite' as const, dataDir },
      publicUrl: 'https://portal.example.com',
    };
    const first = await run(config, 'Root@Example.com');
    expect(first.code).toBe(0);
    const link =
      /https:\/\/portal\.example\.com\/review\/set-password\?token=([A-Za-z0-9_-]{43})/.exec(
        first.out,
      );
    expect(link).not.toBeNull();
    expect(first.out).toContain('First admin: root@example.com (ops).');
    expect(first.out).not.toMatch(/password:/i);

    const again = await run(config, 'root@example.com');
    expect(again.code).toBe(1);
    expect(again.out).toContain('is still waiting');

    const database = await openDatabase(config.database);
    const [invitation] = await database.db.select().from(staffInvitations);
    expect(invitation).toMatchObject({ email: 'root@example.com', type: 'ops', invited_by: null });
    expect(invitation!.token_hash).not.toContain(link![1]);
    expect(invitation!.expires_at.getTime() - invitation!.created_at.getTime()).toBe(
      24 * 3_600_000,
    );
    expect(await database.db.select().from(users)).toEqual([]);
    const entries = await database.db.select().from(auditLog);
    expect(entries).toMatchObject([
      { action: 'staff.invited', actor_id: null, after: { role: 'ops' } },
    ]);
    await database.close();
  }, 90_000);

  it('refuses a missing or invalid address with the usage', async () => {
    expect((await run(testConfig(), undefined)).code).toBe(2);
    expect((await run(testConfig(), 'not-an-email')).out).toContain(
      'usage: npm run ops -- create-admin EMAIL',
    );
  });
});

describe('POST /api/v1/ops-cli/first-admin (the command against a running server)', () => {
  it('needs the data folder key, then makes the link; an existing account changes nothing', async () => {
    const t = await buildTestApp({}, { opsCliKey: 'k'.repeat(43) });
    const call = (key: string | undefined, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/ops-cli/first-admin',
        headers: key ? { 'x-ops-cli-key': key } : {},
        payload: { email },
      });
    expect((await call(undefined, 'a@example.com')).statusCode).toBe(403);
    expect((await call('x'.repeat(43), 'a@example.com')).statusCode).toBe(403);
    const made = await call('k'.repeat(43), 'a@example.com');
    expect(made.json()).toMatchObject({
      outcome: 'created',
      link: expect.stringContaining('/review/set-password?token='),
    });
    const token = /token=(.+)$/.exec(made.json().link)![1]!;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff-invitations/accept',
      payload: { token, password: 'first-admin-pass' },
    });
    expect((await call('k'.repeat(43), 'a@example.com')).json()).toEqual({ outcome: 'exists' });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.com', password: 'first-admin-pass' },
    });
    expect(session.json().user.type).toBe('ops');
    await t.close();
  });

  it('does not exist without a key (tests, and apps built without one)', async () => {
    const t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ops-cli/first-admin',
      payload: { email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(404);
    await t.close();
  });
});
