/**
 * What a site's database holds, as a backup and a restore need to know it: the rows that matter
 * to the people using the site (counted into the manifest and printed after a restore), the
 * migrations applied, and whether the database is empty (a restore goes only into an empty one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Database } from '../../db/database';
import { selectRows } from '../../db/select-rows';

/** The tables counted, by the word the docs use for their rows. */
export const COUNTED_TABLES = {
  accounts: 'users',
  patrols: 'patrols',
  taskAnswers: 'battle_task_answers',
  answers: 'answers',
  corrections: 'answer_corrections',
  results: 'results',
  remoteVersions: 'remote_versions',
} as const;

export type SiteCounts = Record<keyof typeof COUNTED_TABLES, number>;

/** What a backup records of its database, read in the same snapshot as the dump. */
export interface SiteFacts {
  counts: SiteCounts;
  migration: { count: number; last: string | null };
}

/** One query, one row, one text value (JSON) on both engines: the counts and the migrations applied. */
export function siteFactsQuery(): string {
  const counts = Object.entries(COUNTED_TABLES)
    .map(([name, table]) => `'${name}', (select count(*) from ${table})`)
    .join(', ');
  return `select json_build_object('counts', json_build_object(${counts}), 'migrations', (select count(*) from drizzle.__drizzle_migrations))::text as facts`;
}

/** The facts query's answer, with the last migration's name by this build's journal. */
export function readSiteFacts(answer: string | null): SiteFacts {
  if (answer === null) throw new Error('the database answered no facts');
  const parsed = JSON.parse(answer) as { counts: SiteCounts; migrations: number };
  const count = Number(parsed.migrations);
  return { counts: parsed.counts, migration: { count, last: count > 0 ? (knownMigrations()[count - 1] ?? null) : null } };
}

export async function readFacts(db: Database): Promise<SiteFacts> {
  const [row] = await selectRows<{ facts: string }>(db, sql.raw(siteFactsQuery()));
  return readSiteFacts(row?.facts ?? null);
}

/** The names of this build's migrations, in order (drizzle's journal). */
export function knownMigrations(): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** Tables outside PostgreSQL's own schemas: none in a database nobody has migrated. */
export async function tableCount(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  );
  return Number(row?.count ?? 0);
}
