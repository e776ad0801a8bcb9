/** Battle tasks and their questions in the database. */
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTasks, patrolMembers, patrols, questions } from '../../db/schema';

export type BattleTaskRecord = typeof battleTasks.$inferSelect;
export type BattleTaskFields = Omit<BattleTaskRecord, 'id'>;
export type QuestionRecord = typeof questions.$inferSelect;
export type QuestionFields = Omit<QuestionRecord, 'id' | 'battleTaskId'>;

/** A task open to one of the user's patrols, with that patrol's category. */
export interface OpenTaskRow {
  task: BattleTaskRecord;
  patrolCategory: number | null;
}

export function createTasksRepository(db: Database) {
  return {
    async findById(id: number): Promise<BattleTaskRecord | null> {
      const [row] = await db.select().from(battleTasks).where(eq(battleTasks.id, id));
      return row ?? null;
    },

    listByBattle(battleId: number): Promise<BattleTaskRecord[]> {
      return db.select().from(battleTasks).where(eq(battleTasks.battleId, battleId)).orderBy(asc(battleTasks.availableFrom), asc(battleTasks.name));
    },

    /** Tasks with availableFrom <= now < availableTo in the battles where the user is in a patrol; the category filter is the service's. */
    openForMember(userId: number, now: Date): Promise<OpenTaskRow[]> {
      return db
        .select({ task: battleTasks, patrolCategory: patrols.category })
        .from(patrolMembers)
        .innerJoin(patrols, eq(patrols.id, patrolMembers.patrolId))
        .innerJoin(battleTasks, eq(battleTasks.battleId, patrolMembers.battleId))
        .where(and(eq(patrolMembers.userId, userId), lte(battleTasks.availableFrom, now), gt(battleTasks.availableTo, now)));
    },

    async insert(fields: BattleTaskFields): Promise<BattleTaskRecord> {
      const [row] = await db.insert(battleTasks).values(fields).returning();
      if (!row) throw new Error('insert into battle_tasks returned no row');
      return row;
    },

    async update(id: number, fields: BattleTaskFields): Promise<BattleTaskRecord | null> {
      const [row] = await db.update(battleTasks).set(fields).where(eq(battleTasks.id, id)).returning();
      return row ?? null;
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(battleTasks).where(eq(battleTasks.id, id)).returning({ id: battleTasks.id });
      return rows.length > 0;
    },

    /** The stored media of a task's answers, to delete with it. */
    async mediaKeysOfTask(taskId: number): Promise<string[]> {
      const rows = await db
        .select({ key: answers.mediaKey })
        .from(answers)
        .innerJoin(questions, eq(questions.id, answers.questionId))
        .where(and(eq(questions.battleTaskId, taskId), isNotNull(answers.mediaKey)));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    async mediaKeysOfQuestion(questionId: number): Promise<string[]> {
      const rows = await db
        .select({ key: answers.mediaKey })
        .from(answers)
        .where(and(eq(answers.questionId, questionId), isNotNull(answers.mediaKey)));
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    async findQuestion(id: number): Promise<QuestionRecord | null> {
      const [row] = await db.select().from(questions).where(eq(questions.id, id));
      return row ?? null;
    },

    /** In the order they were created. */
    questionsOf(taskIds: number[]): Promise<QuestionRecord[]> {
      if (taskIds.length === 0) return Promise.resolve([]);
      return db.select().from(questions).where(inArray(questions.battleTaskId, taskIds)).orderBy(asc(questions.id));
    },

    async insertQuestion(battleTaskId: number, fields: QuestionFields): Promise<QuestionRecord> {
      const [row] = await db.insert(questions).values({ ...fields, battleTaskId }).returning();
      if (!row) throw new Error('insert into questions returned no row');
      return row;
    },

    async updateQuestion(id: number, fields: QuestionFields): Promise<QuestionRecord | null> {
      const [row] = await db.update(questions).set(fields).where(eq(questions.id, id)).returning();
      return row ?? null;
    },

    async deleteQuestion(id: number): Promise<boolean> {
      const rows = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
      return rows.length > 0;
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;
