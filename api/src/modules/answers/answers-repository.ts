/**
 * BattleTaskAnswers (one per task and patrol, made on the first answer) and their answers
 * (one per question, upserted) in the database. The unique indexes settle races between
 * instances: the insert that loses reads the winner's row. The autosave of a text or a choice
 * is one prepared statement (`saveChecked`) that checks the window and the membership itself,
 * shared by the saves that arrive while another is being written (save-batcher.ts). That statement
 * is written again when the connection is lost under it (a failover, docs/failover.md): it upserts
 * the same content with the same time, so a second run after a first that did commit changes nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { retryWhileUnavailable, SAVE_RETRY } from '../../db/retry-unavailable';
import { answers, battleTaskAnswers, battleTasks, questions } from '../../db/schema';
import { prepareSql } from '../../lib/prepared-sql';
import type { StoredMedia } from '../media';
import { createSaveBatcher } from './save-batcher';

export type BattleTaskAnswerRecord = typeof battleTaskAnswers.$inferSelect;
export type AnswerRecord = typeof answers.$inferSelect;

/** The saved content of an answer, by kind. */
export type AnswerContent = Pick<AnswerRecord, 'answerReceived' | 'points' | 'answerText' | 'chosenOptions'>;

export interface UploadTarget {
  answer: AnswerRecord;
  question: typeof questions.$inferSelect;
  task: typeof battleTasks.$inferSelect;
}

/** A text or a choice, as the one-statement save writes it. */
export type SavedContent = Pick<AnswerRecord, 'points' | 'answerText' | 'chosenOptions'>;

/** One autosave of a text or a choice, as `save_answers` takes it. */
export interface CheckedSave {
  userId: number;
  questionId: number;
  now: Date;
  content: SavedContent;
}

export type CheckedSaveResult = Pick<AnswerRecord, 'id' | 'answerReceived'> | null;

/**
 * Many saves in one statement: the function `save_answers` (migration 0013) writes row i of the
 * arrays only while availableFrom <= now <= availableTo and the user's patrol's category is one
 * of the task's, makes the task answer on its first save, and upserts the answer, keeping its
 * points when the text and the choice are unchanged (docs/locks-and-correction.md). It returns the
 * rows it wrote, by their position; a row not among them was refused, and the service decides
 * that save again.
 */
const saveManyStatement = sql`select saved_row, saved_id, saved_at from save_answers(
  ${sql.placeholder('userIds')}::integer[], ${sql.placeholder('questionIds')}::integer[], ${sql.placeholder('received')}::timestamptz[],
  ${sql.placeholder('points')}::integer[], ${sql.placeholder('texts')}::text[], ${sql.placeholder('choices')}::text[])`;

/** The most saves one statement writes, and how many such statements one api process runs at once. */
const SAVE_BATCH_LIMITS = { maxRows: 100, maxWriting: 2 };

export function createAnswersRepository(db: Database, observe: { onBatch?: (size: number) => void } = {}) {
  const saveMany = prepareSql<{ saved_row: number; saved_id: number; saved_at: string }>(db, 'answers_save_many', saveManyStatement);

  async function writeSaves(saves: CheckedSave[]): Promise<CheckedSaveResult[]> {
    const values = {
      userIds: saves.map((save) => save.userId),
      questionIds: saves.map((save) => save.questionId),
      received: saves.map((save) => save.now.toISOString()),
      points: saves.map((save) => save.content.points),
      texts: saves.map((save) => save.content.answerText),
      choices: saves.map((save) => (save.content.chosenOptions === null ? null : answers.chosenOptions.mapToDriverValue(save.content.chosenOptions))),
    };
    const rows = await retryWhileUnavailable(() => saveMany(values), SAVE_RETRY);
    const results: CheckedSaveResult[] = saves.map(() => null);
    // The driver gives a timestamptz as its text, which is what drizzle's own timestamp mapping parses too.
    for (const row of rows) results[row.saved_row - 1] = { id: row.saved_id, answerReceived: new Date(row.saved_at) };
    return results;
  }

  const batcher = createSaveBatcher(writeSaves, SAVE_BATCH_LIMITS, { failsEveryone: isDatabaseUnavailable, onBatch: observe.onBatch });

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
    /**
     * The patrol's text or choice saved by one statement, together with the saves that arrive
     * meanwhile (save-batcher.ts); the statement itself checks that the task is open at `now`
     * and that the user is in a patrol of one of its categories. Null when that did not hold,
     * and nothing was written. `patrolId` is the patrol the caches name: it orders the batch.
     */
    saveChecked(save: CheckedSave, patrolId: number): Promise<CheckedSaveResult> {
      return batcher.save({ key: [patrolId, save.questionId], row: save });
    },

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
