import { Client } from 'pg';

/**
 * Stands in for the autovacuum a PostgreSQL server runs (the bench machine's runs without it):
 * every step of the night's load updates thousands of answers, and their dead rows would slow
 * each later step. PGlite has no autovacuum at all; the api runs its own there
 * (@usb/pglite-driver's startAutovacuum), so on PGlite (no databaseUrl) this does nothing.
 */
export async function vacuumAnalyze(databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl === undefined) return;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
