/**
 * BattleTaskAnswers (one per task and patrol, made on the first answer) and their answers
 * (one per question, upserted) in the database. The unique indexes settle races between
 * instances: the insert that loses reads the winner's row. The autosave of a text or a choice
 * is one prepared statement (`saveChecked`) that checks the window and the membership itself.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTaskAnswers, battleTasks, patrolMembers, patrols, questions } from '../../db/schema';
import { prepareSql } from '../../lib/prepared-sql';
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

/** A text or a choice, as the one-statement save writes it. */
export type SavedContent = Pick<AnswerRecord, 'points' | 'answerText' | 'chosenOptions'>;

const placeholder = {
  userId: sql.placeholder('userId'),
  questionId: sql.placeholder('questionId'),
  now: sql.placeholder('now'),
  points: sql.placeholder('points'),
  answerText: sql.placeholder('answerText'),
  chosenOptions: sql.placeholder('chosenOptions'),
};

/**
 * The whole save in one statement: `target` is the question's task and the user's patrol, only
 * while availableFrom <= now <= availableTo and the patrol's category is one of the task's;
 * `created` makes the task answer on the first save; the answer is upserted and keeps its points
 * when the text and the choice are unchanged (docs/locks-and-correction.md), else takes the new
 * ones. No row back means one of those did not hold, or another save made the task answer at
 * the same moment (this statement cannot see that row); the service then decides again.
 */
const saveStatement = sql`
  with target as (
    select ${battleTasks.id} as task_id, ${patrolMembers.patrolId} as patrol_id
    from ${questions}
    join ${battleTasks} on ${battleTasks.id} = ${questions.battleTaskId}
    join ${patrolMembers} on ${patrolMembers.battleId} = ${battleTasks.battleId} and ${patrolMembers.userId} = ${placeholder.userId}
    join ${patrols} on ${patrols.id} = ${patrolMembers.patrolId}
    where ${questions.id} = ${placeholder.questionId}
      and ${battleTasks.availableFrom} <= ${placeholder.now}::timestamptz
      and ${placeholder.now}::timestamptz <= ${battleTasks.availableTo}
      and ${patrols.category} = any(${battleTasks.patrolCategories})
  ),
  created as (
    insert into ${battleTaskAnswers} (battle_task_id, patrol_id, created_at)
    select task_id, patrol_id, ${placeholder.now}::timestamptz from target
    on conflict (battle_task_id, patrol_id) do nothing
    returning id
  ),
  task_answer as (
    select id from created
    union all
    select ${battleTaskAnswers.id} from ${battleTaskAnswers}
    join target on ${battleTaskAnswers.battleTaskId} = target.task_id and ${battleTaskAnswers.patrolId} = target.patrol_id
  )
  insert into ${answers} as saved (battle_task_answer_id, question_id, answer_received, points, answer_text, chosen_options)
  select id, ${placeholder.questionId}::integer, ${placeholder.now}::timestamptz, ${placeholder.points}::integer, ${placeholder.answerText}::text,
    ${placeholder.chosenOptions}::integer[]
  from task_answer
  on conflict (question_id, battle_task_answer_id) do update set
    answer_received = excluded.answer_received,
    answer_text = excluded.answer_text,
    chosen_options = excluded.chosen_options,
    points = case
      when saved.answer_text is not distinct from excluded.answer_text and saved.chosen_options is not distinct from excluded.chosen_options then saved.points
      else excluded.points
    end
  returning id, answer_received`;

export function createAnswersRepository(db: Database) {
  const saveInOneStatement = prepareSql<{ id: number; answer_received: string }>(db, 'answers_save', saveStatement);

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
     * The patrol's text or choice saved in one statement, which itself checks that the task is
     * open at `now` and that the user is in a patrol of one of its categories; null when that
     * did not hold (or a first save of the same task answer raced it), and nothing was written.
     */
    async saveChecked(userId: number, questionId: number, now: Date, content: SavedContent): Promise<Pick<AnswerRecord, 'id' | 'answerReceived'> | null> {
      const [row] = await saveInOneStatement({
        userId,
        questionId,
        now: now.toISOString(),
        points: content.points,
        answerText: content.answerText,
        chosenOptions: content.chosenOptions === null ? null : answers.chosenOptions.mapToDriverValue(content.chosenOptions),
      });
      // The driver gives a timestamptz as its text, which is what drizzle's own timestamp mapping parses too.
      return row ? { id: row.id, answerReceived: new Date(row.answer_received) } : null;
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
