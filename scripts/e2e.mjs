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
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
