import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import nativeFs from 'fs-native-extensions';

/**
 * PGlite cannot share a folder between processes: two writers corrupt it. The folder's
 * `server.lock` is held with an exclusive OS-level lock (flock/fcntl, LockFileEx on Windows,
 * through fs-native-extensions) for as long as the process lives: the kernel releases it when the
 * process ends, however it ends (kill -9, a container restart). So a pid written by a crashed
 * server and since reused by another process never blocks a start, there is no stale lock to
 * take over, and of two starters only one gets the lock (issue 27, decision 516). The pid in the
 * file is for the message only. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const lockFile = path.join(dir, 'server.lock');
  // Opened for writing without truncating: the holder's pid stays readable until we hold it.
  const fd = openSync(lockFile, 'a+');
  if (!nativeFs.tryLock(fd)) {
    closeSync(fd);
    let holder: number | string = 'unknown';
    try {
      holder = Number(readFileSync(lockFile, 'utf8')) || holder;
    } catch {}
    throw new Error(
      `The embedded database in ${dir} is in use by another process (pid ${holder}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid), 0);
  let released = false;
  // The file stays: deleting it would let a starter lock a new file while another holds the old.
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
