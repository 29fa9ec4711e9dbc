#!/usr/bin/env node
// `npm start`: builds the web app and the server (apps/server/dist, plain JavaScript: no
// transpiler at run time) when their sources are newer than the builds, then runs the server
// (one child process; SIGINT/SIGTERM are passed on).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
// The review console's own build (decision 420).
const consoleBuilt = path.join(root, 'apps/web/dist/review/review.html');

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
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/review.html',
  'packages/domain/src',
].map((p) => path.join(root, p));
const sourceTime = Math.max(
  ...sources
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(built) || !existsSync(consoleBuilt) || statSync(built).mtimeMs < sourceTime) {
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
