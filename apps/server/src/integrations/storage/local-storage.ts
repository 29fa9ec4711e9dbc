import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidStorageKey, type StorageProvider } from './storage-provider';

/**
 * Files on local disk under one root: `uploads/` holds tus uploads (the upload id is the file
 * name), `previews/` the generated thumbnails. Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): StorageProvider {
  const base = path.resolve(root);
  const uploadDirectory = path.join(base, 'uploads');
  mkdirSync(uploadDirectory, { recursive: true });

  const localPath = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(base, ...key.split('/'));
  };

  return {
    kind: 'local',
    uploadDirectory,
    uploadKey: (uploadId) => `uploads/${uploadId}`,
    localPath,
    async write(key, data) {
      const target = localPath(key);
      mkdirSync(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
      try {
        const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
        await pipeline(source, createWriteStream(temp));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async stat(key) {
      try {
        const info = await stat(localPath(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(localPath(key), { force: true });
    },
  };
}
