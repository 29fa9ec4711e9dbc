import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { APP_START_SCRIPT } from './plugins/first-screen';
import { scriptHash } from './plugins/spa';

let t: TestApp;
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
const startupScript = "\n      window.__portalRefresh = fetch('/api/v1/auth/refresh');\n    ";
writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head><title>Creator Portal</title><script>${startupScript}</script></head><body></body></html>`,
);
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js' },
    'src/app/routes/app/login.tsx': { file: 'assets/login-1.js', css: ['assets/login-1.css'] },
  }),
);
const consoleDist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
writeFileSync(path.join(consoleDist, 'index.html'), '<!doctype html><title>Review Console</title>');
mkdirSync(path.join(consoleDist, 'assets'));
writeFileSync(path.join(consoleDist, 'assets', 'queue-1.js'), 'export const queue = 1;');

beforeAll(async () => {
  t = await buildTestApp({ webDistDir: dist, consoleDistDir: consoleDist }, {}, (app) => {
    app.get('/api/v1/boom', async () => {
      throw new Error('secret internals: password=hunter2');
    });
  });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
  });
});

describe('API guard and errors', () => {
  it('requires a bearer token on /api/v1 routes', async () => {
    const response = await t.app.inject('/api/v1/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in to continue.' },
    });
  });

  it('refuses a forged or expired token', async () => {
    const response = await t.app.inject({
      url: '/api/v1/me',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('serves the OpenAPI document at /docs/json, every REST route in it', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/creator/campaigns', '/api/v1/creator/earnings']),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('never leaks internals in a 500', async () => {
    const response = await t.app.inject('/api/v1/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json().error).toEqual({
      code: 'unexpected_error',
      message: 'The server has encountered an error. Please try again later.',
    });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('serves a landing page with its route chunks named, compressed as the browser asks', async () => {
    const response = await t.app.inject({
      url: '/app/login?returnTo=%2Fcreator',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/login-1.js">',
    );
    expect(html).toContain('<title>Creator Portal</title>');

    const plain = await t.app.inject({ url: '/app/login', headers: { accept: 'text/html' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/assets/login-1.js');
    // Other pages get index.html as it is.
    const other = await t.app.inject({
      url: '/creator/content/5',
      headers: { accept: 'text/html' },
    });
    expect(other.body).not.toContain('modulepreload');
  });

  it("lets index.html's inline script and a drawn page's start script run by their hashes, and no other", async () => {
    const csp = String(
      (await t.app.inject('/creator/dashboard/campaigns')).headers['content-security-policy'],
    );
    const hash = createHash('sha256').update(startupScript).digest('base64');
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}' ${scriptHash(APP_START_SCRIPT)}`);
  });
});

describe('GET /api/v1/me', () => {
  it("returns the signed-in user's own record", async () => {
    const user = await createUser(t.app, { profile: { first_name: 'Rae' } });
    const response = await t.app.inject({ url: '/api/v1/me', headers: user.headers });
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      type: 'influencer',
      first_name: 'Rae',
    });
  });
});

describe('GET /api/v1/flags', () => {
  it('serves the defaults from configuration, overridden by data', async () => {
    const user = await createUser(t.app);
    const before = (await t.app.inject({ url: '/api/v1/flags', headers: user.headers })).json();
    expect(before.flags['uploading-content-type-selector']).toBe(false);
    await t.app.container.flags.set('uploading-content-type-selector', true);
    const after = (await t.app.inject({ url: '/api/v1/flags', headers: user.headers })).json();
    expect(after.flags['uploading-content-type-selector']).toBe(true);
    expect(Object.keys(after.flags)).toEqual(
      expect.arrayContaining([
        'simplified-signup',
        'social-connection-enabled',
        'creator-consents-to-sms',
      ]),
    );
  });
});

describe('GET /creator/onboarding/campaignTerms/:campaignId', () => {
  it('is an API path at the root, not a page: it needs the bearer token and answers JSON', async () => {
    const response = await t.app.inject({
      url: '/creator/onboarding/campaignTerms/1',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

describe('web app', () => {
  it.each(['/creator/dashboard/campaigns', '/app/login', '/creator/anything/unknown'])(
    'serves index.html for the page %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Creator Portal');
    },
  );

  it.each(['/review', '/review/', '/review/content/12?x=1', '/review/login'])(
    "serves the console's index.html for %s",
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Review Console');
    },
  );

  it("serves the console's assets under /review/assets, cached for a year", async () => {
    const response = await t.app.inject({ url: '/review/assets/queue-1.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('export const queue');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('leaves the reviewer API and look-alike paths alone', async () => {
    const api = await t.app.inject({
      url: '/api/v1/review/queue',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(401);
    const other = await t.app.inject({ url: '/reviews', headers: { accept: 'text/html' } });
    expect(other.body).toContain('Creator Portal');
  });
});
