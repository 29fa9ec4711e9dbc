#!/usr/bin/env node
// `npm run dev`: the server (restarting on change) on :3000, the portal's Vite dev server on :5173
// (API proxied) and the console's on :5174, which the portal's dev server serves at /review.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@portal/portal'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@portal/console'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log(
  'Open http://localhost:5173/app/login (creators) or http://localhost:5173/review (staff)',
);
