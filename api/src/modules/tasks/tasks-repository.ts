/**
 * Battle tasks and their questions in the database. The reads behind the caches of the hot path
 * (one task, one question, a battle's tasks) are prepared statements: built once, and on
 * PostgreSQL parsed once per connection.
 */
import { asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTasks, questions } from '../../db/schema';

export type BattleTaskRecord = typeof battleTasks.$inferSelect;
export type BattleTaskFields = Omit<BattleTaskRecord, 'id'>;
export type QuestionRecord = typeof questions.$inferSelect;
export type QuestionFields = Omit<QuestionRecord, 'id' | 'battleTaskId' | 'position'>;

export function createTasksRepository(db: Database) {
  const taskById = db
    .select()
    .from(battleTasks)
    .where(eq(battleTasks.id, sql.placeholder('id')))
    .prepare('tasks_by_id');
  const tasksOfBattle = db
    .select()
    .from(battleTasks)
    .where(eq(battleTasks.battleId, sql.placeholder('battleId')))
    .orderBy(asc(battleTasks.availableFrom), asc(battleTasks.name))
    .prepare('tasks_of_battle');
  const questionById = db
    .select()
    .from(questions)
    .where(eq(questions.id, sql.placeholder('id')))
    .prepare('questions_by_id');

  return {
    async findById(id: number): Promise<BattleTaskRecord | null> {
      const [row] = await taskById.execute({ id });
      return row ?? null;
    },

    /** By availableFrom, then name. */
    listByBattle: (battleId: number): Promise<BattleTaskRecord[]> => tasksOfBattle.execute({ battleId }),

    async insert(fields: BattleTaskFields): Promise<BattleTaskRecord> {
      const [row] = await db.insert(battleTasks).values(fields).returning();
      if (!row) throw new Error('insert into battle_tasks returned no row');
      return row;
    },

    async update(id: number, fields: BattleTaskFields): Promise<BattleTaskRecord | null> {
      const [row] = await db.update(battleTasks).set(fields).where(eq(battleTasks.id, id)).returning();
      return row ?? null;
    },

    /** Patrols with at least one answer to the task (for the delete confirmation). */
    async answeredPatrolCount(taskId: number): Promise<number> {
      const [row] = await db
        .select({ value: countDistinct(answers.battleTaskAnswerId) })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(eq(questions.battleTaskId, taskId));
      return row?.value ?? 0;
    },

    /** Patrols that answered the question (one answer per patrol). */
    async answerCount(questionId: number): Promise<number> {
      const [row] = await db
        .select({ value: countDistinct(answers.battleTaskAnswerId) })
        .from(answers)
        .where(eq(answers.questionId, questionId));
      return row?.value ?? 0;
    },

    async findQuestion(id: number): Promise<QuestionRecord | null> {
      const [row] = await questionById.execute({ id });
      return row ?? null;
    },

    /** In their position order (creation order among equal positions). */
    questionsOf(taskIds: number[]): Promise<QuestionRecord[]> {
      if (taskIds.length === 0) return Promise.resolve([]);
      return db.select().from(questions).where(inArray(questions.battleTaskId, taskIds)).orderBy(asc(questions.position), asc(questions.id));
    },

    /** A new question goes last. */
    async insertQuestion(battleTaskId: number, fields: QuestionFields): Promise<QuestionRecord> {
      const position = sql<number>`(select coalesce(max(${questions.position}) + 1, 0) from ${questions} where ${questions.battleTaskId} = ${battleTaskId})`;
      const [row] = await db
        .insert(questions)
        .values({ ...fields, battleTaskId, position })
        .returning();
      if (!row) throw new Error('insert into questions returned no row');
      return row;
    },

    async updateQuestion(id: number, fields: QuestionFields): Promise<QuestionRecord | null> {
      const [row] = await db.update(questions).set(fields).where(eq(questions.id, id)).returning();
      return row ?? null;
    },

    /** Numbers the questions 0, 1, 2, ... in the order given, in one transaction. */
    async setQuestionOrder(questionIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [position, id] of questionIds.entries()) await tx.update(questions).set({ position }).where(eq(questions.id, id));
      });
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
