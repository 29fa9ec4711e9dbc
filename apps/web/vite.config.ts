import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

/**
 * react, react-dom and react-router change rarely and every route needs them: one long-cached
 * vendor chunk. Mantine is deliberately not grouped: one Mantine chunk would hold every component
 * any screen uses (Drawer, Avatar, Progress, …) and put it on the login page's critical path
 * (measured: 155 kB gzip for /app/login with the group, 142 kB without). Left alone, Mantine's
 * shared core lands in the entry and each route pulls only the components it renders.
 */
function vendorChunk(id: string): string | null {
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'vendor-react';
  return null;
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/graphql': server,
      '/files': server,
      '/healthz': server,
      // An API path the spec names outside /api (part 1 section 7).
      '/creator/onboarding/campaignTerms': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/route-size.mjs (and the bench) read it to measure each route's initial JavaScript.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: vendorChunk, debugName: 'vendor' }],
        },
      },
    },
  },
});
