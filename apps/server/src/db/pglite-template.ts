import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A freshly initialised PGlite cluster, kept once per machine and PGlite version, so a new data
 * folder starts from a copy (~0.6 s) instead of running initdb inside wasm (~2.5 s) every time:
 * the empty-database start of issue 17 (decision 301). Only the empty cluster is kept — no
 * schema, no data — so what a new folder holds is exactly what initdb would have made.
 */
const pgliteDir = packageDir(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
const pgliteVersion = (
  JSON.parse(readFileSync(path.join(pgliteDir, 'package.json'), 'utf8')) as { version: string }
).version;

/** The folder of the package.json above a package's entry file (its exports hide the file). */
function packageDir(entry: string): string {
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** node_modules/.cache/portal: the usual place for a package's derived files. */
export const TEMPLATE_FILE = path.join(
  pgliteDir,
  '..',
  '..',
  '.cache',
  'portal',
  `pglite-${pgliteVersion}-initdb.tar.gz`,
);

/** A data folder PGlite has not initialised yet (no PG_VERSION). */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'PG_VERSION')) && readdirSync(dataDir).length === 0;
}

/** The kept cluster, if this machine has one for this PGlite version. */
export function readTemplate(file = TEMPLATE_FILE): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Keeps `client`'s cluster as the template. Call it right after initdb, before migrations
 * write anything. Written to a temporary name and renamed, so a server starting at the same
 * moment reads a whole file or none. A failure only costs the next start its speed.
 */
export async function saveTemplate(client: PGlite, file = TEMPLATE_FILE): Promise<boolean> {
  try {
    const dump = await client.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return true;
  } catch {
    return false;
  }
}
