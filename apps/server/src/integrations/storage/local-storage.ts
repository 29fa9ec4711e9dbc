import { randomBytes } from 'node:crypto';
import { constants, createReadStream, mkdirSync } from 'node:fs';
import { access, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isValidStorageKey, type StorageProvider, UPLOADS_PREFIX } from './storage-provider';

/** What @tus/file-store keeps beside each upload, in `{key}.json`. */
interface TusFileInfo {
  size?: number;
  creation_date?: string;
}

/**
 * Files on local disk under one root: `uploads/` holds tus uploads (the file, and tus's
 * `{handle}.json` beside it), `previews/` the generated thumbnails. Writes go to a temporary name
 * first and are renamed into place, so a reader never sees half a file. The app serves the
 * files itself (signed `/files/` links), so there are no direct links.
 */
export function createLocalStorage(root: string): StorageProvider {
  const base = path.resolve(root);
  mkdirSync(path.join(base, UPLOADS_PREFIX), { recursive: true });

  const localPath = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(base, ...key.split('/'));
  };

  /**
   * A missing file is null; a storage that is not there (the folder gone, a network disk
   * unmounted, no permission) is an error, so readiness and callers see the storage is down.
   */
  const statKey = async (key: string) => {
    try {
      const info = await stat(localPath(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await access(path.join(base, UPLOADS_PREFIX), constants.W_OK);
      return null;
    }
  };
  const removeUpload = async (key: string) => {
    await rm(localPath(key), { force: true });
    await rm(`${localPath(key)}.json`, { force: true });
  };

  return {
    kind: 'local',
    uploadKey: (handle) => `${UPLOADS_PREFIX}${handle}`,
    async createUploadStore({ expiryMs }) {
      const { FileStore } = await import('@tus/file-store');
      return new FileStore({ directory: base, expirationPeriodInMilliseconds: expiryMs });
    },
    async read(key, range) {
      const file = localPath(key);
      // Opening first turns a missing file into a rejected promise rather than a stream error.
      await stat(file);
      return createReadStream(file, range) as Readable;
    },
    async write(key, data) {
      const target = localPath(key);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(temp, data);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    stat: statKey,
    async remove(key) {
      await rm(localPath(key), { force: true });
    },
    removeUpload,
    /**
     * tus's own FileStore.deleteExpired() is not used: it compares the size in the `.json` with
     * an offset that file never records, so it would delete finished uploads too. The bytes on
     * disk are the offset; an upload is unfinished while they are fewer than its declared size.
     */
    async removeUnfinishedUploads(cutoff) {
      const folder = path.join(base, UPLOADS_PREFIX);
      let removed = 0;
      for (const name of await readdir(folder)) {
        if (!name.endsWith('.json')) continue;
        const key = `${UPLOADS_PREFIX}${name.slice(0, -'.json'.length)}`;
        let info: TusFileInfo;
        try {
          info = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as TusFileInfo;
        } catch {
          continue; // being written right now, or already removed by someone else
        }
        const started = info.creation_date ? new Date(info.creation_date) : null;
        if (!started || !(started < cutoff)) continue;
        const bytes = (await statKey(key))?.size ?? 0;
        if (info.size !== undefined && bytes >= info.size) continue;
        await removeUpload(key);
        removed++;
      }
      return removed;
    },
    directLink: async () => null,
    directLinkOrigins: async () => [],
    toolInput: async (key) => localPath(key),
  };
}
