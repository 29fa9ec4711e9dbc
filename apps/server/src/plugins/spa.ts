import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FirstScreenDrawer } from './first-screen';
import { type LandingPage, loadLandingPages } from './landing-pages';

const API_PREFIXES = [
  '/api/',
  '/graphql',
  '/files/',
  '/healthz',
  '/readyz',
  '/docs',
  '/creator/onboarding/campaignTerms/',
];

/** The console's pages (issue 16): apps/console's build, served under /review. */
export const isConsolePath = (url: string) => /^\/review(\/|$)/.test(url.split('?')[0]!);

/**
 * The Content-Security-Policy sources ('sha256-…') of index.html's inline scripts: the start-up
 * session refresh (decision 307) runs, and no other inline script can.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(path.resolve(distDir), 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => scriptHash(body!));
}

/** The Content-Security-Policy source that allows exactly this inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

/** A browser navigation to a page (not an API call, not a file): the SPA answers it. */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0]!;
  if (API_PREFIXES.some((p) => url.startsWith(p))) return false;
  return (
    url.startsWith('/creator') ||
    url.startsWith('/app') ||
    isConsolePath(url) ||
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** A landing page in the best encoding the browser takes. */
function sendLandingPage(request: FastifyRequest, reply: FastifyReply, page: LandingPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

const brotli = promisify(brotliCompress);

/**
 * A page with a creator's first screen drawn in (decision 313): theirs alone, so never stored by
 * a shared cache, and compressed now (brotli at a quality that takes about a millisecond).
 */
async function sendDrawnPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding, cookie');
  if (!/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
  const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return reply.header('content-encoding', 'br').send(body);
}

/** Hashed assets are cached for a year; everything else is asked again each time. */
function cacheHeaders(res: { header(name: string, value: string): void }, filePath: string) {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the two built web apps: the creator portal (apps/portal) at the root and the staff
 * console (apps/console) under /review, hashed assets with long caching, and each app's
 * index.html (never cached) for every one of its client routes. API paths under /creator
 * (campaignTerms) are registered routes and win. Returns the fallback the not-found handler
 * calls, or null when the portal is not built.
 */
export async function registerSpa(
  app: FastifyInstance,
  dirs: { portal: string; console: string },
  drawFirstScreen: FirstScreenDrawer | null = null,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const root = path.resolve(dirs.portal);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app not built: run `npm run build`; serving the API only');
    return null;
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
  });
  const consoleRoot = path.resolve(dirs.console);
  const hasConsole = existsSync(path.join(consoleRoot, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleRoot,
      prefix: '/review/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ root: consoleRoot }, 'console not built: run `npm run build`');
  }
  app.get('/', (_request, reply) => reply.redirect('/creator/dashboard/campaigns'));
  const landing = loadLandingPages(root, (message) => app.log.warn(message));
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').type('text/html');
    const pathname = request.url.split('?')[0]!;
    const landingPage = landing.get(pathname);
    if (landingPage) {
      const drawn = await drawFirstScreen?.(request, pathname, landingPage.html);
      if (drawn) return sendDrawnPage(request, reply, drawn);
      return sendLandingPage(request, reply, landingPage);
    }
    if (hasConsole && isConsolePath(request.url)) return reply.sendFile('index.html', consoleRoot);
    return reply.sendFile('index.html');
  };
  // The console's root is a folder: without these the static handler would answer it itself.
  app.get('/review', page);
  app.get('/review/', page);
  return page;
}
