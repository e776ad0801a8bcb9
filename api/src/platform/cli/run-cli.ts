/**
 * usb-api: the remote registry and the backups from the command line (the program is ../../cli.ts).
 *
 *   deploy <name> <folder>      store a built remote as a new version and activate it (--stage: only store it)
 *   list [name]                 stored versions, the active one marked with *
 *   rollback <name> [version]   activate the version stored before the active one (or the given one)
 *   deploy-local                deploy every ../remote-*\/dist/<version> build not already active
 *   backup                      an archive of the database and the objects (cli-backup.ts)
 *   restore <archive>           that archive into an empty site
 *
 * With --url <site> (or USB_DEPLOY_URL) and a deploy token (--token or USB_DEPLOY_TOKEN) the
 * first three go through the running site's registry (cli-client.ts); without, straight to the
 * database and DATA_DIR the server uses (cli-local.ts): PostgreSQL, or a stopped embedded site.
 */
import { parseArgs } from 'node:util';
import type { AppConfig } from '../../config';
import { runBackupCommand, type BackupCommand } from './cli-backup';
import { runRemote } from './cli-client';
import { runLocal } from './cli-local';
import type { CliCommand, Print } from './cli-output';

const USAGE = `usage:
  usb-api deploy <name> <folder>      [--stage] [--url <site> --token <deploy token>]
  usb-api list [name]                 [--url <site> --token <deploy token>]
  usb-api rollback <name> [version]   [--url <site> --token <deploy token>]
  usb-api deploy-local
  usb-api backup [--out <folder>]     [--url <site> --token <backup token>]
  usb-api restore <archive>
With --url (or USB_DEPLOY_URL) a command goes through the running site's registry with a deploy
token (--token or USB_DEPLOY_TOKEN); without, straight to the database (DATABASE_URL, or the
embedded one in DATA_DIR while the site is stopped). deploy --stage stores the build without
activating it (for a preview link or a canary). backup --url asks the running site with its
BACKUP_TOKEN (--token or USB_BACKUP_TOKEN; USB_BACKUP_URL for --url); restore needs an empty site.`;

const ARITY: Record<CliCommand | BackupCommand, { min: number; max: number }> = {
  deploy: { min: 2, max: 2 },
  list: { min: 0, max: 1 },
  rollback: { min: 1, max: 2 },
  'deploy-local': { min: 0, max: 0 },
  backup: { min: 0, max: 0 },
  restore: { min: 1, max: 1 },
};

function isCommand(value: string | undefined): value is CliCommand | BackupCommand {
  return value !== undefined && Object.hasOwn(ARITY, value);
}

interface ClientEnv {
  url?: string;
  token?: string;
}

/** Runs one command; returns the exit code. The program passes the env; the tests pass the deploy and backup env themselves. */
export async function runCli(
  args: string[],
  config: AppConfig,
  print: Print = console.log,
  deployEnv: ClientEnv = {},
  backupEnv: ClientEnv = {},
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { url: { type: 'string' }, token: { type: 'string' }, out: { type: 'string' }, stage: { type: 'boolean' } },
    });
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
  const stage = parsed.values.stage === true;
  if (stage && command !== 'deploy') {
    print('error: --stage belongs to deploy');
    return 2;
  }
  if (command === 'backup' || command === 'restore') {
    const { url = backupEnv.url, token = backupEnv.token, out } = parsed.values;
    return runBackupCommand(command, rest, config, { url, token, out }, print);
  }
  if (parsed.values.out !== undefined) {
    print('error: --out belongs to backup');
    return 2;
  }
  const url = parsed.values.url ?? deployEnv.url;
  if (url === undefined) return runLocal(command, rest, config, print, { stage });
  const token = parsed.values.token ?? deployEnv.token;
  if (command === 'deploy-local') {
    print("error: deploy-local works on this machine's database only; leave out --url (and USB_DEPLOY_URL)");
    return 2;
  }
  if (!token) {
    print('error: a deploy token is needed with --url: pass --token or set USB_DEPLOY_TOKEN');
    return 2;
  }
  return runRemote(command, rest, { url, token }, print, { stage });
}
