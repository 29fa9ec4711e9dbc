import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that keeps a demo server's generated secrets (issue 27, decision 511). */
export const SECRETS_FILE = 'secrets.json';

/** Secrets that were once written in this repository's source or docs: never accepted. */
const PUBLISHED = new Set([
  'dev-only-secret-change-me-in-production-0123456789',
  'multi-process-suite-secret-0123456789abcdef',
]);

/**
 * Why a signing secret is too weak to use, or null when it is fine: at least 32 characters, at
 * least 10 different ones (`openssl rand -base64 48` gives ~45 of 64), and not one that was ever
 * published here.
 */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'is shorter than 32 characters';
  if (new Set(secret).size < 10) return 'has fewer than 10 different characters';
  if (PUBLISHED.has(secret) || /change[-_ ]?me/i.test(secret)) return 'is a published example';
  return null;
}

export interface DemoSecrets {
  JWT_SECRET: string;
}

/**
 * A demo server's secrets: generated at random the first time and kept in `DATA_DIR/secrets.json`
 * (readable by this user only), so sessions survive a restart and nothing is known in advance.
 * Two servers starting at once on a new folder agree: the file is created exclusively and the
 * loser reads the winner's.
 */
export function demoSecrets(dataDir: string): DemoSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  const read = (): DemoSecrets | null => {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoSecrets>;
      return typeof parsed.JWT_SECRET === 'string' && !weakSecretReason(parsed.JWT_SECRET)
        ? { JWT_SECRET: parsed.JWT_SECRET }
        : null;
    } catch {
      return null;
    }
  };
  const kept = read();
  if (kept) return kept;
  mkdirSync(dataDir, { recursive: true });
  const fresh: DemoSecrets = { JWT_SECRET: randomBytes(48).toString('base64url') };
  try {
    writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process wrote it first, or an unreadable one is in the way: replace the latter.
  const theirs = read();
  if (theirs) return theirs;
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return fresh;
}
