import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium.mjs';

const DIST = path.resolve('apps/portal/dist');

/**
 * Loads `pagePath` in Chromium (after signing in as `login` when given) and sums the gzip size of
 * every JavaScript file fetched until `ready` says the route is on screen: what a phone downloads
 * before it shows that route. Chunks fetched later on purpose (the notifications host, after first
 * paint) are reported apart as `deferredKb`.
 */
export async function routeJavaScriptKb(
  baseUrl: string,
  pagePath: string,
  ready: (page: Page) => Promise<unknown>,
  login?: { email: string; password: string },
) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    if (login) await page.request.post('/api/v1/auth/login', { data: login });
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(pagePath);
    await ready(page);
    const initial = new Set(scripts);
    // What loads after first paint: a signed-in page keeps its live-news stream open, so the
    // network never goes idle; three seconds after load is what "after first paint" means here.
    await page.waitForLoadState('load');
    await page.waitForTimeout(3_000);
    const size = (files: Iterable<string>) =>
      [...files].reduce(
        (sum, f) => sum + gzipSync(readFileSync(path.join(DIST, f)), { level: 9 }).length,
        0,
      ) / 1024;
    return {
      kb: size(initial),
      files: initial.size,
      deferredKb: size([...scripts].filter((s) => !initial.has(s))),
    };
  } finally {
    await browser.close();
  }
}
