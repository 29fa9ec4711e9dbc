import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The pages people open first, and the route modules of apps/portal/src/app/router.tsx that draw
 * them (parent layouts first). Their HTML names those modules' chunks, so a phone fetches them
 * together with the entry instead of after the entry has run and asked for them (decision 307).
 * A module missing from the build's manifest (renamed) only loses its preload; the server warns.
 */
export const LANDING_PAGES: Record<string, string[]> = {
  '/creator/dashboard/campaigns': [
    'src/app/routes/creator/root.tsx',
    'src/app/routes/creator/dashboard/layout.tsx',
    'src/app/routes/creator/dashboard/campaigns.tsx',
  ],
  '/app/login': ['src/app/routes/app/login.tsx'],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LandingPage {
  html: string;
  gzip: Buffer;
  br: Buffer;
}

/** The files `keys` need, through their static imports: scripts and style sheets. */
function reachable(manifest: Manifest, keys: string[]) {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts, styles };
}

/** What `modules` need beyond what index.html already loads. */
export function routePreloads(manifest: Manifest, modules: string[]) {
  const entry = reachable(manifest, ['index.html']);
  const route = reachable(manifest, modules);
  return {
    scripts: route.scripts.filter((file) => !entry.scripts.includes(file)),
    styles: route.styles.filter((file) => !entry.styles.includes(file)),
  };
}

/**
 * index.html with the route's chunks named: scripts as modulepreload, style sheets as preload.
 * The scripts at low priority: the entry and its CSS (what paints first) go before them.
 */
export function withPreloads(html: string, preloads: { scripts: string[]; styles: string[] }) {
  const links = [
    ...preloads.scripts.map(
      (f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
    ),
    ...preloads.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ];
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

/**
 * One HTML page per landing path, built once at start from the web build's index.html and
 * manifest, with gzip and brotli copies (the static files have theirs on disk).
 */
export function loadLandingPages(
  distDir: string,
  warn: (message: string) => void,
): Map<string, LandingPage> {
  const pages = new Map<string, LandingPage>();
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  for (const [pathname, modules] of Object.entries(LANDING_PAGES)) {
    const missing = modules.filter((m) => !manifest[m]);
    if (missing.length > 0)
      warn(`landing page ${pathname}: not in the build: ${missing.join(', ')}`);
    const html = withPreloads(index, routePreloads(manifest, modules));
    pages.set(pathname, {
      html,
      gzip: gzipSync(html),
      // The size hint keeps brotli's window (and the memory it takes at start) to the page's size.
      br: brotliCompressSync(html, {
        params: { [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
      }),
    });
  }
  return pages;
}
