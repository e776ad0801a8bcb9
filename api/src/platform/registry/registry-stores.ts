/** The registry's database parts, built alike by the plugin and the CLI: its tables, its reports and the preview links' key. */
import type { Database } from '../../db/database';
import { serverSecretKey } from '../../plugins/server-secret';
import { PREVIEW_SECRET_NAME } from './preview-links';
import { createRemoteReportsRepository } from './remote-reports-repository';
import { createRemotesRepository } from './remotes-repository';

export function registryStores(db: Database) {
  return {
    repository: createRemotesRepository(db),
    reports: createRemoteReportsRepository(db),
    previewKey: serverSecretKey(db, PREVIEW_SECRET_NAME),
  };
}
