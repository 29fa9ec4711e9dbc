import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OPS_CLI_KEY_FILE } from '../../config';

/**
 * The key the command line shows a running server to make the first admin (decision 534). Kept
 * in DATA_DIR with owner-only permissions and made once: every process on the folder shares it,
 * and reading it needs what reading the embedded database needs anyway.
 */
export function ensureOpsCliKey(dataDir: string): string {
  const file = path.join(dataDir, OPS_CLI_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The key, or null when no server made one in this folder. */
export function readOpsCliKey(dataDir: string): string | null {
  try {
    return readFileSync(path.join(dataDir, OPS_CLI_KEY_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Compares a presented key with ours in constant time. */
export function sameKey(presented: string | undefined, ours: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(ours);
  return a.length === b.length && timingSafeEqual(a, b);
}
