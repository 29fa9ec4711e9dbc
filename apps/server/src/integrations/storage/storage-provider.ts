import type { Readable } from 'node:stream';

/** What storage knows of a stored object. */
export interface StoredObject {
  size: number;
}

/**
 * Where uploaded files and their previews live. Keys are relative, slash-separated paths
 * ('uploads/3f2a…', 'previews/12.webp'); a key never starts with '/' and never holds '..'.
 * The local-disk provider is the default; an S3-compatible one implements the same interface
 * (see docs/decisions/141-storage-local-disk-first.md).
 */
export interface StorageProvider {
  readonly kind: 'local';
  /** The folder tus writes resumable uploads into; an upload's key is `uploadKey(id)`. */
  readonly uploadDirectory: string;
  /** The key of a finished resumable upload. */
  uploadKey(uploadId: string): string;
  /** The local path of a key, for tools that read files (sharp, file-type). */
  localPath(key: string): string;
  /** Writes an object, streaming; the object appears whole or not at all. */
  write(key: string, data: Readable | Buffer): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  remove(key: string): Promise<void>;
}

/** Keys are plain relative paths: letters, digits, '.', '_', '-' segments joined by '/'. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Whether `key` is a safe storage key (no traversal, no absolute path, no empty segment). */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').includes('..');
}
