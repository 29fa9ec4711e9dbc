#!/usr/bin/env node
// `npm start`: builds the web apps and the server (apps/server/dist, plain JavaScript: no
// transpiler at run time) when their sources are newer than the builds, then runs the server
// (one child process; SIGINT/SIGTERM are passed on).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The creator portal and the staff console (decision 420), each built on its own.
const builds = ['apps/portal/dist/index.html', 'apps/console/dist/index.html'].map((p) =>
  path.join(root, p),
);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/portal/src',
  'apps/portal/public',
  'apps/portal/index.html',
  'apps/console/src',
  'apps/console/index.html',
  'packages/web-kit/src',
  'packages/domain/src',
].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (builds.some((file) => !existsSync(file) || statSync(file).mtimeMs < sourceTime)) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server bundle lists its own inputs (scripts/build-server.mjs): a few hundred stats, no walk.
const bundle = path.join(root, 'apps/server/dist/server.js');
const inputsFile = path.join(root, 'apps/server/dist/inputs.json');
function serverIsStale() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.some((input) => {
    const file = path.join(root, input);
    return !existsSync(file) || statSync(file).mtimeMs > builtAt;
  });
}
if (serverIsStale()) {
  console.log('Building the server…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

const server = spawn(process.execPath, ['--enable-source-maps', bundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
