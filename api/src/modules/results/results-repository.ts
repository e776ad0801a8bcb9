/** Results in the database, one per battle. Only published results are visible to the public. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battles, results } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../errors';

export type ResultRecord = typeof results.$inferSelect;

export interface ResultOverviewRow {
  path: string;
  battleName: string;
  /** The battle's freeze, for the menu's frozen mark. */
  freezeAt: Date | null;
  revealedAt: Date | null;
}

/** A path taken by another result meanwhile (the unique index settles races) is a CONFLICT. */
async function conflictOnUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('CONFLICT', 'Another result has this path', ['path']);
    throw error;
  }
}

export function createResultsRepository(db: Database) {
  return {
    /** Published results, newest battle (by start) first. */
    overview(): Promise<ResultOverviewRow[]> {
      return db
        .select({ path: results.path, battleName: results.battleName, freezeAt: battles.freezeAt, revealedAt: battles.revealedAt })
        .from(results)
        .innerJoin(battles, eq(battles.id, results.battleId))
        .where(eq(results.published, true))
        .orderBy(desc(battles.start), desc(battles.id));
    },

    async findPublishedByPath(path: string): Promise<ResultRecord | null> {
      const [row] = await db
        .select()
        .from(results)
        .where(and(eq(results.path, path), eq(results.published, true)));
      return row ?? null;
    },

    /** The published result of the battle that started last. */
    async latestPublished(): Promise<ResultRecord | null> {
      const [row] = await db
        .select({ result: results })
        .from(results)
        .innerJoin(battles, eq(battles.id, results.battleId))
        .where(eq(results.published, true))
        .orderBy(desc(battles.start), desc(battles.id))
        .limit(1);
      return row?.result ?? null;
    },

    async findById(id: number): Promise<ResultRecord | null> {
      const [row] = await db.select().from(results).where(eq(results.id, id));
      return row ?? null;
    },

    async findByBattle(battleId: number): Promise<ResultRecord | null> {
      const [row] = await db.select().from(results).where(eq(results.battleId, battleId));
      return row ?? null;
    },

    /** Whether the battle's result is published, without reading its data. */
    async isPublished(battleId: number): Promise<boolean> {
      const [row] = await db.select({ published: results.published }).from(results).where(eq(results.battleId, battleId));
      return row?.published === true;
    },

    /** The path of the battle's result, if it has one (without reading the tables). */
    async pathOf(battleId: number): Promise<string | null> {
      const [row] = await db.select({ path: results.path }).from(results).where(eq(results.battleId, battleId));
      return row?.path ?? null;
    },

    /** Whether a result of another battle uses the path. */
    async pathTaken(path: string, battleId: number): Promise<boolean> {
      const rows = await db
        .select({ id: results.id })
        .from(results)
        .where(and(eq(results.path, path), ne(results.battleId, battleId)));
      return rows.length > 0;
    },

    /** Publishes or hides the battle's result, with a new path when one is given; null when the battle has none. */
    async setPublished(battleId: number, published: boolean, path?: string): Promise<ResultRecord | null> {
      const [row] = await conflictOnUnique(() =>
        db
          .update(results)
          .set({ published, ...(path === undefined ? {} : { path }) })
          .where(eq(results.battleId, battleId))
          .returning(),
      );
      return row ?? null;
    },

    async deleteByBattle(battleId: number): Promise<boolean> {
      const rows = await db.delete(results).where(eq(results.battleId, battleId)).returning({ id: results.id });
      return rows.length > 0;
    },

    /**
     * One result per battle: a rebuild replaces the name and data in place and keeps the path, and
     * the published flag unless one is given (a build racing a publish cannot hide the result again).
     * Answers the stored row without its data, which the caller has (a big battle's is large).
     */
    async upsert(result: Omit<ResultRecord, 'id' | 'published'> & { published?: boolean }): Promise<Omit<ResultRecord, 'data'>> {
      const { battleName, data, published } = result;
      const [row] = await conflictOnUnique(() =>
        db
          .insert(results)
          .values(result)
          .onConflictDoUpdate({ target: results.battleId, set: { battleName, data, ...(published === undefined ? {} : { published }) } })
          .returning({ id: results.id, battleId: results.battleId, battleName: results.battleName, path: results.path, published: results.published }),
      );
      if (!row) throw new Error('upsert into results returned no row');
      return row;
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
