/** Battle tasks and their questions in the database. */
import { and, asc, countDistinct, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, battleTasks, patrolMembers, patrols, questions } from '../../db/schema';

export type BattleTaskRecord = typeof battleTasks.$inferSelect;
export type BattleTaskFields = Omit<BattleTaskRecord, 'id'>;
export type QuestionRecord = typeof questions.$inferSelect;
export type QuestionFields = Omit<QuestionRecord, 'id' | 'battleTaskId' | 'position'>;

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
      const [row] = await db.select().from(questions).where(eq(questions.id, id));
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
