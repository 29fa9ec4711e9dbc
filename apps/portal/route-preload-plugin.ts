import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The early script that starts the page's own chunks (src/route-preload.ts, decision 310). */
export const routePreloadEntry = fileURLToPath(new URL('./src/route-preload.ts', import.meta.url));

/**
 * Builds src/route-preload.ts as an entry of its own and puts it in index.html ahead of the app:
 * Vite folds every module script of a page into one entry, which runs only once all of the app's
 * shared code has arrived, and this script's point is to run before that. In dev nothing changes
 * (the app loads its pages itself).
 */
export function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    options(options) {
      const input = options.input ?? {};
      const entries = typeof input === 'string' ? { index: input } : input;
      return {
        ...options,
        input: Array.isArray(entries)
          ? [...entries, routePreloadEntry]
          : { ...entries, 'route-preload': routePreloadEntry },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === routePreloadEntry,
        );
        if (chunk?.type !== 'chunk') throw new Error('route-preload entry not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
