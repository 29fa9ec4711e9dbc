import type { StorageConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import type { StorageProvider } from './storage-provider';

/**
 * The storage configuration names: local disk by default, an S3-compatible bucket when set. The
 * AWS SDK and @tus/s3-store load only for S3: importing them costs 130–200 ms of every start.
 */
export async function createStorage(config: StorageConfig): Promise<StorageProvider> {
  if (config.provider !== 's3') return createLocalStorage(config.dir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
