import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { createCampaign, createInvite } from '../../test/factories-campaigns';
import { PAGE_COOKIE } from '../modules/auth/page-session';
import { APP_START_SCRIPT, ZONE_COOKIE } from './first-screen';
import { scriptHash } from './spa';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const DASHBOARD = '/creator/dashboard/campaigns';

/** A web build's shape as the server reads it, with the real server drawing built into it. */
function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-first-screen-'));
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.ssr.config.ts',
      '--outDir',
      path.join(dist, '.ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: path.join(root, 'apps/portal'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div aria-hidden="true">logo</div></div>
  </body>
</html>`,
  );
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        imports: ['_vendor.js'],
        css: ['assets/index-1.css'],
      },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      'src/app/routes/creator/root.tsx': { file: 'assets/root-1.js' },
      'src/app/routes/creator/dashboard/layout.tsx': {
        file: 'assets/layout-1.js',
        css: ['assets/layout-1.css'],
      },
      'src/app/routes/creator/dashboard/campaigns.tsx': { file: 'assets/campaigns-1.js' },
      'src/app/routes/app/login.tsx': { file: 'assets/login-1.js' },
    }),
  );
  return dist;
}

let dist: string;
let t: TestApp;
let ada: TestUser;
let adaCampaign: string;
let grace: TestUser;
let graceCampaign: string;

/** Signs in as `user` the way the browser does; returns the page cookie the answer set. */
async function pageCookie(user: TestUser): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: user.email, password: user.password },
  });
  const cookie = login.cookies.find((c) => c.name === PAGE_COOKIE);
  if (!cookie) throw new Error('sign-in set no page cookie');
  return `${PAGE_COOKIE}=${cookie.value}`;
}

const open = (cookie: string, url = DASHBOARD) =>
  t.app.inject({ url, headers: { cookie, accept: 'text/html' } });

const withZone = (cookie: string, zone = 'America/New_York') =>
  `${cookie}; ${ZONE_COOKIE}=${encodeURIComponent(zone)}`;

beforeAll(async () => {
  dist = webBuild();
  t = await buildTestApp({ webDistDir: dist });
  ada = await createUser(t.app, { profile: { first_name: 'Ada', last_name: 'Lovelace' } });
  grace = await createUser(t.app, { profile: { first_name: 'Grace', last_name: 'Hopper' } });
  for (const [user, set] of [
    [ada, (name: string) => (adaCampaign = name)],
    [grace, (name: string) => (graceCampaign = name)],
  ] as const) {
    const campaign = await createCampaign(t.app);
    await createInvite(t.app, { user_id: user.id, campaign_id: campaign.id });
    set(campaign.name);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the dashboard drawn on the server (decision 313)', () => {
  it("draws a signed-in creator's campaigns screen into the page, the app held back behind it", async () => {
    const page = await open(withZone(await pageCookie(ada)));
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    const html = page.body;
    expect(html).toContain('<div id="first-screen" inert>');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain(adaCampaign);
    expect(html).toContain('Up next');
    expect(html).toContain('<div id="root" hidden></div>');
    // The route's style sheet paints the drawing; the scripts wait for the start script.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-1.css">');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link data-rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-start>',
    );
    expect(html).toContain(`<script>${APP_START_SCRIPT}</script>`);
    expect(page.headers['content-security-policy']).toContain(scriptHash(APP_START_SCRIPT));
  });

  it('shows each creator only their own screen', async () => {
    const html = (await open(withZone(await pageCookie(grace)))).body;
    expect(html).toContain('Grace Hopper');
    expect(html).toContain(graceCampaign);
    expect(html).not.toContain('Ada Lovelace');
    expect(html).not.toContain(adaCampaign);
  });

  it('gives the plain page once the session is signed out', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: ada.email, password: ada.password },
    });
    const cookies = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await open(withZone(cookies))).body).toContain('id="first-screen"');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: cookies },
    });
    const html = (await open(withZone(cookies))).body;
    expect(html).not.toContain('id="first-screen"');
    expect(html).not.toContain('Ada Lovelace');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('gives the plain page for a forged page cookie or one naming no session', async () => {
    const real = await pageCookie(ada);
    const forged = `${real.slice(0, -3)}${real.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const unknown = `${PAGE_COOKIE}=${t.app.container.pageSessions.cookieValue(randomUUID())}`;
    for (const cookie of [forged, unknown, `${PAGE_COOKIE}=nonsense`]) {
      const html = (await open(withZone(cookie))).body;
      expect(html).not.toContain('id="first-screen"');
      expect(html).not.toContain('Ada Lovelace');
    }
  });

  it("gives the plain page when the browser's zone is missing or not a zone", async () => {
    const cookie = await pageCookie(ada);
    expect((await open(cookie)).body).not.toContain('id="first-screen"');
    expect((await open(withZone(cookie, 'Mars/Olympus_Mons'))).body).not.toContain(
      'id="first-screen"',
    );
  });

  it('draws nothing for a brand reviewer, nor on pages it does not draw', async () => {
    const brand = await createUser(t.app, { type: 'brand' });
    expect((await open(withZone(await pageCookie(brand)))).body).not.toContain('first-screen');
    const profile = await open(withZone(await pageCookie(ada)), '/creator/dashboard/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toContain('first-screen');
  });
});

describe('the sign-in page drawn on the server (decision 590)', () => {
  it('draws the sign-in form into the page, the app held back behind it', async () => {
    const page = await t.app.inject({ url: '/app/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<div id="first-screen" inert>');
    expect(html).toContain('Welcome back! Sign in to see your campaigns.');
    expect(html).toMatch(/<label[^>]*>Email/);
    expect(html).toMatch(/<label[^>]*>Password/);
    expect(html).toContain('Create an account');
    expect(html).toContain('<div id="root" hidden></div>');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<link data-rel="modulepreload" crossorigin href="/assets/index-1.js" data-app-start>',
    );
    expect(page.headers['content-security-policy']).toContain(scriptHash(APP_START_SCRIPT));
    // The same page for the next visitor (drawn once), with a query string too.
    const again = await t.app.inject({
      url: '/app/login?returnTo=%2Fcreator%2Fdashboard%2Fearnings',
      headers: { accept: 'text/html' },
    });
    expect(again.body).toContain('<div id="first-screen" inert>');
  });
});
