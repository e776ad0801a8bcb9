/** A clone's tasks and questions (battles.cloneBattle): copies of the original's, with every time moved by the same offset. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { battleTasks, questions } from '../../db/schema';

const shift = (date: Date, offsetMs: number) => new Date(date.getTime() + offsetMs);

/** Runs inside the clone's transaction (`tx`); answers, deliveries and media are never copied. */
export async function copyBattleTasks(tx: Database, fromBattleId: number, toBattleId: number, offsetMs: number): Promise<void> {
  const tasks = await tx.select().from(battleTasks).where(eq(battleTasks.battleId, fromBattleId)).orderBy(asc(battleTasks.id));
  if (tasks.length === 0) return;
  // One insert per task (a battle has a handful), so each copy's id is known for its questions.
  const copyOf = new Map<number, number>();
  for (const { id, battleId: _battleId, ...task } of tasks) {
    const [copy] = await tx
      .insert(battleTasks)
      .values({
        ...task,
        battleId: toBattleId,
        availableFrom: shift(task.availableFrom, offsetMs),
        close: shift(task.close, offsetMs),
        availableTo: shift(task.availableTo, offsetMs),
      })
      .returning({ id: battleTasks.id });
    if (!copy) throw new Error('insert into battle_tasks returned no row');
    copyOf.set(id, copy.id);
  }
  const originals = await tx
    .select()
    .from(questions)
    .where(inArray(questions.battleTaskId, [...copyOf.keys()]))
    .orderBy(asc(questions.id));
  if (originals.length === 0) return;
  await tx.insert(questions).values(
    originals.map(({ id: _id, battleTaskId, ...question }) => {
      const taskId = copyOf.get(battleTaskId);
      if (taskId === undefined) throw new Error(`no copy of task ${battleTaskId}`);
      return { ...question, battleTaskId: taskId };
    }),
  );
}
