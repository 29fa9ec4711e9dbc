#!/usr/bin/env node
// Every package a workspace imports is declared in its own package.json (dependencies,
// devDependencies or peerDependencies), so nothing works only because npm hoisted another
// workspace's dependency to the root. `npm run lint` runs it; exit 1 names what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rootPkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspaces = rootPkg.workspaces.flatMap((pattern) =>
  readdirSync(path.join(root, pattern.replace('/*', '')), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(pattern.replace('/*', ''), entry.name))
    // A folder without a package.json is no workspace (npm skips it too): e.g. one left behind,
    // holding only node_modules, after its workspace was removed.
    .filter((workspace) => existsSync(path.join(root, workspace, 'package.json'))),
);
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'data', '.git', 'migrations', 'coverage']);
const SOURCE = /\.(m?[jt]sx?|cjs)$/;
// Import statements, dynamic imports and requires; not words in strings or comments.
const IMPORTS = [
  /(?:^|[\n;])\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function files(dir, top) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The root's own files: not the workspaces below it.
      if (top && (entry.name === 'apps' || entry.name === 'packages')) return [];
      return files(full, false);
    }
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

let missing = 0;
for (const workspace of ['.', ...workspaces]) {
  const dir = path.join(root, workspace);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    pkg.name,
    ...Object.keys({
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.peerDependencies,
      ...pkg.optionalDependencies,
    }),
  ]);
  for (const file of files(dir, workspace === '.')) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of IMPORTS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (/^[./]|^@\/|^node:/.test(specifier)) continue;
        const name = packageOf(specifier);
        if (builtinModules.includes(name) || declared.has(name)) continue;
        console.error(
          `${path.relative(root, file)}: imports ${name}, not in ${workspace}/package.json`,
        );
        declared.add(name);
        missing++;
      }
    }
  }
}
if (missing > 0) process.exit(1);
