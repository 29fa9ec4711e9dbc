#!/usr/bin/env node
// Compiles the server to one JavaScript bundle, apps/server/dist/server.js, so `npm start` runs
// plain Node with no TypeScript transpiler at run time (decision 301). esbuild bundles the
// server's and packages/domain's TypeScript; every npm package stays an import from
// node_modules. The migrations are copied beside the bundle (db/client.ts finds them there), and
// dist/inputs.json lists the source files the bundle was built from: scripts/start.mjs rebuilds
// when one of them is newer than the bundle, without walking the source tree.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');

export async function buildServer() {
  rmSync(out, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: [path.join(server, 'src/server.ts')],
    outdir: out,
    // server.ts loads the app with import() while the database opens: its own chunk.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-modules-external',
        setup(b) {
          // Bare imports are npm packages, kept external, except our own workspace packages and
          // packages that are one JSON file (tlds): Node imports JSON only with an attribute.
          b.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('@portal/') || args.pluginData === 'resolving') return;
            const found = await b.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: 'resolving',
            });
            if (found.path.endsWith('.json')) return;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), {
    recursive: true,
  });
  // Also what the bundle depends on besides its sources: new migrations, new npm versions.
  const inputs = [
    ...Object.keys(metafile.inputs).filter((input) => !input.includes('node_modules/')),
    'apps/server/src/db/migrations/meta/_journal.json',
    'package-lock.json',
    'scripts/build-server.mjs',
  ];
  writeFileSync(path.join(out, 'inputs.json'), JSON.stringify(inputs));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
