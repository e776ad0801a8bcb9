/**
 * The registry's tables: stored versions of each remote with the active one, the switches of
 * the active version, deploy tokens and canaries. Every change of the active version or the
 * canary takes a transaction-scoped advisory lock on the remote's name first, so concurrent
 * deploys, activations, rollbacks and canary changes of one remote run one after the other
 * (also across api instances), and the version, the active flag, the canary and the history
 * row are written together or not at all.
 */
import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { deployLock, deployTokens, remoteCanaries, remoteSwitches, remoteVersionFiles, remoteVersions, type RemoteSwitchKind } from '../../db/schema';
import type { FileIntegrity } from './folder-hash';

export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type RemoteSwitchRow = typeof remoteSwitches.$inferSelect;
export type DeployTokenRow = typeof deployTokens.$inferSelect;
export type RemoteCanaryRow = typeof remoteCanaries.$inferSelect;
export type DeployLockRow = typeof deployLock.$inferSelect;

/** A canary with the contracts version of its build, as /remotes.json needs it. */
export type CanaryEntryRow = RemoteCanaryRow & { contractsVersion: string | null };

/** What setCanary did, or why it did nothing. */
export type CanaryOutcome = 'SET' | 'ACTIVATED' | 'UNKNOWN_VERSION' | 'ACTIVE_VERSION' | 'NO_ACTIVE_VERSION';

export interface NewVersion {
  name: string;
  version: string;
  contractsVersion: string | null;
  sizeBytes: number;
  /** Every file of the version with its SRI digest. */
  files: FileIntegrity[];
  by: string;
  at: Date;
}

/** What a switch did: the version active before and after; equal when nothing changed. */
export interface SwitchOutcome {
  from: string | null;
  to: string;
}

const newestFirst = [desc(remoteVersions.deployedAt), desc(remoteVersions.version)];

async function lockRemote(tx: Database, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`remote:${name}`}))`);
}

async function versionsOf(tx: Database, name: string): Promise<RemoteVersionRow[]> {
  return tx
    .select()
    .from(remoteVersions)
    .where(eq(remoteVersions.name, name))
    .orderBy(...newestFirst);
}

/** Rows per insert: a build of a few thousand files is written in a few statements. */
const FILES_PER_INSERT = 500;

async function recordFiles(tx: Database, name: string, version: string, files: FileIntegrity[]): Promise<void> {
  for (let start = 0; start < files.length; start += FILES_PER_INSERT) {
    const rows = files.slice(start, start + FILES_PER_INSERT).map((file) => ({ name, version, ...file }));
    await tx.insert(remoteVersionFiles).values(rows).onConflictDoNothing();
  }
}

/** Makes the version the active one; a canary of that version has nothing left to try and goes. */
async function makeActive(tx: Database, name: string, version: string, at: Date): Promise<void> {
  await tx
    .update(remoteVersions)
    .set({ active: false })
    .where(and(eq(remoteVersions.name, name), eq(remoteVersions.active, true)));
  await tx
    .update(remoteVersions)
    .set({ active: true, activatedAt: at })
    .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
  await tx.delete(remoteCanaries).where(and(eq(remoteCanaries.name, name), eq(remoteCanaries.version, version)));
}

async function storeVersion(tx: Database, row: NewVersion): Promise<void> {
  const stored = { contractsVersion: row.contractsVersion, sizeBytes: row.sizeBytes, deployedBy: row.by, deployedAt: row.at };
  await tx
    .insert(remoteVersions)
    .values({ name: row.name, version: row.version, ...stored })
    .onConflictDoUpdate({ target: [remoteVersions.name, remoteVersions.version], set: stored });
  await recordFiles(tx, row.name, row.version, row.files);
}

export function createRemotesRepository(db: Database) {
  return {
    /** Stores a version (again, if it existed: its time and author are renewed) and makes it the active one, with its DEPLOY switch. */
    deploy(row: NewVersion): Promise<SwitchOutcome> {
      return db.transaction(async (tx) => {
        await lockRemote(tx, row.name);
        const from = (await versionsOf(tx, row.name)).find((version) => version.active)?.version ?? null;
        if (from === row.version) return { from, to: row.version };
        await storeVersion(tx, row);
        await makeActive(tx, row.name, row.version, row.at);
        await tx.insert(remoteSwitches).values({ name: row.name, kind: 'DEPLOY', fromVersion: from, toVersion: row.version, at: row.at, by: row.by });
        return { from, to: row.version };
      });
    },

    /** Stores a version without activating it (nothing switched, so no history row); answers whether it is the active one. */
    stage(row: NewVersion): Promise<{ active: boolean }> {
      return db.transaction(async (tx) => {
        await lockRemote(tx, row.name);
        const active = (await versionsOf(tx, row.name)).find((version) => version.active)?.version ?? null;
        if (active === row.version) return { active: true };
        await storeVersion(tx, row);
        return { active: false };
      });
    },

    /**
     * Makes the version `choose` picks from the remote's versions (newest first) the active one
     * and records the switch; null when it picks none. Nothing is written when it is already active.
     */
    switchActive(
      name: string,
      kind: RemoteSwitchKind,
      choose: (versions: RemoteVersionRow[]) => RemoteVersionRow | undefined,
      by: string,
      at: Date,
    ): Promise<SwitchOutcome | null> {
      return db.transaction(async (tx) => {
        await lockRemote(tx, name);
        const versions = await versionsOf(tx, name);
        const target = choose(versions);
        if (!target) return null;
        const from = versions.find((version) => version.active)?.version ?? null;
        if (from === target.version) return { from, to: target.version };
        await makeActive(tx, name, target.version, at);
        await tx.insert(remoteSwitches).values({ name, kind, fromVersion: from, toVersion: target.version, at, by });
        return { from, to: target.version };
      });
    },

    /**
     * Gives a stored, not active version to `percent` of the browsers (its CANARY row), or at 100
     * makes it the active one (an ACTIVATE row, the canary gone). A canary needs an active
     * version to stand beside. Raising the same canary's share keeps its start.
     */
    setCanary(name: string, version: string, percent: number, by: string, at: Date): Promise<CanaryOutcome> {
      return db.transaction(async (tx) => {
        await lockRemote(tx, name);
        const versions = await versionsOf(tx, name);
        const target = versions.find((row) => row.version === version);
        const active = versions.find((row) => row.active)?.version ?? null;
        if (!target) return 'UNKNOWN_VERSION';
        if (target.active) return 'ACTIVE_VERSION';
        if (percent === 100) {
          await makeActive(tx, name, version, at);
          await tx.insert(remoteSwitches).values({ name, kind: 'ACTIVATE', fromVersion: active, toVersion: version, at, by });
          return 'ACTIVATED';
        }
        if (active === null) return 'NO_ACTIVE_VERSION';
        await tx
          .insert(remoteCanaries)
          .values({ name, version, percent, startedAt: at, startedBy: by })
          .onConflictDoUpdate({
            target: remoteCanaries.name,
            set: {
              percent,
              startedAt: sql`case when ${remoteCanaries.version} = ${version} then ${remoteCanaries.startedAt} else excluded.started_at end`,
              startedBy: sql`case when ${remoteCanaries.version} = ${version} then ${remoteCanaries.startedBy} else excluded.started_by end`,
              version,
            },
          });
        await tx.insert(remoteSwitches).values({ name, kind: 'CANARY', fromVersion: active, toVersion: version, percent, at, by });
        return 'SET';
      });
    },

    /**
     * Removes the remote's canary and writes its CANARY_STOP (from the canary to the active
     * version); with `only`, just when the canary is still that one (the automatic rollback: a
     * canary stopped or restarted meanwhile is left alone). Null when nothing was removed.
     */
    stopCanary(name: string, by: string, at: Date, only?: { version: string; startedAt: Date }): Promise<RemoteCanaryRow | null> {
      return db.transaction(async (tx) => {
        await lockRemote(tx, name);
        const [removed] = await tx
          .delete(remoteCanaries)
          .where(
            and(eq(remoteCanaries.name, name), only ? and(eq(remoteCanaries.version, only.version), eq(remoteCanaries.startedAt, only.startedAt)) : undefined),
          )
          .returning();
        if (!removed) return null;
        const active = (await versionsOf(tx, name)).find((row) => row.active)?.version ?? removed.version;
        await tx.insert(remoteSwitches).values({ name, kind: 'CANARY_STOP', fromVersion: removed.version, toVersion: active, at, by });
        return removed;
      });
    },

    /** Every canary with its build's contracts version, by remote name. */
    canaries(): Promise<CanaryEntryRow[]> {
      return db
        .select({
          name: remoteCanaries.name,
          version: remoteCanaries.version,
          percent: remoteCanaries.percent,
          startedAt: remoteCanaries.startedAt,
          startedBy: remoteCanaries.startedBy,
          contractsVersion: remoteVersions.contractsVersion,
        })
        .from(remoteCanaries)
        .innerJoin(remoteVersions, and(eq(remoteVersions.name, remoteCanaries.name), eq(remoteVersions.version, remoteCanaries.version)))
        .orderBy(asc(remoteCanaries.name));
    },

    /** The canaries among these versions (the ones a batch of reports named). */
    canariesOf(names: string[]): Promise<RemoteCanaryRow[]> {
      return db.select().from(remoteCanaries).where(inArray(remoteCanaries.name, names));
    },

    /** One stored version, or null. */
    async version(name: string, version: string): Promise<RemoteVersionRow | null> {
      const [row] = await db
        .select()
        .from(remoteVersions)
        .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
      return row ?? null;
    },

    /** Which of these versions are stored, as `name|version` keys. */
    async storedAmong(versions: { name: string; version: string }[]): Promise<Set<string>> {
      if (versions.length === 0) return new Set();
      const rows = await db
        .select({ name: remoteVersions.name, version: remoteVersions.version })
        .from(remoteVersions)
        .where(
          and(
            inArray(remoteVersions.name, [...new Set(versions.map((row) => row.name))]),
            inArray(remoteVersions.version, [...new Set(versions.map((row) => row.version))]),
          ),
        );
      return new Set(rows.map((row) => `${row.name}|${row.version}`));
    },

    deployLock: async (): Promise<DeployLockRow | null> => (await db.select().from(deployLock))[0] ?? null,

    /** Sets the deploy lock, replacing the one set before. */
    async setDeployLock(lock: Omit<DeployLockRow, 'id'>): Promise<DeployLockRow> {
      const [row] = await db.insert(deployLock).values(lock).onConflictDoUpdate({ target: deployLock.id, set: lock }).returning();
      if (!row) throw new Error('deploy lock upsert returned no row');
      return row;
    },

    /** Removes the deploy lock; true when there was one. */
    async clearDeployLock(): Promise<boolean> {
      return (await db.delete(deployLock).returning({ id: deployLock.id })).length > 0;
    },

    /** Versions, newest first; of one remote or of all (ordered by name). */
    list(name?: string): Promise<RemoteVersionRow[]> {
      return db
        .select()
        .from(remoteVersions)
        .where(name ? eq(remoteVersions.name, name) : undefined)
        .orderBy(asc(remoteVersions.name), ...newestFirst);
    },

    /** Versions stored before the registry recorded their contracts version and size. */
    incomplete(): Promise<RemoteVersionRow[]> {
      return db
        .select()
        .from(remoteVersions)
        .where(or(isNull(remoteVersions.contractsVersion), eq(remoteVersions.sizeBytes, 0)));
    },

    async complete(name: string, version: string, facts: { contractsVersion: string | null; sizeBytes: number }): Promise<void> {
      await db
        .update(remoteVersions)
        .set(facts)
        .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
    },

    /** Versions stored before the registry recorded their files' digests. */
    withoutFiles(): Promise<{ name: string; version: string }[]> {
      return db
        .select({ name: remoteVersions.name, version: remoteVersions.version })
        .from(remoteVersions)
        .where(
          notExists(
            db
              .select({ one: sql`1` })
              .from(remoteVersionFiles)
              .where(and(eq(remoteVersionFiles.name, remoteVersions.name), eq(remoteVersionFiles.version, remoteVersions.version))),
          ),
        );
    },

    /** Records the digests of a version's files (kept as they are when already recorded). */
    recordFiles: (name: string, version: string, files: FileIntegrity[]): Promise<void> => db.transaction((tx) => recordFiles(tx, name, version, files)),

    /** The SRI digest of each file of a version, by path; empty for an unknown version. */
    async fileIntegrity(name: string, version: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ path: remoteVersionFiles.path, integrity: remoteVersionFiles.integrity })
        .from(remoteVersionFiles)
        .where(and(eq(remoteVersionFiles.name, name), eq(remoteVersionFiles.version, version)));
      return new Map(rows.map((row) => [row.path, row.integrity]));
    },

    active(): Promise<RemoteVersionRow[]> {
      return db.select().from(remoteVersions).where(eq(remoteVersions.active, true)).orderBy(asc(remoteVersions.name));
    },

    /** The active version of one remote, or null when none is. */
    async activeVersion(name: string): Promise<string | null> {
      const [row] = await db
        .select({ version: remoteVersions.version })
        .from(remoteVersions)
        .where(and(eq(remoteVersions.name, name), eq(remoteVersions.active, true)));
      return row?.version ?? null;
    },

    /** Switches, newest first (by id: they are numbered under the remote's lock, so in the order they happened). */
    history(name: string | null, limit: number): Promise<RemoteSwitchRow[]> {
      return db
        .select()
        .from(remoteSwitches)
        .where(name ? eq(remoteSwitches.name, name) : undefined)
        .orderBy(desc(remoteSwitches.id))
        .limit(limit);
    },

    async createToken(row: { label: string; remotes: string[]; tokenHash: string; createdBy: string; createdAt: Date }): Promise<DeployTokenRow> {
      const [created] = await db.insert(deployTokens).values(row).returning();
      if (!created) throw new Error('deploy token insert returned no row');
      return created;
    },

    tokens(): Promise<DeployTokenRow[]> {
      return db.select().from(deployTokens).orderBy(desc(deployTokens.createdAt), desc(deployTokens.id));
    },

    /** Revokes a live token (a revoked one keeps its first revocation time); null for an unknown id. */
    async revokeToken(id: number, at: Date): Promise<DeployTokenRow | null> {
      await db
        .update(deployTokens)
        .set({ revokedAt: at })
        .where(and(eq(deployTokens.id, id), isNull(deployTokens.revokedAt)));
      const [row] = await db.select().from(deployTokens).where(eq(deployTokens.id, id));
      return row ?? null;
    },

    /** The live (not revoked) token with this hash, its last use set to `at`; null when there is none. */
    async useToken(tokenHash: string, at: Date): Promise<DeployTokenRow | null> {
      const [row] = await db
        .update(deployTokens)
        .set({ lastUsedAt: at })
        .where(and(eq(deployTokens.tokenHash, tokenHash), isNull(deployTokens.revokedAt)))
        .returning();
      return row ?? null;
    },
  };
}

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
