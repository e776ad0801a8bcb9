/**
 * The object store the configuration names: the bucket when one is configured, else the folder
 * in DATA_DIR. The app (plugins/object-store.ts) and the CLI open it the same way.
 */
import type { AppConfig } from '../../config';
import { createBucketStore } from './bucket-store';
import { createFolderStore } from './folder-store';
import type { ObjectStore } from './object-store';

export function openObjectStore(config: Pick<AppConfig, 'dataDir' | 'bucket'>, options: { onSweepUnsupported?: () => void } = {}): ObjectStore {
  return config.bucket ? createBucketStore(config.bucket, options) : createFolderStore(config.dataDir);
}
