import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite cannot share a folder between processes: two writers corrupt it. Takes `server.lock`
 * in the folder (holding our pid) or throws when a live process already holds it. A lock left by
 * a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
          'Stop that server first, or set DATA_DIR to another folder.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}
