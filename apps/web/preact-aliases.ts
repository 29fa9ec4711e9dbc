import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The portal renders with Preact 11 behind React's names (decision 308): the same components,
 * Mantine and React Router, at 40 kB of runtime instead of 95. Every `react` import, ours and
 * our libraries', resolves here.
 *
 * `preact` is this app's own Preact 11; @uppy/core keeps the Preact 10 it depends on, so the
 * path is resolved from this package rather than left to each importer.
 */
export const preact = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
export const reactShim = fileURLToPath(new URL('./src/preact/react.js', import.meta.url));

export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react-dom\/test-utils$/, replacement: `${preact}/test-utils/dist/testUtils.mjs` },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/compat/jsx-runtime.mjs` },
  { find: /^react$/, replacement: reactShim },
  { find: /^react-dom$/, replacement: `${preact}/compat` },
  { find: /^preact(?=\/|$)/, replacement: preact },
];
