#!/usr/bin/env node
// `npm run test:e2e`: finds Chromium (CHROME_PATH, the system's, else the one shipped in
// node_modules, unpacked on first use), builds the web app, runs the Playwright suite against the
// real server (playwright.config.ts starts it on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HELP, findChromium } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
console.log(`End-to-end tests with Chromium at ${chromium}`);
// The config and its workers use this one, whatever they would find themselves.
const env = { ...process.env, CHROME_PATH: chromium };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
const args = process.argv.slice(2);
const files = args.filter((a) => a.startsWith('e2e/'));
const operatorFiles = files.filter((a) => a.startsWith('e2e/operator'));
// The demo suite (playwright.config.ts), unless only operator specs were named.
if (files.length === 0 || operatorFiles.length < files.length) {
  const demoArgs = args.filter((a) => !a.startsWith('e2e/operator'));
  if (run('npx', ['playwright', 'test', ...demoArgs]) !== 0) process.exit(1);
}
// Running it for real (issue 28): demo mode off, an empty database, its own server
// (playwright.operator.config.ts). Skipped when only demo specs were named.
if (files.length > 0 && operatorFiles.length === 0) process.exit(0);
const operatorArgs = args.filter((a) => !a.startsWith('e2e/') || a.startsWith('e2e/operator'));
process.exit(
  run('npx', ['playwright', 'test', '-c', 'playwright.operator.config.ts', ...operatorArgs]),
);
