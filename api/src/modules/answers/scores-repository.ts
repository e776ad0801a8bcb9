/**
 * What the task points of a whole battle are made of, for its results (scoring.ts does the
 * arithmetic): one read of the totals the answers_totals trigger keeps on battle_task_answers,
 * with the battle's tasks in the same query, so no query groups the answers themselves.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battleTaskAnswers, battleTasks } from '../../db/schema';

/** The task answers of a battle, one per position of every array. */
export interface BattleScores {
  ids: number[];
  battleTaskIds: number[];
  patrolIds: number[];
  overridePoints: (number | null)[];
  answerPoints: number[];
  lateMs: (number | null)[];
}

export function createScoresRepository(db: Database) {
  return {
    /**
     * What the task points of every task answer of the battle are made of, as aligned arrays in
     * one JSON value: a big battle has tens of thousands of task answers, and reading them as rows
     * (or as PostgreSQL arrays) costs many times the query in the driver's parsing, while one
     * JSON.parse is quick. lateMs is how long after close the last answer came, null when on time.
     */
    async ofBattle(battleId: number): Promise<BattleScores> {
      const lateMs = sql`case when ${battleTaskAnswers.lastAnswerReceived} > ${battleTasks.close}
        then (extract(epoch from ${battleTaskAnswers.lastAnswerReceived} - ${battleTasks.close}) * 1000)::float8 end`;
      const [row] = await db
        .select({
          scores: sql<BattleScores | null>`json_build_object(
            'ids', array_agg(${battleTaskAnswers.id}),
            'battleTaskIds', array_agg(${battleTaskAnswers.battleTaskId}),
            'patrolIds', array_agg(${battleTaskAnswers.patrolId}),
            'overridePoints', array_agg(${battleTaskAnswers.overridePoints}),
            'answerPoints', array_agg(${battleTaskAnswers.answerPoints}),
            'lateMs', array_agg(${lateMs}))`,
        })
        .from(battleTaskAnswers)
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .where(eq(battleTasks.battleId, battleId));
      const scores = row?.scores;
      // array_agg over no rows is null.
      return scores?.battleTaskIds ? scores : { ids: [], battleTaskIds: [], patrolIds: [], overridePoints: [], answerPoints: [], lateMs: [] };
    },
  };
}

export type ScoresRepository = ReturnType<typeof createScoresRepository>;
