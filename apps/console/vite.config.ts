import { fileURLToPath } from 'node:url';
import { pageHead } from '@portal/web-kit/build/page-head';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** React, react-dom and the router: one long-cached chunk, as in the portal's build. */
const vendorChunk = (id: string) =>
  /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) ? 'vendor-react' : null;

/**
 * The staff app (decision 420): ops and brand users, served under /review by the same server as
 * the portal (apps/server/src/plugins/spa.ts sends dist/index.html for every /review page and the
 * assets from /review/assets). In development it runs on :5174; the portal's dev server on :5173
 * passes /review on to it.
 */
export default defineConfig({
  plugins: [react(), pageHead()],
  base: '/review/',
  // The favicon comes from the portal's build at the site root.
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/route-js.mjs reads it to measure each route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: vendorChunk, debugName: 'vendor', priority: 2 }] },
      },
    },
  },
});
