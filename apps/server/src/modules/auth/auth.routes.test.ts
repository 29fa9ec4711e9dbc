import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, refreshCookieFrom } from '../../../test/factories';
import { testConfig } from '../../config';
import { emailOutbox } from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { REFRESH_REUSE_GRACE_MS } from './auth.service';

let t: TestApp;
/** The auth service's clock: tests move it forward instead of waiting. */
let now = new Date();
beforeAll(async () => {
  t = await buildTestApp(
    { auth: { ...testConfig().auth, rateLimit: { max: 1000, windowMs: 60_000 } } },
    { clock: () => now },
  );
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('POST /api/v1/auth/sign-up', () => {
  it('makes a creator account and signs it in', async () => {
    const response = await post('/api/v1/auth/sign-up', {
      email: 'Fresh@Example.com',
      password: 'a-long-password',
      first_name: 'Ada',
      last_name: 'Byron',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: 'fresh@example.com',
      type: 'influencer',
      first_name: 'Ada',
    });
    expect(body.accessToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'portal_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    // The page cookie (decision 313): for the pages under /creator only, ending with the session.
    const page = response.cookies.find((c) => c.name === 'portal_page');
    expect(page).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/creator' });
    expect(page?.expires).toEqual(cookie?.expires);
  });

  it("refuses an e-mail already used, in any case, with 'That email is already in use.'", async () => {
    const existing = await createUser(t.app);
    const response = await post('/api/v1/auth/sign-up', {
      email: existing.email.toUpperCase(),
      password: 'a-long-password',
      first_name: 'A',
      last_name: 'B',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'email_in_use',
      message: 'That email is already in use.',
      details: { errors: ['credentials'] },
    });
  });

  it('answers field errors for bad input and creates nothing', async () => {
    const response = await post('/api/v1/auth/sign-up', { email: 'nope', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error.details;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name']),
    );
    const partial = { email: 'half@example.com', password: 'long-enough-pass', first_name: 'Ann' };
    expect((await post('/api/v1/auth/sign-up', partial)).statusCode).toBe(400);
    const login = await post('/api/v1/auth/login', {
      email: partial.email,
      password: partial.password,
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/login', () => {
  it('signs in with the right password', async () => {
    const user = await createUser(t.app);
    const response = await post('/api/v1/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('says the same clear thing for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.app);
    const wrong = await post('/api/v1/auth/login', {
      email: user.email,
      password: 'wrong-password',
    });
    const unknown = await post('/api/v1/auth/login', {
      email: 'ghost@example.com',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Incorrect email or password.');
    expect(unknown.json().error.message).toBe('Incorrect email or password.');
  });

  it('lets brand and ops users sign in (the portal itself refuses them)', async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    const response = await post('/api/v1/auth/login', { email: ops.email, password: ops.password });
    expect(response.json().user.type).toBe('ops');
  });
});

describe('POST /api/v1/auth/refresh', () => {
  it('rotates the refresh token and gives a working access token', async () => {
    const user = await createUser(t.app);
    const login = await post('/api/v1/auth/login', { email: user.email, password: user.password });
    const first = refreshCookieFrom(login);
    const refreshed = await post('/api/v1/auth/refresh', undefined, { cookie: first });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshCookieFrom(refreshed)).not.toBe(first);
    const me = await t.app.inject({
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${refreshed.json().accessToken}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('revokes the whole session when a rotated token is presented again after the grace period', async () => {
    const user = await createUser(t.app);
    const login = await post('/api/v1/auth/login', { email: user.email, password: user.password });
    const first = refreshCookieFrom(login);
    const second = refreshCookieFrom(
      await post('/api/v1/auth/refresh', undefined, { cookie: first }),
    );
    now = new Date(now.getTime() + REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await post('/api/v1/auth/refresh', undefined, { cookie: first });
    expect(replay.statusCode).toBe(401);
    const afterTheft = await post('/api/v1/auth/refresh', undefined, { cookie: second });
    expect(afterTheft.statusCode).toBe(401);
  });

  it('forgives a rotated token presented again at once (two tabs, or a refresh cut off by navigation)', async () => {
    const user = await createUser(t.app);
    const login = await post('/api/v1/auth/login', { email: user.email, password: user.password });
    const first = refreshCookieFrom(login);
    const second = refreshCookieFrom(
      await post('/api/v1/auth/refresh', undefined, { cookie: first }),
    );
    const raced = await post('/api/v1/auth/refresh', undefined, { cookie: first });
    expect(raced.statusCode).toBe(200);
    expect((await post('/api/v1/auth/refresh', undefined, { cookie: second })).statusCode).toBe(
      200,
    );
  });

  it('answers 401 without a cookie', async () => {
    const response = await post('/api/v1/auth/refresh');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const user = await createUser(t.app);
    const cookie = refreshCookieFrom(
      await post('/api/v1/auth/login', { email: user.email, password: user.password }),
    );
    const out = await post('/api/v1/auth/logout', undefined, { cookie });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'portal_refresh')?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'portal_page')).toMatchObject({
      value: '',
      path: '/creator',
    });
    expect((await post('/api/v1/auth/refresh', undefined, { cookie })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a link whose token sets a new password once', async () => {
    const user = await createUser(t.app);
    expect((await post('/api/v1/auth/password-reset', { email: user.email })).statusCode).toBe(202);
    const mails = await t.app.container.db.select().from(emailOutbox);
    const mail = mails.find((m) => m.to_address === user.email)!;
    const token = /token=([\w-]+)/.exec(mail.body_text)![1]!;
    const confirm = await post('/api/v1/auth/password-reset/confirm', {
      token,
      password: 'brand-new-pass',
    });
    expect(confirm.statusCode).toBe(204);
    const again = await post('/api/v1/auth/password-reset/confirm', {
      token,
      password: 'other-new-pass',
    });
    expect(again.statusCode).toBe(400);
    const login = await post('/api/v1/auth/login', {
      email: user.email,
      password: 'brand-new-pass',
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 202 for an unknown e-mail too, so accounts cannot be probed', async () => {
    expect(
      (await post('/api/v1/auth/password-reset', { email: 'nobody@example.com' })).statusCode,
    ).toBe(202);
  });
});

describe('password-reset links (issue 27)', () => {
  const resetLinks = async (email: string) =>
    (await t.app.container.db.select().from(emailOutbox))
      .filter((m) => m.to_address === email && m.subject.startsWith('Reset'))
      .map((m) => /token=([\w-]+)/.exec(m.body_text)![1]!);

  it('only the newest link works: asking again revokes the one sent before', async () => {
    const user = await createUser(t.app);
    await post('/api/v1/auth/password-reset', { email: user.email });
    await post('/api/v1/auth/password-reset', { email: user.email });
    const [first, second] = await resetLinks(user.email);
    const old = await post('/api/v1/auth/password-reset/confirm', {
      token: first,
      password: 'first-new-pass',
    });
    expect(old.statusCode).toBe(400);
    const newest = await post('/api/v1/auth/password-reset/confirm', {
      token: second,
      password: 'second-new-pass',
    });
    expect(newest.statusCode).toBe(204);
  });

  it('using one link revokes every other (of two outstanding, only one works)', async () => {
    const user = await createUser(t.app);
    await post('/api/v1/auth/password-reset', { email: user.email });
    await post('/api/v1/auth/password-reset', { email: user.email });
    const links = await resetLinks(user.email);
    const results = [];
    for (const [i, token] of [...links].reverse().entries()) {
      results.push(
        (await post('/api/v1/auth/password-reset/confirm', { token, password: `new-pass-${i}-x` }))
          .statusCode,
      );
    }
    expect(results).toEqual([204, 400]);
  });
});

describe('sign-in throttled per account (issue 27)', () => {
  const from = (n: number) => ({ remoteAddress: `203.0.113.${n}` });

  it('30 wrong passwords from 30 addresses, then the right one: refused, and the owner is told', async () => {
    const user = await createUser(t.app);
    const started = now;
    for (let i = 1; i <= 30; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: user.email, password: `wrong-password-${i}` },
        ...from(i),
      });
      expect([401, 429]).toContain(wrong.statusCode);
    }
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
      ...from(31),
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: 'rate_limited' });
    expect(right.json().error.message).toMatch(/^Too many attempts to sign in to this account\./);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const told = (await t.app.container.db.select().from(emailOutbox)).filter(
      (m) => m.to_address === user.email && m.subject.startsWith('Someone is trying'),
    );
    expect(told).toHaveLength(1);
    // Never a lock for good: after the wait, the right password signs in.
    now = new Date(started.getTime() + 16 * 60_000);
    const later = await post('/api/v1/auth/login', { email: user.email, password: user.password });
    expect(later.statusCode).toBe(200);
  });

  it('makes each further failure wait longer, and a success clears the count', async () => {
    const user = await createUser(t.app);
    const attempt = (password: string) =>
      post('/api/v1/auth/login', { email: user.email, password });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect((await attempt(user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const first = await attempt('wrong-password');
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    now = new Date(now.getTime() + firstWait * 1000 + 1000);
    expect((await attempt('wrong-password')).statusCode).toBe(401);
    const second = await attempt('wrong-password');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(firstWait);
  });
});

describe('sign-up is one transaction (issue 27)', () => {
  it('a sign-up that fails after the user row leaves no account behind, and the address free', async () => {
    // The profile insert fails for this one name (a database fault after the user row was written).
    await t.app.container.db.execute(sql`
      create or replace function fail_profile() returns trigger language plpgsql as $$
      begin
        if new.first_name = 'Explode' then raise exception 'profile write failed'; end if;
        return new;
      end $$`);
    await t.app.container.db.execute(
      sql`create trigger fail_profile before insert on profiles for each row execute function fail_profile()`,
    );
    const email = 'half-made@example.com';
    const failed = await post('/api/v1/auth/sign-up', {
      email,
      password: 'a-long-password',
      first_name: 'Explode',
      last_name: 'B',
    });
    expect(failed.statusCode).toBe(500);
    const left = await t.app.container.db.select().from(users).where(eq(users.email, email));
    expect(left).toEqual([]);
    const again = await post('/api/v1/auth/sign-up', {
      email,
      password: 'a-long-password',
      first_name: 'Ada',
      last_name: 'B',
    });
    expect(again.statusCode).toBe(201);
    await t.app.container.db.execute(sql`drop trigger fail_profile on profiles`);
  });
});
