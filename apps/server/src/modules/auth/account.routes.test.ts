import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PASSWORD = 'correct-horse-battery';

let t: TestApp;
let brandId: number;
beforeAll(async () => {
  t = await buildTestApp();
  brandId = (await createBrand(t.app, 'Acme')).id;
});
afterAll(() => t.close());

interface Browser {
  access: string;
  cookie: string;
}

/** Signs in as a browser would: its User-Agent and address, its refresh cookie. */
async function signIn(email: string, userAgent: string, ip: string, password = PASSWORD) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'portal_refresh')!;
  return { access: res.json().accessToken as string, cookie: `portal_refresh=${cookie.value}` };
}

const call = (
  b: Browser | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: b ? { authorization: `Bearer ${b.access}` } : {},
    payload: payload as never,
  });
const me = (b: Browser) => call(b, 'GET', '/me');
const refresh = (b: Browser, userAgent = CHROME_WINDOWS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    headers: { cookie: b.cookie, 'user-agent': userAgent },
  });
let address = 0;
/** A sign-in from a new address each time, so the per-address limit does not count them together. */
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: `192.0.2.${++address % 250}`,
    payload: { email, password },
  });

async function twoBrowsers() {
  const user = await createUser(t.app, { type: 'brand', brandId, brandRole: 'admin' });
  const n = ++address;
  const office = await signIn(user.email, CHROME_WINDOWS, `203.0.113.${n}`);
  const laptop = await signIn(user.email, FIREFOX_LINUX, `198.51.100.${n}`);
  return { user, office, laptop, officeIp: `203.0.113.${n}` };
}

describe('GET /api/v1/account/sessions', () => {
  it('lists where the user is signed in: browser and system, address, times; this one marked', async () => {
    const { office, laptop, officeIp } = await twoBrowsers();
    const res = await call(office, 'GET', '/account/sessions');
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as { device: string; current: boolean; ip: string }[];
    // The test factory's own session (no User-Agent) and the two browsers.
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome on Windows',
      'Firefox on Linux',
      'Unknown browser',
    ]);
    expect(sessions.find((s) => s.current)).toMatchObject({
      device: 'Chrome on Windows',
      ip: officeIp,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // The other browser sees the same two, with itself marked.
    const theirs = (await call(laptop, 'GET', '/account/sessions')).json().sessions;
    expect(theirs.find((s: { current: boolean }) => s.current).device).toBe('Firefox on Linux');
  });

  it('keeps where a session was signed in across refreshes, and drops ended sessions', async () => {
    const { office, laptop } = await twoBrowsers();
    const renewed = await refresh(laptop, 'curl/8.0');
    expect(renewed.statusCode).toBe(200);
    const list = (await call(office, 'GET', '/account/sessions')).json().sessions;
    expect(list.map((s: { device: string }) => s.device).sort()).toEqual([
      'Chrome on Windows',
      'Firefox on Linux',
      'Unknown browser',
    ]);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: renewed.headers['set-cookie']!.toString().split(';')[0]! },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await call(office, 'GET', '/account/sessions'))
        .json()
        .sessions.map((s: { device: string }) => s.device),
    ).not.toContain('Firefox on Linux');
  });

  it('shows a user only their own sessions, and needs a sign-in', async () => {
    const { office } = await twoBrowsers();
    const other = await twoBrowsers();
    const ids = (await call(office, 'GET', '/account/sessions'))
      .json()
      .sessions.map((s: { id: string }) => s.id);
    const otherIds = (await call(other.office, 'GET', '/account/sessions'))
      .json()
      .sessions.map((s: { id: string }) => s.id);
    expect(ids.filter((id: string) => otherIds.includes(id))).toEqual([]);
    expect((await call(null, 'GET', '/account/sessions')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/account/password', () => {
  it('changes the password with the current one; every other session ends, this one goes on', async () => {
    const { user, office, laptop } = await twoBrowsers();
    const res = await call(office, 'POST', '/account/password', {
      current_password: PASSWORD,
      new_password: 'a-brand-new-password',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect((await me(office)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await refresh(office)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password by name and changes nothing', async () => {
    const { user, office, laptop } = await twoBrowsers();
    const res = await call(office, 'POST', '/account/password', {
      current_password: 'not-my-password',
      new_password: 'a-brand-new-password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      details: { fields: { current_password: 'That is not your current password.' } },
    });
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, 'a-brand-new-password')).statusCode).toBe(401);
  });

  it('refuses a short or unchanged new password in the envelope', async () => {
    const { office } = await twoBrowsers();
    const short = await call(office, 'POST', '/account/password', {
      current_password: PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields.new_password).toBe(
      'Your new password must be 8 to 128 characters.',
    );
    const same = await call(office, 'POST', '/account/password', {
      current_password: PASSWORD,
      new_password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details.fields.new_password).toBe(
      'Choose a password different from your current one.',
    );
    expect((await call(null, 'POST', '/account/password', {})).statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/account/sessions/:sessionId', () => {
  it('ends another browser of the user at once; again, nothing more happens', async () => {
    const { office, laptop } = await twoBrowsers();
    const list = (await call(office, 'GET', '/account/sessions')).json().sessions;
    const theirs = list.find((s: { current: boolean }) => !s.current).id as string;
    expect((await call(office, 'DELETE', `/account/sessions/${theirs}`)).statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await refresh(laptop)).statusCode).toBe(401);
    expect((await me(office)).statusCode).toBe(200);
    expect((await call(office, 'DELETE', `/account/sessions/${theirs}`)).statusCode).toBe(204);
  });

  it("answers 404 for another user's session and leaves it alone", async () => {
    const { office } = await twoBrowsers();
    const other = await twoBrowsers();
    const [theirs] = (await call(other.office, 'GET', '/account/sessions')).json().sessions;
    const res = await call(office, 'DELETE', `/account/sessions/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await me(other.office)).statusCode).toBe(200);
    expect((await me(other.laptop)).statusCode).toBe(200);
    expect((await call(office, 'DELETE', '/account/sessions/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/v1/account/sign-out-everywhere', () => {
  it('ends every session of the user, this one included; others are untouched', async () => {
    const { user, office, laptop } = await twoBrowsers();
    const bystander: TestUser = await createUser(t.app, { type: 'ops' });
    expect((await call(office, 'POST', '/account/sign-out-everywhere')).statusCode).toBe(204);
    for (const b of [office, laptop]) {
      expect((await me(b)).statusCode).toBe(401);
      expect((await refresh(b)).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bystander.headers }))
        .statusCode,
    ).toBe(200);
    // The password still signs in.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the audit log (issue 28: every staff action)', () => {
  it("records a staff user's password change and sign-out everywhere once each, not a creator's", async () => {
    const ops = await createUser(t.app, { type: 'ops' });
    const { user, office } = await twoBrowsers();
    const entries = async (action: string, id: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/console/audit?action=${action}&target_id=${id}`,
          headers: ops.headers,
        })
      ).json().items as { actor: { id: number } | null; brand: { id: number } | null }[];
    await call(office, 'POST', '/account/password', {
      current_password: PASSWORD,
      new_password: 'a-brand-new-password',
    });
    await call(office, 'POST', '/account/sign-out-everywhere');
    const changed = await entries('account.password_changed', user.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ actor: { id: user.id }, brand: { id: brandId } });
    expect(await entries('account.signed_out_everywhere', user.id)).toHaveLength(1);

    const creator = await createUser(t.app);
    const browser = await signIn(creator.email, CHROME_WINDOWS, `203.0.113.${++address % 250}`);
    await call(browser, 'POST', '/account/sign-out-everywhere');
    expect(await entries('account.signed_out_everywhere', creator.id)).toHaveLength(0);
  });
});
