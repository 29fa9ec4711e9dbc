#!/usr/bin/env node
// Prints the JavaScript each page of a built app needs before it can draw, gzip -9, from the
// build's manifest: the shared entry (every entry's static imports), then per route module the
// entry plus the route and the layouts it renders inside (the `root.tsx` and `layout.tsx` route
// modules of its folder and the folders above it), each with their static imports.
//   node scripts/route-js.mjs apps/portal/dist apps/console/dist
// Budgets (issue 33): shared entry ≤ 140 kB, every route ≤ 200 kB. With --check it prints only
// what is over budget and exits 1 if anything is; `npm run build` runs it that way, so a build
// that breaks a budget fails.
const ENTRY_BUDGET_KB = 140;
const ROUTE_BUDGET_KB = 200;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

function report(dist, check) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (keys) => {
    const files = new Set();
    const seen = new Set();
    const walk = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      files.add(manifest[key].file);
      for (const imported of manifest[key].imports ?? []) walk(imported);
    };
    for (const key of keys) walk(key);
    return files;
  };
  const kb = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const routes = Object.keys(manifest)
    .filter((key) => /\/routes\/.*\.tsx$/.test(key) && !key.includes('.test.'))
    .sort();
  const layouts = routes.filter((key) => /\/(root|layout)\.tsx$/.test(key));
  const rows = routes.map((route) => {
    const parents = layouts.filter((layout) => route.startsWith(`${path.dirname(layout)}/`));
    return [route, kb(closure([...entries, ...parents, route]))];
  });
  const entryKb = kb(closure(entries));
  const over = [
    ...(entryKb / 1024 > ENTRY_BUDGET_KB ? [['shared entry', entryKb, ENTRY_BUDGET_KB]] : []),
    ...rows
      .filter(([, bytes]) => bytes / 1024 > ROUTE_BUDGET_KB)
      .map(([route, bytes]) => [route, bytes, ROUTE_BUDGET_KB]),
  ];
  if (check) {
    for (const [what, bytes, budget] of over)
      console.error(
        `${dist}: ${what} needs ${(bytes / 1024).toFixed(1)} kB of JavaScript (budget ${budget} kB)`,
      );
    return over.length;
  }
  console.log(`\n${dist}`);
  console.log(`  ${'shared entry'.padEnd(66)} ${(entryKb / 1024).toFixed(1).padStart(6)} kB`);
  for (const [route, bytes] of rows)
    console.log(`  ${route.padEnd(66)} ${(bytes / 1024).toFixed(1).padStart(6)} kB`);
  const worst = Math.max(...rows.map(([, bytes]) => bytes));
  console.log(
    `  largest route ${(worst / 1024).toFixed(1)} kB; shared entry ${(entryKb / 1024).toFixed(1)} kB`,
  );
  return over.length;
}

const check = process.argv.includes('--check');
const dists = process.argv.slice(2).filter((arg) => arg !== '--check');
let over = 0;
for (const dist of dists.length > 0 ? dists : ['apps/portal/dist', 'apps/console/dist'])
  over += report(dist, check);
if (over > 0) process.exit(1);
