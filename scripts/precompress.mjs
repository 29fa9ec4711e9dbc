#!/usr/bin/env node
// Writes .br and .gz beside every built text asset, so the server sends compressed files
// without compressing on each request (@fastify/static preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dists = ['apps/portal/dist', 'apps/console/dist'];
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

// Dot folders (.vite's manifest, .ssr's server drawing) are never served.
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.')) return [];
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

let files = 0;
for (const file of dists.flatMap((dist) => walk(path.resolve(dist)))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  files++;
}
console.log(`precompressed ${files} files in ${dists.join(' and ')}`);
