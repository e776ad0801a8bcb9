/**
 * BattleTaskAnswers (one per task and patrol, made on the first answer) and their answers
 * (one per question, upserted) in the database. The unique indexes settle races between
 * instances: the insert that loses reads the winner's row.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTaskAnswers, battleTasks, questions } from '../../db/schema';
import type { StoredMedia } from '../media';

export type BattleTaskAnswerRecord = typeof battleTaskAnswers.$inferSelect;
export type AnswerRecord = typeof answers.$inferSelect;

/** The saved content of an answer, by kind. */
export type AnswerContent = Pick<AnswerRecord, 'answerReceived' | 'points' | 'answerText' | 'chosenOptions'>;

export interface UploadTarget {
  answer: AnswerRecord;
  question: typeof questions.$inferSelect;
  task: typeof battleTasks.$inferSelect;
}

export function createAnswersRepository(db: Database) {
  async function ensureTaskAnswer(battleTaskId: number, patrolId: number, now: Date): Promise<BattleTaskAnswerRecord> {
    await db.insert(battleTaskAnswers).values({ battleTaskId, patrolId, createdAt: now }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(battleTaskAnswers)
      .where(and(eq(battleTaskAnswers.battleTaskId, battleTaskId), eq(battleTaskAnswers.patrolId, patrolId)));
    if (!row) throw new Error('battle_task_answers row missing after insert');
    return row;
  }

  async function findAnswer(battleTaskAnswerId: number, questionId: number): Promise<AnswerRecord> {
    const [row] = await db
      .select()
      .from(answers)
      .where(and(eq(answers.battleTaskAnswerId, battleTaskAnswerId), eq(answers.questionId, questionId)));
    if (!row) throw new Error('answers row missing after insert');
    return row;
  }

  return {
    async findTaskAnswer(battleTaskId: number, patrolId: number): Promise<BattleTaskAnswerRecord | null> {
      const [row] = await db
        .select()
        .from(battleTaskAnswers)
        .where(and(eq(battleTaskAnswers.battleTaskId, battleTaskId), eq(battleTaskAnswers.patrolId, patrolId)));
      return row ?? null;
    },

    /** In question order. */
    answersOf(battleTaskAnswerId: number): Promise<AnswerRecord[]> {
      return db.select().from(answers).where(eq(answers.battleTaskAnswerId, battleTaskAnswerId)).orderBy(asc(answers.questionId));
    },

    /**
     * Saves the patrol's answer, replacing an earlier one. The points stay when the text and the
     * chosen options are unchanged (a corrector's points survive a save of the same answer); a
     * changed answer takes the points of its content (none for a text, so it needs correcting again).
     */
    async upsert(battleTaskId: number, patrolId: number, questionId: number, content: AnswerContent): Promise<AnswerRecord> {
      const taskAnswer = await ensureTaskAnswer(battleTaskId, patrolId, content.answerReceived);
      const unchanged = sql`${answers.answerText} is not distinct from excluded.answer_text and ${answers.chosenOptions} is not distinct from excluded.chosen_options`;
      const [row] = await db
        .insert(answers)
        .values({ ...content, battleTaskAnswerId: taskAnswer.id, questionId })
        .onConflictDoUpdate({
          target: [answers.questionId, answers.battleTaskAnswerId],
          set: { ...content, points: sql`case when ${unchanged} then ${answers.points} else excluded.points end` },
        })
        .returning();
      if (!row) throw new Error('upsert into answers returned no row');
      return row;
    },

    /** Makes the answer if there is none; an existing one is left as it is (first opening, pending media). */
    async ensure(battleTaskId: number, patrolId: number, questionId: number, now: Date): Promise<AnswerRecord> {
      const taskAnswer = await ensureTaskAnswer(battleTaskId, patrolId, now);
      await db.insert(answers).values({ battleTaskAnswerId: taskAnswer.id, questionId, answerReceived: now }).onConflictDoNothing();
      return findAnswer(taskAnswer.id, questionId);
    },

    async findUploadTarget(answerId: number): Promise<UploadTarget | null> {
      const [row] = await db
        .select({ answer: answers, question: questions, task: battleTasks })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .innerJoin(battleTasks, eq(battleTasks.id, questions.battleTaskId))
        .where(eq(answers.id, answerId));
      return row ?? null;
    },

    /**
     * Points the answer at a newly stored file, without points: a new file needs correcting again.
     * Answers the key it replaced (to delete), or `gone` when the answer was deleted meanwhile
     * (then the new file is the one to delete).
     */
    setMedia(answerId: number, file: StoredMedia): Promise<{ gone: boolean; replaced: string | null }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ key: answers.mediaKey }).from(answers).where(eq(answers.id, answerId)).for('update');
        await tx
          .update(answers)
          .set({ mediaKey: file.key, mimeType: file.mimeType, mediaSize: file.size, answerReceived: file.receivedAt, points: null })
          .where(eq(answers.id, answerId));
        return { gone: before === undefined, replaced: before?.key ?? null };
      });
    },
  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;
