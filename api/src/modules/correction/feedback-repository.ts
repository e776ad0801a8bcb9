/** A battle's feedback settings in the database: when its patrols see points and notes, and its phrases. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { correctionFeedback, type FeedbackRelease } from '../../db/schema';

export interface FeedbackSettings {
  release: FeedbackRelease;
  phrases: string[];
}

/** A battle without a row has these. */
export const DEFAULT_FEEDBACK: FeedbackSettings = { release: 'TASK_CLOSED', phrases: [] };

export function createFeedbackRepository(db: Database) {
  /** Writes one of the settings, making the row with the defaults when it is missing. */
  async function upsert(battleId: number, change: Partial<FeedbackSettings>): Promise<FeedbackSettings> {
    const [row] = await db
      .insert(correctionFeedback)
      .values({ battleId, ...DEFAULT_FEEDBACK, ...change })
      .onConflictDoUpdate({ target: correctionFeedback.battleId, set: change })
      .returning({ release: correctionFeedback.release, phrases: correctionFeedback.phrases });
    if (!row) throw new Error('upsert into correction_feedback returned no row');
    return row;
  }

  return {
    async find(battleId: number): Promise<FeedbackSettings> {
      const [row] = await db
        .select({ release: correctionFeedback.release, phrases: correctionFeedback.phrases })
        .from(correctionFeedback)
        .where(eq(correctionFeedback.battleId, battleId));
      return row ?? DEFAULT_FEEDBACK;
    },

    setRelease: (battleId: number, release: FeedbackRelease) => upsert(battleId, { release }),
    setPhrases: (battleId: number, phrases: string[]) => upsert(battleId, { phrases }),

    /** A cloned battle keeps the original's settings (inside the clone's transaction). */
    async copy(tx: Database, fromBattleId: number, toBattleId: number): Promise<void> {
      const [row] = await tx.select().from(correctionFeedback).where(eq(correctionFeedback.battleId, fromBattleId));
      if (row) await tx.insert(correctionFeedback).values({ ...row, battleId: toBattleId });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
