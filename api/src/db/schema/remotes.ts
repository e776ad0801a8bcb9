/** Every deployed version of every remote; at most one active per remote (shared by all api instances). */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';

export const remoteVersions = pgTable(
  'remote_versions',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    deployedAt: time('deployed_at').notNull(),
    active: boolean('active').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version] }),
    uniqueIndex('remote_versions_one_active_idx')
      .on(table.name)
      .where(sql`${table.active}`),
  ],
);
