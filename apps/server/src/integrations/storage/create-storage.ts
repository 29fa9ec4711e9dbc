import type { StorageConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { StorageProvider } from './storage-provider';

/** The storage configuration names: local disk by default, an S3-compatible bucket when set. */
export function createStorage(config: StorageConfig): StorageProvider {
  return config.provider === 's3' ? createS3Storage(config.s3) : createLocalStorage(config.dir);
}
