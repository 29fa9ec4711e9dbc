import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** React, react-dom and the router: one long-cached chunk, as in the portal's build. */
const vendorChunk = (id: string) =>
  /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'vendor-react' : null;

/**
 * The review console's own build (issue 16, decision 420): same sources, theme and domain package
 * as the portal, its own entry (review.html) and chunks, emitted under dist/review so the server
 * serves its assets at /review/assets and the portal's chunking and budgets stay untouched.
 */
export default defineConfig({
  plugins: [react()],
  base: '/review/',
  // favicon and demo files come from the portal's build at the site root.
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist/review',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      input: fileURLToPath(new URL('./review.html', import.meta.url)),
      output: {
        codeSplitting: { groups: [{ name: vendorChunk, debugName: 'vendor', priority: 2 }] },
      },
    },
  },
});
