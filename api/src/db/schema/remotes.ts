/**
 * The remote registry (modules/remotes): every stored version of every remote with at most one
 * active per remote (shared by all api instances), the history of switches of the active
 * version, and the deploy tokens a team's CI uploads builds with (only a token's sha256 is kept).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { time } from './columns';

export const remoteVersions = pgTable(
  'remote_versions',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    deployedAt: time('deployed_at').notNull(),
    active: boolean('active').notNull().default(false),
    /** The @usb/contracts version of the build's federation manifest; null when it does not say. */
    contractsVersion: text('contracts_version'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** An admin's user name, 'token:<label>' or 'cli'. */
    deployedBy: text('deployed_by').notNull().default('cli'),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version] }),
    uniqueIndex('remote_versions_one_active_idx')
      .on(table.name)
      .where(sql`${table.active}`),
  ],
);

/**
 * Every file of every stored version with its Subresource Integrity digest (`sha384-<base64>`),
 * written with the version: the api serves a file only when its bytes match (a file changed in
 * the store is refused), and /remotes.json hands the shell the entry files' digests.
 */
export const remoteVersionFiles = pgTable(
  'remote_version_files',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    path: text('path').notNull(),
    integrity: text('integrity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version, table.path] }),
    foreignKey({ columns: [table.name, table.version], foreignColumns: [remoteVersions.name, remoteVersions.version] }).onDelete('cascade'),
  ],
);

export type RemoteSwitchKind = 'DEPLOY' | 'ACTIVATE' | 'ROLLBACK';

export const remoteSwitches = pgTable(
  'remote_switches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<RemoteSwitchKind>().notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version').notNull(),
    at: time('at').notNull(),
    by: text('by').notNull(),
  },
  (table) => [index('remote_switches_name_at_idx').on(table.name, table.at)],
);

export const deployTokens = pgTable('deploy_tokens', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  remotes: text('remotes').array().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: text('created_by').notNull(),
  createdAt: time('created_at').notNull(),
  lastUsedAt: time('last_used_at'),
  revokedAt: time('revoked_at'),
});
