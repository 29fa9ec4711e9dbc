#!/usr/bin/env node
// Every package npm installs accepts the oldest Node.js we support (package.json `engines`), so
// `npm ci` on Node 20 warns of nothing and nothing breaks on a feature Node 20 lacks. Reads the
// lock file: `npm run lint` runs it; exit 1 names each package and the range it asks for. A
// transitive dependency that asks for more is pinned to an older release with `overrides` in
// package.json (decision 591).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const oldest = semver.minVersion(pkg.engines.node);

const refused = Object.entries(lock.packages)
  .filter(([where, entry]) => where !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node, { includePrerelease: true }))
  .map(
    ([where, entry]) =>
      `${where.replace(/^.*node_modules\//, '')}@${entry.version} asks for node ${entry.engines.node}`,
  );

if (refused.length > 0) {
  console.error(`Packages that do not accept Node.js ${oldest} (package.json engines):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
