import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { knownTimeZone } from '@portal/domain/deadlines/due-dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Container } from '../container';
import { loadOnce } from '../lib/load-once';
import { PAGE_COOKIE } from '../modules/auth/page-session';

/**
 * The browser's time zone, which index.html's early script writes on every page load: the
 * server draws dates as the browser will (decision 313).
 */
export const ZONE_COOKIE = 'portal_tz';

/** What the web build's server drawing exports (apps/portal/src/ssr/first-screen.tsx). */
interface FirstScreenModule {
  renderLoginScreen(): Promise<string>;
  renderFirstScreen(
    data: { me: unknown; flags: unknown; campaigns: unknown },
    at: { pathname: string; timeZone: string },
  ): Promise<string | null>;
}

const MODULE_FILE = '.ssr/first-screen.js';

/** The pages drawn: the campaigns tab, the page a creator opens first (the drawing draws it). */
const DRAWN_PATHS = new Set(['/creator/dashboard/campaigns']);

/** The sign-in page: the same for every visitor, drawn once (decision 590). */
const LOGIN_PATH = '/app/login';

/** The answers the screen is drawn from, asked of the API itself: the same JSON the app reads. */
const SCREEN_DATA = {
  me: '/api/v1/me',
  flags: '/api/v1/flags',
  campaigns: '/api/v1/creator/campaigns',
} as const;

/**
 * How a drawn page starts the app: once the drawing has painted. Until then the app's scripts are
 * not even fetched (their links carry no `rel` yet): on a phone's slow link they would share it
 * with the style sheets the paint waits for, and on a fast one they would run before the paint
 * and hold it back. Then the links become module preloads (the same requests, in parallel) and
 * the entry modules are imported. A page opened in a background tab paints nothing until shown,
 * so it starts the app at once. A fixed text, allowed by its hash in the Content-Security-Policy;
 * a block, so it leaves no global behind.
 */
export const APP_START_SCRIPT =
  '{const start=()=>{' +
  "for(const l of document.querySelectorAll('link[data-rel]'))l.rel=l.dataset.rel;" +
  "for(const l of document.querySelectorAll('link[data-app-start]'))import(l.href);};" +
  "if(document.visibilityState==='hidden')start();else requestAnimationFrame(()=>setTimeout(start));}";

/**
 * The landing page with the server's drawing in it: the route's style sheets applied rather than
 * preloaded (the drawing needs them to paint), the drawing in an inert `#first-screen`, the app's
 * `#root` hidden until the app has drawn the same screen (src/lib/first-screen.ts), and the app's
 * scripts held back for APP_START_SCRIPT.
 */
export function withFirstScreen(landingHtml: string, drawn: string): string {
  return landingHtml
    .replace(/<link rel="preload" as="style" /g, '<link rel="stylesheet" ')
    .replace(/<link rel="modulepreload" /g, '<link data-rel="modulepreload" ')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      '<link data-rel="modulepreload" crossorigin href="$1" data-app-start>',
    )
    .replace(
      /<div id="root">[\s\S]*<\/body>/,
      `<div id="first-screen" inert>${drawn}</div><div id="root" hidden></div>\n` +
        `    <script>${APP_START_SCRIPT}</script>\n  </body>`,
    );
}

export type FirstScreenDrawer = (
  request: FastifyRequest,
  pathname: string,
  landingHtml: string,
) => Promise<string | null>;

/**
 * Draws a signed-in creator's first screen into the page (decision 313), or null when the page
 * goes out as the plain shell: the web build has no server drawing, the path is not drawn, the
 * page cookie names no live creator session, the browser's zone is unknown, or drawing failed.
 */
export async function createFirstScreenDrawer(
  app: FastifyInstance,
  distDir: string,
  container: Container,
): Promise<FirstScreenDrawer | null> {
  const file = path.join(path.resolve(distDir), MODULE_FILE);
  if (!existsSync(file)) return null;
  // The drawing (the dashboard's components, ~0.8 MB) loads with the first page it draws, not at
  // start: a cold start and an idle server's memory do not pay for it (decision 301).
  const drawing = loadOnce(() => import(pathToFileURL(file).href) as Promise<FirstScreenModule>);

  async function ask(url: string, accessToken: string): Promise<unknown> {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    });
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
    return answer.json();
  }

  // Drawn once, at its first request; a failed draw is tried again at the next.
  let login: Promise<string> | null = null;
  async function drawLogin(request: FastifyRequest, landingHtml: string) {
    login ??= drawing().then((module) => module.renderLoginScreen());
    try {
      return withFirstScreen(landingHtml, await login);
    } catch (error) {
      login = null;
      request.log.warn({ err: error }, 'sign-in page not drawn');
      return null;
    }
  }

  return async (request, pathname, landingHtml) => {
    // The same for everyone: no cookie reaches this path (the page cookie's is /creator). A
    // visitor still signed in is sent on by the app once it starts, as from the plain page.
    if (pathname === LOGIN_PATH) return drawLogin(request, landingHtml);
    if (!DRAWN_PATHS.has(pathname) || !request.cookies[PAGE_COOKIE]) return null;
    const zone = request.cookies[ZONE_COOKIE];
    if (!zone || zone.length > 64 || knownTimeZone(zone) !== zone) return null;
    try {
      const session = await container.pageSessions.sessionFor(request.cookies[PAGE_COOKIE]);
      if (session?.user.type !== 'influencer') return null;
      const accessToken = await container.tokens.signAccessToken({
        userId: session.user.id,
        familyId: session.familyId,
      });
      const [me, flags, campaigns] = await Promise.all([
        ask(SCREEN_DATA.me, accessToken),
        ask(SCREEN_DATA.flags, accessToken),
        ask(SCREEN_DATA.campaigns, accessToken),
      ]);
      const drawn = await (await drawing()).renderFirstScreen(
        { me, flags: (flags as { flags: unknown }).flags, campaigns },
        { pathname, timeZone: zone },
      );
      return drawn === null ? null : withFirstScreen(landingHtml, drawn);
    } catch (error) {
      // The plain shell still works: the app draws the screen itself.
      request.log.warn({ err: error }, 'first screen not drawn');
      return null;
    }
  };
}
