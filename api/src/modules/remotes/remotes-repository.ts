/** Deployed remote versions and which one is active, in the database so every api instance agrees. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { remoteVersions } from '../../db/schema';

export interface RemoteVersionRow {
  name: string;
  version: string;
  deployedAt: Date;
  active: boolean;
}

export function createRemotesRepository(db: Database) {
  return {
    /** Records a deployment (again, if the version existed) and makes it the active one. */
    async recordAndActivate(name: string, version: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(remoteVersions)
          .values({ name, version, deployedAt: at })
          .onConflictDoUpdate({ target: [remoteVersions.name, remoteVersions.version], set: { deployedAt: at } });
        await tx.update(remoteVersions).set({ active: false }).where(eq(remoteVersions.name, name));
        await tx
          .update(remoteVersions)
          .set({ active: true })
          .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
      });
    },

    async activate(name: string, version: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(remoteVersions).set({ active: false }).where(eq(remoteVersions.name, name));
        await tx
          .update(remoteVersions)
          .set({ active: true })
          .where(and(eq(remoteVersions.name, name), eq(remoteVersions.version, version)));
      });
    },

    /** Versions, newest deployment first; of one remote or of all (ordered by name). */
    list(name?: string): Promise<RemoteVersionRow[]> {
      return db
        .select()
        .from(remoteVersions)
        .where(name ? eq(remoteVersions.name, name) : undefined)
        .orderBy(asc(remoteVersions.name), desc(remoteVersions.deployedAt), desc(remoteVersions.version));
    },

    active(): Promise<RemoteVersionRow[]> {
      return db.select().from(remoteVersions).where(eq(remoteVersions.active, true)).orderBy(asc(remoteVersions.name));
    },
  };
}

export type RemotesRepository = ReturnType<typeof createRemotesRepository>;
