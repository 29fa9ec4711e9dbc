// Prints the JavaScript each route needs before it can render (entry + route chunk + their static
// imports), gzipped, from dist/.vite/manifest.json. Usage: node scripts/route-size.mjs [dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

const entrySize = [...entry].reduce((sum, k) => sum + gz(manifest[k].file), 0);
console.log(`entry (every route)            ${kb(entrySize)}`);
for (const key of Object.keys(manifest).filter((k) => k.includes('src/app/routes/'))) {
  const all = closure(key, new Set(entry));
  const total = [...all].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  console.log(`${key.replace('src/app/routes/', '').padEnd(30)} ${kb(total)}`);
}
