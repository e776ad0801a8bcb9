#!/usr/bin/env node
/**
 * usb-api: the remote registry from the command line (the remotes module's service).
 *
 *   deploy <name> <folder>      copy a built remote in as a new version and activate it
 *   list [name]                 deployed versions, the active one marked with *
 *   rollback <name> [version]   activate the version deployed before the active one (or the given one)
 *   deploy-local                deploy every ../remote-*\/dist/<version> build not already active
 *
 * It uses the same DATA_DIR and DATABASE_URL as the server, so a running site serves the
 * change at its next /remotes.json.
 */
import { resolve } from 'node:path';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { DatabaseInUseError } from './db/pglite-lock';
import { readEnv } from './env';
import { createRemotesRepository, createRemotesService, RegistryError, type DeployResult } from './modules/remotes';

const USAGE = `usage:
  usb-api deploy <name> <folder>
  usb-api list [name]
  usb-api rollback <name> [version]
  usb-api deploy-local`;

type Print = (line: string) => void;

function describe(result: DeployResult): string {
  return result.changed ? `${result.name} ${result.version} deployed and active` : `${result.name} ${result.version} already active`;
}

/** Runs one command; returns the exit code. Exported for the tests. */
export async function runCli(args: string[], config: AppConfig, print: Print = console.log): Promise<number> {
  const [command, first, second] = args;
  const known = ['deploy', 'list', 'rollback', 'deploy-local'];
  if (!command || !known.includes(command) || ((command === 'deploy' || command === 'rollback') && !first) || (command === 'deploy' && !second)) {
    print(USAGE);
    return 2;
  }
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const registry = createRemotesService({ repository: createRemotesRepository(database.db), dataDir: config.dataDir, now: config.now });
    if (command === 'deploy' && first && second) {
      print(describe(await registry.deploy(first, resolve(second))));
    } else if (command === 'list') {
      const rows = await registry.list(first);
      if (rows.length === 0) print('no deployed remotes');
      for (const row of rows) {
        print(`${row.active ? '*' : ' '} ${row.name} ${row.version} ${row.deployedAt.toISOString()}`);
      }
    } else if (command === 'rollback' && first) {
      print(`${first} ${await registry.rollback(first, second)} active`);
    } else {
      const results = await registry.deployLocal(config.workspaceDir);
      if (results.length === 0) print(`no remote builds under ${config.workspaceDir}/remote-*/dist`);
      results.forEach((result) => print(describe(result)));
    }
    return 0;
  } catch (error) {
    if (error instanceof RegistryError || error instanceof DatabaseInUseError) {
      print(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2), readEnv()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
