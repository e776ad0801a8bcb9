/**
 * The patrols' questions in the database. Asking takes a free open slot of the patrol in one
 * statement (the unique index on patrol_id and open_slot refuses a fourth open question, whatever
 * runs at the same time); answering and closing are one conditional update each, so of two
 * correctors only the first changes an open question. Reads join the task's and the patrol's names.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battleTasks, patrolQuestions, patrols, type PatrolQuestionStatus, type PatrolQuestionVisibility } from '../../db/schema';
import { selectRows } from '../../db/select-rows';

/** A question with the names its views show. */
export type PatrolQuestionRecord = typeof patrolQuestions.$inferSelect & { battleTaskName: string; patrolName: string };

/** How many questions a patrol may have open at once: the slots 1..OPEN_SLOTS. */
export const OPEN_SLOTS = 3;

/** The newest handled questions the staff's list shows. */
const HANDLED_LIMIT = 200;

export interface NewQuestion {
  battleId: number;
  battleTaskId: number;
  patrolId: number;
  askedBy: number;
  askedAt: Date;
  text: string;
}

export interface Handling {
  status: Exclude<PatrolQuestionStatus, 'OPEN'>;
  answer: string | null;
  visibility: PatrolQuestionVisibility | null;
  answeredBy: number;
  answeredAt: Date;
}

export function createPatrolQuestionsRepository(db: Database) {
  const withNames = () =>
    db
      .select({ ...getTableColumns(patrolQuestions), battleTaskName: battleTasks.name, patrolName: patrols.name })
      .from(patrolQuestions)
      .innerJoin(battleTasks, eq(battleTasks.id, patrolQuestions.battleTaskId))
      .innerJoin(patrols, eq(patrols.id, patrolQuestions.patrolId));

  async function findById(id: number): Promise<PatrolQuestionRecord | null> {
    const [row] = await withNames().where(eq(patrolQuestions.id, id));
    return row ?? null;
  }

  const list = (where: SQL | undefined) => withNames().where(where);

  return {
    findById,

    /**
     * Inserts the question open in the patrol's lowest free slot; null when every slot is taken,
     * or when another question took the chosen slot first (the caller may try again).
     */
    async insertOpen(question: NewQuestion): Promise<PatrolQuestionRecord | null> {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`insert into ${patrolQuestions} (battle_id, battle_task_id, patrol_id, asked_by, asked_at, text, status, open_slot)
          select ${question.battleId}, ${question.battleTaskId}, ${question.patrolId}, ${question.askedBy},
            ${question.askedAt.toISOString()}::timestamptz, ${question.text}, 'OPEN', slot
          from generate_series(1, ${OPEN_SLOTS}) as slot
          where slot not in (select open_slot from ${patrolQuestions} where patrol_id = ${question.patrolId} and open_slot is not null)
          order by slot limit 1
          on conflict do nothing
          returning id`,
      );
      return row ? findById(row.id) : null;
    },

    /** Answers or closes the question if it is still open, freeing its slot; null when it was not open. */
    async handle(id: number, handling: Handling): Promise<PatrolQuestionRecord | null> {
      const [row] = await db
        .update(patrolQuestions)
        .set({ ...handling, openSlot: null })
        .where(and(eq(patrolQuestions.id, id), eq(patrolQuestions.status, 'OPEN')))
        .returning({ id: patrolQuestions.id });
      return row ? findById(row.id) : null;
    },

    listOpen: (battleId: number) =>
      list(and(eq(patrolQuestions.battleId, battleId), eq(patrolQuestions.status, 'OPEN'))).orderBy(asc(patrolQuestions.askedAt), asc(patrolQuestions.id)),

    listHandled: (battleId: number) =>
      list(and(eq(patrolQuestions.battleId, battleId), inArray(patrolQuestions.status, ['ANSWERED', 'CLOSED'])))
        .orderBy(desc(patrolQuestions.answeredAt), desc(patrolQuestions.id))
        .limit(HANDLED_LIMIT),

    /** The patrol's questions, of one task or all, newest first. */
    listOfPatrol: (patrolId: number, battleTaskId?: number) =>
      list(and(eq(patrolQuestions.patrolId, patrolId), battleTaskId === undefined ? undefined : eq(patrolQuestions.battleTaskId, battleTaskId))).orderBy(
        desc(patrolQuestions.askedAt),
        desc(patrolQuestions.id),
      ),

    /** The task's questions answered to all patrols, newest answer first. */
    listForAll: (battleTaskId: number) =>
      list(and(eq(patrolQuestions.battleTaskId, battleTaskId), eq(patrolQuestions.status, 'ANSWERED'), eq(patrolQuestions.visibility, 'ALL'))).orderBy(
        desc(patrolQuestions.answeredAt),
        desc(patrolQuestions.id),
      ),
  };
}

export type PatrolQuestionsRepository = ReturnType<typeof createPatrolQuestionsRepository>;
