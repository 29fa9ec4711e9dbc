import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../../src/config';
import { type S3TestServer, startS3TestServer } from './s3-test-server';

/** The storage providers every upload test runs against. */
export const STORAGE_KINDS = ['local', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface StorageUnderTest {
  /** The `storage` config override for buildTestApp. */
  config: StorageConfig;
  /** The S3 test server, for S3 runs. */
  s3: S3TestServer | null;
  /**
   * Everything stored for an upload handle, whatever the provider: files (and tus's `.json`)
   * under `uploads/` on disk; objects (and tus's `.info`, `.part`) and open multipart uploads
   * in the bucket. Empty once an upload is fully removed.
   */
  leftovers(handle: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A fresh, empty storage of `kind`: a temporary folder, or an S3 test server with its bucket. */
export async function startStorage(kind: StorageKind): Promise<StorageUnderTest> {
  if (kind === 'local') {
    const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
    return {
      config: { provider: 'local', dir },
      s3: null,
      async leftovers(handle) {
        return readdirSync(path.join(dir, 'uploads')).filter((name) => name.startsWith(handle));
      },
      async close() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const s3 = await startS3TestServer();
  return {
    config: { provider: 's3', s3: s3.settings },
    s3,
    async leftovers(handle) {
      const key = `uploads/${handle}`;
      const objects = (await s3.bucket.objectKeys()).filter((k) => k.startsWith(key));
      const open = (await s3.bucket.listMultipartUploads(key)).map((u) => `multipart ${u.key}`);
      return [...objects, ...open];
    },
    close: () => s3.close(),
  };
}
