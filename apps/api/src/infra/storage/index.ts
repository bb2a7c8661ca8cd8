import type { Config } from '../../config.js';
import { createLocalStorage } from './local.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';

/**
 * An S3-compatible bucket when S3_* are set, the STORAGE_DIR folder otherwise; chosen by configuration only.
 * The AWS SDK is loaded only when a bucket is configured (it is most of the API's start-up otherwise).
 */
export const createStorage = async (config: Pick<Config, 'storageDir' | 's3'>): Promise<Storage> => {
  if (!config.s3) return createLocalStorage(config.storageDir);
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage(config.s3);
};
