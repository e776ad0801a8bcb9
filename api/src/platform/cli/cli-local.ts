/**
 * The CLI's commands straight against the database and the object store (no --url): for a stopped
 * embedded site, or PostgreSQL. What it stores is recorded as deployed by 'cli'.
 */
import { resolve } from 'node:path';
import { DatabaseInUseError } from '@usb/pglite-driver';
import type { AppConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { ApiError } from '../../errors';
import { openObjectStore } from '../../lib/object-store';
import { describeDeploy, describeVersion, type CliCommand, type Print } from './cli-output';
import { CLI_ACTOR, createRemotesService, registryStores } from '../registry';

export async function runLocal(command: CliCommand, args: string[], config: AppConfig, print: Print, options: { stage?: boolean } = {}): Promise<number> {
  const [first, second] = args;
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const registry = createRemotesService({
      ...registryStores(database.db),
      canary: config.canary,
      objects: openObjectStore(config),
      dataDir: config.dataDir,
      shellDir: config.shellDir,
      now: config.now,
    });
    if (command === 'deploy' && first && second) {
      print(describeDeploy(await registry.deploy(first, resolve(second), CLI_ACTOR, { activate: !options.stage })));
    } else if (command === 'list') {
      const rows = await registry.list(CLI_ACTOR, first);
      if (rows.length === 0) print('no deployed remotes');
      rows.forEach((row) => print(describeVersion(row)));
    } else if (command === 'rollback' && first) {
      const version = second ? await registry.activate(CLI_ACTOR, first, second) : await registry.rollback(CLI_ACTOR, first);
      print(`${first} ${version} active`);
    } else {
      const results = await registry.deployLocal(config.workspaceDir);
      if (results.length === 0) print(`no remote builds under ${config.workspaceDir}/remote-*/dist`);
      results.forEach((result) => print(describeDeploy(result)));
    }
    return 0;
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      print(`error: ${error.message}`);
      print('The site is running on this database: pass --url <site> and a deploy token (--token or USB_DEPLOY_TOKEN) to go through it.');
      return 1;
    }
    if (error instanceof ApiError) {
      print(`error: ${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}
