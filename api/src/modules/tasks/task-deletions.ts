/**
 * Deleting a task or a question with everything that hangs off it, in one transaction that
 * answers the media keys of the deleted answers; the service removes those files after the
 * commit (a file without a row is harmless, a row without its file is not). The tasks module
 * writes only its own rows here: the answers and deliveries are the answers module's, which
 * goes through its steps (TaskDeletionSteps, registered with `app.tasks` at start) inside this
 * transaction, and whose rows go with the task or question by their foreign keys' cascade.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battleTasks, questions } from '../../db/schema';

/**
 * What a module whose rows hang off a task's questions (the answers module, registered after
 * this one) does inside the transaction that deletes a task or a question.
 */
export interface TaskDeletionSteps {
  /**
   * Before the task goes: holds (FOR UPDATE) its rows that go with the task's questions and
   * answers their media keys, so an upload finishing meanwhile either lands before (its key is
   * read) or finds its row gone.
   */
  lockTask(tx: Database, taskId: number): Promise<string[]>;
  /** The same before one question goes. */
  lockQuestion(tx: Database, questionId: number): Promise<string[]>;
  /** After the question went (by its task's id): removes what is left without it. */
  questionDeleted(tx: Database, taskId: number): Promise<void>;
}

export function createTaskDeletions(db: Database) {
  return {
    /** The task with its questions, deliveries and answers (by cascade); null when there is no such task. */
    deleteTask(taskId: number, dependents: readonly TaskDeletionSteps[]): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const keys: string[] = [];
        for (const steps of dependents) keys.push(...(await steps.lockTask(tx, taskId)));
        const rows = await tx.delete(battleTasks).where(eq(battleTasks.id, taskId)).returning({ id: battleTasks.id });
        return rows.length > 0 ? keys : null;
      });
    },

    /**
     * The question with its answers (by cascade), and the task deliveries left without any
     * answer: a delivery exists only because of its answers. Answers the question's task and the
     * media keys; null when there is no such question.
     */
    deleteQuestion(questionId: number, dependents: readonly TaskDeletionSteps[]): Promise<{ taskId: number; keys: string[] } | null> {
      return db.transaction(async (tx) => {
        const keys: string[] = [];
        for (const steps of dependents) keys.push(...(await steps.lockQuestion(tx, questionId)));
        const [deleted] = await tx.delete(questions).where(eq(questions.id, questionId)).returning({ battleTaskId: questions.battleTaskId });
        if (!deleted) return null;
        for (const steps of dependents) await steps.questionDeleted(tx, deleted.battleTaskId);
        return { taskId: deleted.battleTaskId, keys };
      });
    },
  };
}

export type TaskDeletions = ReturnType<typeof createTaskDeletions>;
