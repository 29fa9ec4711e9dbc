import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

// `npm run bench`: builds the web apps if needed, then runs every bench/*.ts (except this file)
// in its own process. Each prints its figures against its budget; nothing here fails a build.
if (!existsSync('apps/portal/dist/index.html') || !existsSync('apps/console/dist/index.html'))
  spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
const only = process.argv[2];
const all = readdirSync('bench').filter(
  (f) => f.endsWith('.ts') && f !== 'run.ts' && !f.startsWith('profile-'),
);
// `npm run bench load` runs load.ts alone (not upload.ts too); a part of a name runs every match.
const files = (
  only && all.includes(`${only}.ts`) ? [`${only}.ts`] : all.filter((f) => !only || f.includes(only))
).sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  spawnSync(process.execPath, ['--import', 'tsx', `bench/${file}`], { stdio: 'inherit' });
}
