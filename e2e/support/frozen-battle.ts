/**
 * What the freeze journey arranges through the api (its subject is the freeze, not answering or
 * publishing): the patrol's answer to the running battle's task, and the battle's result published.
 */
import type { NewUser } from '../pages/account-pages';
import { apiSession } from './api';
import { e2eSite } from './site';

const OPEN_TASKS = '{ battles { getMyOpenBattleTasks { id questions { id } } } }';
const ANSWER = `mutation ($questionID: ID!, $answerText: String!) {
  answers { answerQuestion(questionID: $questionID, stringAnswer: { answerText: $answerText }) { id } } }`;
const PUBLISH = 'mutation ($battleID: ID!) { results { publishByBattleID(battleID: $battleID) { path } } }';

/** The patrol owner answers every question of its open tasks with a short text. */
export async function answerOpenTasks(owner: NewUser): Promise<void> {
  const session = await apiSession(owner.userName, owner.password);
  try {
    const data = await session.graphql<{ battles: { getMyOpenBattleTasks: { questions: { id: string }[] }[] } }>(OPEN_TASKS);
    for (const question of data.battles.getMyOpenBattleTasks.flatMap((task) => task.questions)) {
      await session.graphql(ANSWER, { questionID: question.id, answerText: 'Vi så en ugle' });
    }
  } finally {
    await session.dispose();
  }
}

/** The battle's result, built and published by the admin; answers its path. */
export async function publishResult(battleID: string): Promise<string> {
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    return (await admin.graphql<{ results: { publishByBattleID: { path: string } } }>(PUBLISH, { battleID })).results.publishByBattleID.path;
  } finally {
    await admin.dispose();
  }
}
