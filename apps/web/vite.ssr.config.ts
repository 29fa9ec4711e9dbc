import { defineConfig } from 'vite';
import { portalAliases } from './vite.config';

/**
 * The server's drawing of the dashboard's first screen (decision 313): the portal's own
 * components, resolved as in its browser build (Preact behind React's names, the same CSS module
 * class names), bundled whole into one module the server loads. It lands in dist/.ssr, which the
 * static file handler never serves (dot folders are ignored).
 */
export default defineConfig({
  resolve: { alias: portalAliases('build') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/ssr/first-screen.tsx',
    outDir: 'dist/.ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: { entryFileNames: 'first-screen.js', codeSplitting: false },
    },
  },
});
