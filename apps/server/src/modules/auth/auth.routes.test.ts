import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, refreshCookieFrom } from '../../../test/factories';
import { testConfig } from '../../config';
import { emailOutbox } from '../../db/schema/platform';
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
