#!/usr/bin/env node
/**
 * usb-api: the remote registry from the command line.
 *
 *   deploy <name> <folder>      store a built remote as a new version and activate it
 *   list [name]                 stored versions, the active one marked with *
 *   rollback <name> [version]   activate the version stored before the active one (or the given one)
 *   deploy-local                deploy every ../remote-*\/dist/<version> build not already active
 *
 * With --url <site> (or USB_DEPLOY_URL) and a deploy token (--token or USB_DEPLOY_TOKEN) the
 * first three go through the running site's registry (cli-client.ts); without, straight to the
 * database and DATA_DIR the server uses (cli-local.ts): PostgreSQL, or a stopped embedded site.
 */
import { parseArgs } from 'node:util';
import type { AppConfig } from './config';
import { runRemote } from './cli-client';
import { runLocal } from './cli-local';
import type { CliCommand, Print } from './cli-output';
import { readDeployEnv, readEnv } from './env';

const USAGE = `usage:
  usb-api deploy <name> <folder>      [--url <site> --token <deploy token>]
  usb-api list [name]                 [--url <site> --token <deploy token>]
  usb-api rollback <name> [version]   [--url <site> --token <deploy token>]
  usb-api deploy-local
With --url (or USB_DEPLOY_URL) a command goes through the running site's registry with a deploy
token (--token or USB_DEPLOY_TOKEN); without, straight to the database (DATABASE_URL, or the
embedded one in DATA_DIR while the site is stopped).`;

const ARITY: Record<CliCommand, { min: number; max: number }> = {
  deploy: { min: 2, max: 2 },
  list: { min: 0, max: 1 },
  rollback: { min: 1, max: 2 },
  'deploy-local': { min: 0, max: 0 },
};

function isCommand(value: string | undefined): value is CliCommand {
  return value !== undefined && Object.hasOwn(ARITY, value);
}

/** Runs one command; returns the exit code. Exported for the tests, which pass the deploy env themselves. */
export async function runCli(args: string[], config: AppConfig, print: Print = console.log, deployEnv: { url?: string; token?: string } = {}): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { url: { type: 'string' }, token: { type: 'string' } } });
  } catch (error) {
    print(`error: ${error instanceof Error ? error.message : String(error)}`);
    print(USAGE);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (!isCommand(command) || rest.length < ARITY[command].min || rest.length > ARITY[command].max) {
    print(USAGE);
    return 2;
  }
  const url = parsed.values.url ?? deployEnv.url;
  if (url === undefined) return runLocal(command, rest, config, print);
  const token = parsed.values.token ?? deployEnv.token;
  if (command === 'deploy-local') {
    print("error: deploy-local works on this machine's database only; leave out --url (and USB_DEPLOY_URL)");
    return 2;
  }
  if (!token) {
    print('error: a deploy token is needed with --url: pass --token or set USB_DEPLOY_TOKEN');
    return 2;
  }
  return runRemote(command, rest, { url, token }, print);
}

if (require.main === module) {
  runCli(process.argv.slice(2), readEnv(), console.log, readDeployEnv()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
