import { defineConfig } from 'vite';
import { portalAliases } from './vite.config';

/**
 * The server's drawing of the dashboard's first screen (decision 313): the portal's own
 * components, resolved as in its browser build (the same CSS module class names), drawn with
 * react-dom/server, bundled whole into one module the server loads. It lands in dist/.ssr, which the
 * static file handler never serves (dot folders are ignored).
 */
export default defineConfig({
  resolve: { alias: portalAliases('build') },
  // React's production server renderer only: the bundle is for `npm start`, not development.
  // Also when the build itself runs under another NODE_ENV (the server's tests build it).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { development: false } },
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
