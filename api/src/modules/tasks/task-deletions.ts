/**
 * Deleting a task or a question with everything that hangs off it, in one transaction that
 * answers the media keys of the deleted answers; the service removes those files after the
 * commit (a file without a row is harmless, a row without its file is not). The answer rows
 * are locked while their keys are read, so an upload finishing meanwhile either lands before
 * (its key is read) or finds its answer gone (and the media module drops the file).
 */
import { and, eq, inArray, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTaskAnswers, battleTasks, questions } from '../../db/schema';

async function lockedMediaKeys(tx: Database, answersOf: SQL): Promise<string[]> {
  const rows = await tx
    .select({ key: answers.mediaKey })
    .from(answers)
    .where(and(answersOf, isNotNull(answers.mediaKey)))
    .for('update');
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export function createTaskDeletions(db: Database) {
  return {
    /** The task with its questions, deliveries and answers (by cascade); null when there is no such task. */
    deleteTask(taskId: number): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const keys = await lockedMediaKeys(
          tx,
          inArray(answers.questionId, tx.select({ id: questions.id }).from(questions).where(eq(questions.battleTaskId, taskId))),
        );
        const rows = await tx.delete(battleTasks).where(eq(battleTasks.id, taskId)).returning({ id: battleTasks.id });
        return rows.length > 0 ? keys : null;
      });
    },

    /**
     * The question with its answers (by cascade), and the task deliveries left without any
     * answer: a delivery exists only because of its answers. Answers the question's task and the
     * media keys; null when there is no such question.
     */
    deleteQuestion(questionId: number): Promise<{ taskId: number; keys: string[] } | null> {
      return db.transaction(async (tx) => {
        const keys = await lockedMediaKeys(tx, eq(answers.questionId, questionId));
        const [deleted] = await tx.delete(questions).where(eq(questions.id, questionId)).returning({ battleTaskId: questions.battleTaskId });
        if (!deleted) return null;
        await tx
          .delete(battleTaskAnswers)
          .where(
            and(
              eq(battleTaskAnswers.battleTaskId, deleted.battleTaskId),
              notExists(tx.select({ id: answers.id }).from(answers).where(eq(answers.battleTaskAnswerId, battleTaskAnswers.id))),
            ),
          );
        return { taskId: deleted.battleTaskId, keys };
      });
    },
  };
}

export type TaskDeletions = ReturnType<typeof createTaskDeletions>;
