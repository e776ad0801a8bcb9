/** Results in the database. Only published results are visible to the public. */
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battles, results } from '../../db/schema';

export type ResultRecord = typeof results.$inferSelect;

export interface ResultOverviewRow {
  path: string;
  battleName: string;
}

export function createResultsRepository(db: Database) {
  return {
    /** Published results, newest battle (by start) first. */
    overview(): Promise<ResultOverviewRow[]> {
      return db
        .select({ path: results.path, battleName: results.battleName })
        .from(results)
        .innerJoin(battles, eq(battles.id, results.battleId))
        .where(eq(results.published, true))
        .orderBy(desc(battles.start), desc(battles.id));
    },

    async findPublishedByPath(path: string): Promise<ResultRecord | null> {
      const [row] = await db.select().from(results).where(and(eq(results.path, path), eq(results.published, true)));
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

    async findByBattle(battleId: number): Promise<ResultRecord | null> {
      const [row] = await db.select().from(results).where(eq(results.battleId, battleId));
      return row ?? null;
    },

    /** Whether a result of another battle uses the path. */
    async pathTaken(path: string, battleId: number): Promise<boolean> {
      const rows = await db.select({ id: results.id }).from(results).where(and(eq(results.path, path), ne(results.battleId, battleId)));
      return rows.length > 0;
    },

    /** One result per battle: a rebuild replaces the data in place. */
    async upsert(result: Omit<ResultRecord, 'id'>): Promise<ResultRecord> {
      const { battleId, ...fields } = result;
      const [row] = await db
        .insert(results)
        .values(result)
        .onConflictDoUpdate({ target: results.battleId, set: fields })
        .returning();
      if (!row) throw new Error('upsert into results returned no row');
      return row;
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
