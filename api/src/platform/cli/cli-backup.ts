/**
 * `usb-api backup` and `usb-api restore` (docs/backups.md).
 *
 * backup: without --url the CLI opens the database itself (PostgreSQL, or the embedded one of
 * a stopped site) and writes the archive into --out (default BACKUP_DIR); with --url it asks the
 * running site (POST /api/backups with its BACKUP_TOKEN), which is the only way to a consistent
 * copy of a running embedded database, and saves the answer into --out (default: here).
 * restore: on the server's machine only, into an empty site (restore-backup.ts says which).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { DatabaseInUseError } from '@usb/pglite-driver';
import type { AppConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { openObjectStore } from '../../lib/object-store';
import type { Print } from './cli-output';
import {
  BACKUP_SUMMARY_HEADER,
  BACKUP_TOKEN_SCHEME,
  BACKUPS_PATH,
  backupSettings,
  describeCounts,
  makeBackup,
  ManifestError,
  restoreBackup,
  RestoreRefusedError,
  type SiteCounts,
} from '../backups';

export type BackupCommand = 'backup' | 'restore';

export interface BackupCliOptions {
  out?: string;
  url?: string;
  token?: string;
}

class BackupCallError extends Error {
  override name = 'BackupCallError';
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function describeBackup(file: string, bytes: number, engine: string, counts: SiteCounts, objects: { count: number; bytes: number }, ms: number): string {
  return `${file}: ${megabytes(bytes)}, ${engine}, ${describeCounts(counts)}, ${objects.count} objects (${megabytes(objects.bytes)}), in ${seconds(ms)}`;
}

async function backupHere(config: AppConfig, out: string, print: Print): Promise<void> {
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
    const result = await makeBackup({ handle, objects: openObjectStore(config), now: config.now }, out);
    const { manifest } = result;
    print(describeBackup(result.file, result.bytes, manifest.engine, manifest.counts, manifest.objects, result.elapsedMs));
  } finally {
    await handle?.close();
  }
}

async function backupThroughSite(site: { url: string; token: string }, out: string, print: Print): Promise<void> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(new URL(BACKUPS_PATH, site.url), { method: 'POST', headers: { authorization: `${BACKUP_TOKEN_SCHEME} ${site.token}` } });
  } catch (error) {
    throw new BackupCallError(
      `${site.url} did not answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
    );
  }
  if (!response.ok || !response.body) throw new BackupCallError(`${response.status} ${await response.text()}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  if (!name || name.includes('/')) throw new BackupCallError(`${site.url} answered without a backup's file name`);
  await mkdir(out, { recursive: true });
  const file = join(out, name);
  const partial = `${file}.part`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupCallError(`the download of ${name} broke off: ${error instanceof Error ? error.message : String(error)}`);
  }
  const summary = JSON.parse(response.headers.get(BACKUP_SUMMARY_HEADER) ?? '{}') as {
    engine: string;
    counts: SiteCounts;
    objects: { count: number; bytes: number };
  };
  print(
    describeBackup(file, Number(response.headers.get('content-length') ?? 0), summary.engine, summary.counts, summary.objects, performance.now() - started),
  );
}

/** Runs backup or restore; answers the exit code. */
export async function runBackupCommand(command: BackupCommand, args: string[], config: AppConfig, options: BackupCliOptions, print: Print): Promise<number> {
  try {
    if (command === 'restore') {
      const [archive] = args;
      if (options.url !== undefined || !archive) {
        print('error: restore runs on the server machine, into an empty site, with the site stopped: usb-api restore <archive> (no --url)');
        return 2;
      }
      const result = await restoreBackup(resolve(archive), {
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        objects: openObjectStore(config),
      });
      print(
        `restored ${archive} (${result.manifest.engine}, made ${result.manifest.createdAt}) in ${seconds(result.elapsedMs)}: ${describeCounts(result.counts)}, ${result.manifest.objects.count} objects`,
      );
      print('Start the site now: it applies the migrations this version has beyond the backup, if any.');
      return 0;
    }
    if (options.url !== undefined) {
      if (!options.token) {
        print("error: a backup token is needed with --url: pass --token or set USB_BACKUP_TOKEN (the site's BACKUP_TOKEN)");
        return 2;
      }
      await backupThroughSite({ url: options.url, token: options.token }, resolve(options.out ?? '.'), print);
      return 0;
    }
    await backupHere(config, resolve(options.out ?? backupSettings(config).dir), print);
    return 0;
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      print(`error: ${error.message}`);
      print('The site is running on this database: pass --url <site> and its backup token (--token or USB_BACKUP_TOKEN) to have it make the backup.');
      return 1;
    }
    if (error instanceof RestoreRefusedError || error instanceof ManifestError || error instanceof BackupCallError) {
      print(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
