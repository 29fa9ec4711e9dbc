#!/usr/bin/env node
// `npm run test:e2e`: checks for Chromium, builds the web app, runs the Playwright suite
// against the real server (playwright.config.ts starts it on a fresh embedded database).
import { spawnSync } from 'node:child_process';
import { CHROMIUM_HELP, findChromium } from './chromium.mjs';

if (!findChromium()) {
  console.error(CHROMIUM_HELP);
  process.exit(1);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
