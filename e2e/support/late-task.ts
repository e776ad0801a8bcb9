import { apiSession } from './api';
import { e2eSite } from './site';

const CREATE_TASK = `mutation ($name: String, $battleID: ID, $from: DateTime, $close: DateTime, $to: DateTime) {
  battles { createBattleTask(name: $name, battleID: $battleID, patrolCategories: [1, 2], availableFrom: $from, close: $close, availableTo: $to) { id } }
}`;
const CREATE_QUESTION = `mutation ($taskID: ID!, $name: String) {
  questions { createQuestion(battleTaskID: $taskID, stringQuestion: { name: $name, text: "Skriv kort." }) { id } }
}`;
const DELETE_TASK = 'mutation ($id: ID!) { battles { deleteBattleTask(battleTaskID: $id) } }';

const MINUTE = 60_000;

export interface LateTask {
  id: string;
  name: string;
  question: string;
  /** ISO, in the past: the task is in its late window. */
  close: string;
}

/**
 * A task of the battle, for both categories, that closed `closedMsAgo` ago and takes late
 * answers for 20 more minutes, with one text question; made by the admin through the api.
 */
export async function arrangeLateTask(battleID: string, closedMsAgo: number): Promise<LateTask> {
  const now = Date.now();
  const task = { name: `Sen post ${now.toString(36)}`, question: 'Hvad så I på posten?', close: new Date(now - closedMsAgo).toISOString() };
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    const created = await admin.graphql<{ battles: { createBattleTask: { id: string } } }>(CREATE_TASK, {
      name: task.name,
      battleID,
      from: new Date(now - 30 * MINUTE).toISOString(),
      close: task.close,
      to: new Date(now + 20 * MINUTE).toISOString(),
    });
    const id = created.battles.createBattleTask.id;
    await admin.graphql(CREATE_QUESTION, { taskID: id, name: task.question });
    return { id, ...task };
  } finally {
    await admin.dispose();
  }
}

/** Deletes the task, so the journeys after it see the demo battle's strip as seeded. */
export async function removeTask(id: string): Promise<void> {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    await admin.graphql(DELETE_TASK, { id });
  } finally {
    await admin.dispose();
  }
}
