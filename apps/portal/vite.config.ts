import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { pageHead } from '@portal/web-kit/build/page-head';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';
import { mantineCssCheck } from './mantine-css-check';
import { routePreload } from './route-preload-plugin';

const server = 'http://localhost:3000';

/**
 * react, react-dom and react-router change rarely and every route needs them: one long-cached
 * vendor chunk. Mantine is deliberately not grouped as a whole: one Mantine chunk would hold every
 * component any screen uses (Drawer, Select, …) and put it on the login page's critical path
 * (measured: 155 kB gzip for /app/login with the group, 142 kB without).
 */
function vendorChunk(id: string): string | null {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
  return null;
}

/**
 * Code that at least this many of the entry and lazy modules use (60 today: the two entries, 32
 * route modules and the lazy components) goes into one `common` chunk: Mantine's styling core and the
 * components nearly every page draws (Text, Group, Stack, Button, Loader, Title, Alert, Anchor,
 * …), TanStack Query, the API client, paths and the error pages. Left to itself the splitter cut
 * that into ~15 files of 0.2 to 10 kB on every page, and small files gzip badly on their own: one
 * chunk took the campaigns route from 150.7 to 147.2 kB gzip and login from 143.7 to 143.2
 * (docs/decisions/010). A lower threshold pulls in the form inputs and, at 16, the pick lists'
 * dropdown machinery (Popover, focus trap: the shared entry 139 → 155 kB, decision 500); higher
 * ones leave more small files. `node scripts/route-js.mjs` shows when new pages move the balance.
 */
const COMMON_MIN_SHARE = 17;

/** The shared chunks every first screen runs nearly all of (see `postBanner` below). */
const EAGER_CHUNKS = new Set(['vendor-react', 'common']);

/**
 * Our own small shared modules (query keys, fetchers, domain helpers, lib, config, ui atoms) that
 * two or more modules use but fewer than COMMON_MIN_SHARE: one `app-small` chunk instead of a
 * file each. The dashboard's first load went from 29 files to 18, and Lighthouse mobile on it
 * from 80–87 to 91–95 in interleaved warm runs (TBT 383–597 → 140–262 ms): each module file is
 * a request and a script evaluation on a slow phone (decision 500). The size limit keeps larger
 * modules (the country list, the schemas) with the screens that need them: at 2,000 bytes the
 * profile route grows past its 150 kB budget. Only modules that three or more use: the entry
 * imports this chunk, and at two it had grown with issue 31's view modules to 28.6 kB, the
 * shared entry to 164 kB (budget 140) and the upload route to 218 kB (budget 200). At three:
 * entry 136.4 kB, largest route 192.9 kB, the dashboard's first load 28 files instead of 22
 * (decision 500, 'Route sizes after issue 31').
 */
const APP_SMALL_MODULES =
  /\/(packages\/(domain|web-kit)\/src|apps\/portal\/src\/(features\/[^/]+\/api|lib|config|components\/ui))\//;
const APP_SMALL_MAX_MODULE_BYTES = 1200;
const APP_SMALL_MIN_SHARE = 3;

/**
 * react-router's package.json exports only its development build to bundlers; its production
 * build is the same code with ENABLE_DEV_WARNINGS = false, so the minifier drops the warnings.
 * Builds use it; the dev server keeps the warnings.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');

/** How the portal's imports resolve: `@/` to its sources, the router's production build. */
export function portalAliases(command: 'build' | 'serve'): Alias[] {
  return [
    { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ...(command === 'build'
      ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
      : []),
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [react(), pageHead(), routePreload(), mantineCssCheck()],
  resolve: { alias: portalAliases(command) },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/graphql': server,
      '/files': server,
      '/healthz': server,
      // An API path the spec names outside /api (part 1 section 7).
      '/creator/onboarding/campaignTerms': server,
      // The staff app's own dev server (apps/console), so both apps share one origin as in production.
      '/review': { target: 'http://localhost:5174', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/route-size.mjs (and the bench) read it to measure each route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      // Mantine and TanStack Query mark modules "use client" for React server components; in a
      // client bundle the directive means nothing.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // V8's explicit compile hint: compile these two whole, on a background thread while
        // they download, instead of function by function on the main thread as the app starts.
        // Nearly all of their code runs on every first screen; on the server-drawn dashboard
        // that start-up comes after the paint, where its long tasks count (decision 313:
        // Lighthouse TBT median 213 -> 113 ms, ABBA single audits).
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            { name: vendorChunk, debugName: 'vendor', priority: 2 },
            { name: 'common', minShareCount: COMMON_MIN_SHARE, priority: 1 },
            {
              name: 'app-small',
              test: APP_SMALL_MODULES,
              minShareCount: APP_SMALL_MIN_SHARE,
              maxModuleSize: APP_SMALL_MAX_MODULE_BYTES,
              priority: 0,
            },
          ],
        },
      },
    },
  },
}));
