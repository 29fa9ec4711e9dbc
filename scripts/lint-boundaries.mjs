#!/usr/bin/env node
// The import boundaries Biome keeps (noRestrictedImports in biome.boundaries.json, which
// biome.json extends): a feature of
// an app never imports another feature (pages compose features), neither app imports the other,
// the web kit imports neither app, and packages/domain stays free of React, Fastify and the
// database. Biome's patterns cannot say "another feature than this one", so the overrides are
// written out per feature, from the feature folders on disk:
//   node scripts/lint-boundaries.mjs           fails (exit 1) when the file is out of date
//   node scripts/lint-boundaries.mjs --write   writes it
// `npm run lint` runs the check, so a new feature folder cannot be left out.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const boundariesFile = fileURLToPath(new URL('../biome.boundaries.json', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const APPS = ['portal', 'console'];

const folders = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const rule = (...patterns) => ({
  linter: {
    rules: {
      style: {
        noRestrictedImports: { level: 'error', options: { patterns: patterns.filter(Boolean) } },
      },
    },
  },
});

/** Imports of the other app, from anywhere in `app`. */
const otherApp = (app) => {
  const other = APPS.find((name) => name !== app);
  return {
    group: [`@portal/${other}`, `@portal/${other}/**`, `**/apps/${other}/**`],
    message: `apps/${app} does not import apps/${other}: what both need belongs in packages/web-kit.`,
  };
};

function overrides() {
  const list = [];
  for (const app of APPS) {
    list.push({ includes: [`apps/${app}/**`], ...rule(otherApp(app)) });
    const features = folders(`apps/${app}/src/features`);
    for (const feature of features) {
      const others = features.filter((name) => name !== feature);
      list.push({
        includes: [`apps/${app}/src/features/${feature}/**`],
        ...rule(otherApp(app), {
          group: others.flatMap((name) => [
            `@/features/${name}/**`,
            `../${name}/**`,
            `../../${name}/**`,
            `../../../${name}/**`,
          ]),
          message:
            'A feature does not import another feature: the page composes them, and what both ' +
            'need moves to src/lib, src/components or packages/web-kit.',
        }),
      });
    }
  }
  list.push({
    includes: ['packages/web-kit/**'],
    ...rule({
      group: [
        '@/**',
        '@portal/portal',
        '@portal/portal/**',
        '@portal/console',
        '@portal/console/**',
        '**/apps/**',
      ],
      message: 'The web kit serves both apps and imports neither.',
    }),
  });
  list.push({
    includes: ['packages/domain/**'],
    ...rule({
      group: [
        'react',
        'react/**',
        'react-dom',
        'react-dom/**',
        '@mantine/**',
        '@tanstack/**',
        'fastify',
        'fastify/**',
        '@fastify/**',
        'drizzle-orm',
        'drizzle-orm/**',
        'pg',
        '@electric-sql/**',
        '@portal/web-kit',
        '@portal/web-kit/**',
        '**/apps/**',
      ],
      message: 'packages/domain is pure rules: no React, no Fastify, no database, no app code.',
    }),
  });
  return list;
}

/** One override a line: the file is generated, and read by people only to find a rule. */
function render(list) {
  const lines = list.map((override) => `    ${JSON.stringify(override)}`);
  return `{\n  "overrides": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

const wanted = render(overrides());
if (process.argv.includes('--write')) {
  writeFileSync(boundariesFile, wanted);
  console.log('biome.boundaries.json written');
} else if (!existsSync(boundariesFile) || readFileSync(boundariesFile, 'utf8') !== wanted) {
  console.error(
    'biome.boundaries.json is out of date with the feature folders.\n' +
      'Run `node scripts/lint-boundaries.mjs --write` and commit it.',
  );
  process.exit(1);
}
