import { routeJavaScriptKb } from './lib/bundles';
import { report } from './lib/report';
import { freshDir, startServer } from './lib/server';

// Issue 2 budgets: serving within 3 s with an existing database and build; the login route's
// initial JavaScript at most 150 kB gzip.
const dir = freshDir('.tmp/bench-startup');
const first = await startServer(3191, dir);
report('first start (create database, migrate, seed)', first.readyMs, 'ms');
await first.stop();

const again = await startServer(3191, dir);
report('start with an existing database and build', again.readyMs, 'ms', 3000);
const login = await routeJavaScriptKb(again.url, '/app/login', (page) =>
  page.getByRole('button', { name: /sign in/i }).waitFor(),
);
report(`login route initial JavaScript (${login.files} files, gzip)`, login.kb, 'kB', 150);
report('login route JavaScript loaded after first paint (gzip)', login.deferredKb, 'kB');
const shell = await routeJavaScriptKb(
  again.url,
  '/creator/dashboard/campaigns',
  (page) => page.getByRole('main').waitFor(),
  {
    email: 'creator@demo.test',
    password: 'creator-demo-pass',
  },
);
report(
  `campaigns route initial JavaScript incl. shared (${shell.files} files, gzip)`,
  shell.kb,
  'kB',
  150,
);
report('campaigns route JavaScript loaded after first paint (gzip)', shell.deferredKb, 'kB');
await again.stop();
