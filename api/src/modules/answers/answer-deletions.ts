/**
 * The answers' part when a task, a question or a patrol is deleted: steps the tasks and patrols
 * modules run inside their deleting transaction (answers-plugin.ts registers them through the
 * answers service with `app.tasks` and `app.patrols`). The deliveries and answers go with the
 * task, question or patrol by their foreign keys' cascade; before that, the answer rows are
 * locked while their media keys are read, so an upload finishing meanwhile either lands before
 * (its key is read) or finds its answer gone (and the media module drops the file). The keys
 * go back to the deleting module, which removes the files after the commit.
 */
import { and, eq, inArray, isNotNull, notExists, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTaskAnswers, questions } from '../../db/schema';
import type { PatrolDeletionSteps } from '../patrols';
import type { TaskDeletionSteps } from '../tasks';

async function lockedMediaKeys(tx: Database, answersOf: SQL): Promise<string[]> {
  const rows = await tx
    .select({ key: answers.mediaKey })
    .from(answers)
    .where(and(answersOf, isNotNull(answers.mediaKey)))
    .for('update');
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

export const taskAnswerDeletions: TaskDeletionSteps = {
  lockTask: (tx, taskId) =>
    lockedMediaKeys(tx, inArray(answers.questionId, tx.select({ id: questions.id }).from(questions).where(eq(questions.battleTaskId, taskId)))),

  lockQuestion: (tx, questionId) => lockedMediaKeys(tx, eq(answers.questionId, questionId)),

  /** A delivery exists only because of its answers: the task's deliveries left without any answer go. */
  async questionDeleted(tx, taskId) {
    await tx
      .delete(battleTaskAnswers)
      .where(
        and(
          eq(battleTaskAnswers.battleTaskId, taskId),
          notExists(tx.select({ id: answers.id }).from(answers).where(eq(answers.battleTaskAnswerId, battleTaskAnswers.id))),
        ),
      );
  },
};

export const patrolAnswerDeletions: PatrolDeletionSteps = {
  lockPatrol: (tx, patrolId) =>
    lockedMediaKeys(
      tx,
      inArray(answers.battleTaskAnswerId, tx.select({ id: battleTaskAnswers.id }).from(battleTaskAnswers).where(eq(battleTaskAnswers.patrolId, patrolId))),
    ),
};
