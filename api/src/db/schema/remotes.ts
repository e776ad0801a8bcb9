/**
 * The remote registry (platform/registry): every stored version of every remote with at most one
 * active per remote (shared by all api instances), the history of switches of the active
 * version, the deploy tokens a team's CI uploads builds with (only a token's sha256 is kept),
 * each remote's canary, what pages report of the versions they load, and the deploy lock.
 * @owner registry
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** When it last became the active version; null for a build only stored (`?activate=false`) that never was. */
    activatedAt: time('activated_at'),
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

export type RemoteSwitchKind = 'DEPLOY' | 'ACTIVATE' | 'ROLLBACK' | 'CANARY' | 'CANARY_STOP';

export const remoteSwitches = pgTable(
  'remote_switches',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<RemoteSwitchKind>().notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version').notNull(),
    /** CANARY: the share of browsers the canary was set to. */
    percent: integer('percent'),
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

/** At most one canary per remote: a stored version that `percent` of the browsers get instead of the active one. */
export const remoteCanaries = pgTable(
  'remote_canaries',
  {
    name: text('name').primaryKey(),
    version: text('version').notNull(),
    percent: integer('percent').notNull(),
    /** When this version became the canary; raising its share keeps it (its reports count from here). */
    startedAt: time('started_at').notNull(),
    startedBy: text('started_by').notNull(),
  },
  (table) => [
    foreignKey({ columns: [table.name, table.version], foreignColumns: [remoteVersions.name, remoteVersions.version] }).onDelete('cascade'),
    check('remote_canaries_percent', sql`${table.percent} between 1 and 99`),
  ],
);

/** Loads and failed loads pages reported of a version, per minute (swept after 7 days). */
export const remoteReportCounts = pgTable(
  'remote_report_counts',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    minute: time('minute').notNull(),
    loads: integer('loads').notNull().default(0),
    failedLoads: integer('failed_loads').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version, table.minute] }),
    foreignKey({ columns: [table.name, table.version], foreignColumns: [remoteVersions.name, remoteVersions.version] }).onDelete('cascade'),
    index('remote_report_counts_minute_idx').on(table.minute),
  ],
);

/** The error messages pages reported of a version, counted since first seen (swept 7 days after the last). */
export const remoteErrorMessages = pgTable(
  'remote_error_messages',
  {
    name: text('name').notNull(),
    version: text('version').notNull(),
    message: text('message').notNull(),
    count: integer('count').notNull(),
    lastAt: time('last_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.name, table.version, table.message] }),
    foreignKey({ columns: [table.name, table.version], foreignColumns: [remoteVersions.name, remoteVersions.version] }).onDelete('cascade'),
    index('remote_error_messages_last_at_idx').on(table.lastAt),
  ],
);

/** The deploy lock: one row (id 1) while one is set, past or not, until an admin clears it. */
export const deployLock = pgTable(
  'deploy_lock',
  {
    id: integer('id').primaryKey().default(1),
    from: time('from').notNull(),
    until: time('until').notNull(),
    reason: text('reason').notNull(),
    setBy: text('set_by').notNull(),
    setAt: time('set_at').notNull(),
  },
  (table) => [check('deploy_lock_one_row', sql`${table.id} = 1`)],
);
