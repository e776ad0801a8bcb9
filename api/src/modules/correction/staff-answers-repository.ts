/**
 * The staff's reads of task answers (the answers module's rows): the correction queue, one task
 * answer, the counts per task and per patrol and the queue's length per battle, each from the
 * totals the answers_totals trigger keeps on battle_task_answers, so no query groups the answers
 * themselves; the battle's tasks and patrols are read in the same query (one query does the
 * work). And the audit trail, this module's own: a task answer's, and the first changes after a
 * freeze.
 */
import { and, asc, eq, gt, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answerCorrections, answers, battleTaskAnswers, battleTasks, patrols } from '../../db/schema';
import { lockFreeFor, type BattleTaskAnswerRecord, type FirstChangeAfter } from '../answers';

export type CorrectionRecord = typeof answerCorrections.$inferSelect & { questionId: number | null };

/** A task answer with its patrol and its task's battle. */
export interface StaffTaskAnswerRow {
  taskAnswer: BattleTaskAnswerRecord;
  battleId: number;
  patrol: { id: number; name: string; corps: number; category: number | null };
}

export interface QueueFilter {
  battleId: number;
  battleTaskId?: number;
  patrolId?: number;
  corrected?: boolean;
  /** Hide task answers under a live lock of anyone but this user. */
  notLockedFor?: { userId: number; now: Date };
  limit: number;
  /** Task answers skipped first, for a later page. */
  offset?: number;
}

export interface CorrectionCounts {
  answered: number;
  corrected: number;
  lockedNow: number;
}

const delivered = gt(battleTaskAnswers.answerCount, 0);
const correctedNow = and(delivered, eq(battleTaskAnswers.scoredCount, battleTaskAnswers.answerCount));
const count = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The queue's filters as one condition: delivered task answers of the battle, narrowed as asked. */
function queueCondition(filter: Omit<QueueFilter, 'limit' | 'offset'>): SQL | undefined {
  const corrected =
    filter.corrected === undefined ? undefined : filter.corrected ? correctedNow : lt(battleTaskAnswers.scoredCount, battleTaskAnswers.answerCount);
  return and(
    eq(battleTasks.battleId, filter.battleId),
    delivered,
    filter.battleTaskId === undefined ? undefined : eq(battleTaskAnswers.battleTaskId, filter.battleTaskId),
    filter.patrolId === undefined ? undefined : eq(battleTaskAnswers.patrolId, filter.patrolId),
    corrected,
    filter.notLockedFor && lockFreeFor(filter.notLockedFor.userId, filter.notLockedFor.now),
  );
}

export function createStaffAnswersRepository(db: Database) {
  function rows() {
    return db
      .select({
        taskAnswer: battleTaskAnswers,
        battleId: battleTasks.battleId,
        patrol: { id: patrols.id, name: patrols.name, corps: patrols.corps, category: patrols.category },
      })
      .from(battleTaskAnswers)
      .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
      .innerJoin(patrols, eq(patrols.id, battleTaskAnswers.patrolId));
  }

  /** Counts of the battle's task answers, grouped by one of their columns. */
  function countsBy(column: typeof battleTaskAnswers.battleTaskId | typeof battleTaskAnswers.patrolId, battleId: number, now: Date) {
    return db
      .select({
        key: column,
        answered: count(delivered),
        corrected: count(correctedNow),
        lockedNow: count(and(isNotNull(battleTaskAnswers.lockedBy), gt(battleTaskAnswers.lockedUntil, now))),
      })
      .from(battleTaskAnswers)
      .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
      .where(eq(battleTasks.battleId, battleId))
      .groupBy(column);
  }

  return {
    async find(id: number): Promise<StaffTaskAnswerRow | null> {
      const [row] = await rows().where(eq(battleTaskAnswers.id, id));
      return row ?? null;
    },

    /** The task answer an answer belongs to. */
    async findByAnswer(answerId: number): Promise<StaffTaskAnswerRow | null> {
      const [row] = await rows().innerJoin(answers, eq(answers.battleTaskAnswerId, battleTaskAnswers.id)).where(eq(answers.id, answerId));
      return row ?? null;
    },

    /** The queue: delivered task answers, oldest last save first. */
    queue(filter: QueueFilter): Promise<StaffTaskAnswerRow[]> {
      return rows()
        .where(queueCondition(filter))
        .orderBy(asc(battleTaskAnswers.lastAnswerReceived), asc(battleTaskAnswers.id))
        .limit(filter.limit)
        .offset(filter.offset ?? 0);
    },

    /** Per battle with any: the delivered task answers not yet corrected (the metrics' queue length). */
    uncorrectedByBattle(): Promise<{ battleId: number; count: number }[]> {
      return db
        .select({ battleId: battleTasks.battleId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(battleTaskAnswers)
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .where(lt(battleTaskAnswers.scoredCount, battleTaskAnswers.answerCount))
        .groupBy(battleTasks.battleId);
    },

    /** How many task answers the queue holds with these filters, on every page. */
    async queueSize(filter: Omit<QueueFilter, 'limit' | 'offset'>): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(battleTaskAnswers)
        .innerJoin(battleTasks, eq(battleTasks.id, battleTaskAnswers.battleTaskId))
        .where(queueCondition(filter));
      return row?.total ?? 0;
    },

    /** Per task of the battle: delivered, corrected and live-locked task answers. */
    async countsByTask(battleId: number, now: Date): Promise<Map<number, CorrectionCounts>> {
      const found = await countsBy(battleTaskAnswers.battleTaskId, battleId, now);
      return new Map(found.map(({ key, ...counts }) => [key, counts]));
    },

    /** The same per patrol of the battle. */
    async countsByPatrol(battleId: number, now: Date): Promise<Map<number, CorrectionCounts>> {
      const found = await countsBy(battleTaskAnswers.patrolId, battleId, now);
      return new Map(found.map(({ key, ...counts }) => [key, counts]));
    },

    /**
     * The first change of points after `at` of each answer and override, of one task answer or of
     * every task answer of a battle (the answers' frozen-points.ts).
     */
    firstChangesAfter(at: Date, of: { battleId: number } | { battleTaskAnswerId: number }): Promise<FirstChangeAfter[]> {
      const scope =
        'battleId' in of
          ? sql`${answerCorrections.battleTaskAnswerId} in (select ${battleTaskAnswers.id} from ${battleTaskAnswers}
              join ${battleTasks} on ${battleTasks.id} = ${battleTaskAnswers.battleTaskId} where ${battleTasks.battleId} = ${of.battleId})`
          : eq(answerCorrections.battleTaskAnswerId, of.battleTaskAnswerId);
      return db
        .selectDistinctOn([answerCorrections.battleTaskAnswerId, answerCorrections.answerId], {
          battleTaskAnswerId: answerCorrections.battleTaskAnswerId,
          answerId: answerCorrections.answerId,
          oldPoints: answerCorrections.oldPoints,
          currentPoints: answers.points,
        })
        .from(answerCorrections)
        .leftJoin(answers, eq(answers.id, answerCorrections.answerId))
        .where(and(scope, gt(answerCorrections.correctedAt, at)))
        .orderBy(answerCorrections.battleTaskAnswerId, answerCorrections.answerId, asc(answerCorrections.correctedAt), asc(answerCorrections.id));
    },

    /** The audit trail of a task answer, oldest first. */
    corrections(taskAnswerId: number): Promise<CorrectionRecord[]> {
      return db
        .select({
          id: answerCorrections.id,
          battleTaskAnswerId: answerCorrections.battleTaskAnswerId,
          answerId: answerCorrections.answerId,
          questionId: answers.questionId,
          correctedBy: answerCorrections.correctedBy,
          correctedAt: answerCorrections.correctedAt,
          oldPoints: answerCorrections.oldPoints,
          newPoints: answerCorrections.newPoints,
          subject: answerCorrections.subject,
          oldNote: answerCorrections.oldNote,
          newNote: answerCorrections.newNote,
        })
        .from(answerCorrections)
        .leftJoin(answers, eq(answers.id, answerCorrections.answerId))
        .where(eq(answerCorrections.battleTaskAnswerId, taskAnswerId))
        .orderBy(asc(answerCorrections.correctedAt), asc(answerCorrections.id));
    },
  };
}

export type StaffAnswersRepository = ReturnType<typeof createStaffAnswersRepository>;
