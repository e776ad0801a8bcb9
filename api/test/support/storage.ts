/**
 * A place for one test's (or one bench run's) data on either engine: PGlite in a fresh temp
 * DATA_DIR, or a fresh database on the PostgreSQL at 127.0.0.1:5432 (dropped by dispose), so
 * test files running in parallel never share data.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export type Engine = 'pglite' | 'postgres';
export const engines: Engine[] = ['pglite', 'postgres'];

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
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

export async function createStorage(engine: Engine): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'usb-api-test-'));
  if (engine === 'pglite') {
    // A copy of the empty database that test/global-setup.js made saves initdb per test.
    const template = process.env.USB_TEST_PGLITE_TEMPLATE;
    if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    return { engine, dataDir, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `usb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name}`));
  return {
    engine,
    dataDir,
    databaseUrl: `postgres://postgres@127.0.0.1:5432/${name}`,
    async dispose() {
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
