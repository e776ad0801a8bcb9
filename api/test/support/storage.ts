/**
 * A place for one test's (or one bench run's) data on either engine: PGlite in a fresh temp
 * DATA_DIR, or a fresh database on the PostgreSQL at 127.0.0.1:5432 (dropped by dispose), so
 * test files running in parallel never share data; and on either object store: the folder in
 * that DATA_DIR, or a bucket on a fresh s3rver of its own (stopped by dispose).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { BucketConfig } from '../../src/config';
import { startBucketServer, type BucketServer } from './bucket-server';

export type Engine = 'pglite' | 'postgres';
const allEngines: Engine[] = ['pglite', 'postgres'];

/**
 * The engines the api's tests run on: both (CI, and every run by default), or those
 * `USB_TEST_ENGINES` names, e.g. `USB_TEST_ENGINES=pglite` on a laptop without PostgreSQL.
 */
function enginesOf(setting: string | undefined): Engine[] {
  if (setting === undefined || setting.trim() === '') return allEngines;
  const named = setting.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !allEngines.includes(name as Engine));
  if (unknown.length > 0) throw new Error(`USB_TEST_ENGINES names ${unknown.join(', ')}; it takes ${allEngines.join(', ')}`);
  return allEngines.filter((engine) => named.includes(engine));
}

export const engines: Engine[] = enginesOf(process.env.USB_TEST_ENGINES);

/**
 * `describe` for a suite about PostgreSQL itself (several api processes on one database, its
 * LISTEN channel, a connection cut on its way): skipped, and listed as skipped, in a run on
 * PGlite alone. It reaches for jest's `describe` only when called: the benches load this file
 * outside jest, where there is none.
 */
export function describeOnPostgres(name: string, suite: () => void): void {
  if (engines.includes('postgres')) describe(name, suite);
  else describe.skip(name, suite);
}

/** Where media and remote versions go: DATA_DIR, or an S3-compatible bucket. */
export type Store = 'folder' | 'bucket';
export const stores: Store[] = ['folder', 'bucket'];

/** Every engine with every store, for `describe.each`: `(%s, %s)`. */
export const enginesAndStores: [Engine, Store][] = engines.flatMap((engine) => stores.map((store): [Engine, Store] => [engine, store]));

const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestStorage {
  engine: Engine;
  store: Store;
  dataDir: string;
  databaseUrl?: string;
  /** Set for the bucket store. */
  bucket?: BucketConfig;
  /** The s3rver behind `bucket`. */
  bucketServer?: BucketServer;
  dispose(): Promise<void>;
}

async function createDatabase(engine: Engine, dataDir: string): Promise<{ databaseUrl?: string; drop(): Promise<void> }> {
  if (engine === 'pglite') {
    // A copy of the empty database that test/global-setup.js made saves initdb per test.
    const template = process.env.USB_TEST_PGLITE_TEMPLATE;
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { drop: async () => undefined };
  }
  const name = `usb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
    drop: () => withAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export async function createStorage(engine: Engine, store: Store = 'folder'): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'usb-api-test-'));
  const database = await createDatabase(engine, dataDir);
  const bucketServer = store === 'bucket' ? await startBucketServer() : undefined;
  return {
    engine,
    store,
    dataDir,
    databaseUrl: database.databaseUrl,
    bucket: bucketServer?.bucket,
    bucketServer,
    async dispose() {
      await database.drop();
      await bucketServer?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
