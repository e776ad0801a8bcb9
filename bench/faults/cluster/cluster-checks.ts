/**
 * What the cluster test asks of the site and of the database: a staff member's calls straight
 * to one node (the checks of sessions, locks, limits, caches, deploys and corrections across nodes), and
 * the count of acknowledged saves the database does not hold.
 */
import { Client } from 'pg';
import { restPaths, type RemoteRegistryDocument } from '@usb/schema/rest';
import { deployOverHttp } from '@usb/api/src/platform/cli/cli-client';
import { ApiClient } from '@usb/api/test/support/api-client';
import { DETAIL_FIELDS, GET_ANSWER, CORRECT, type TaskAnswerView } from '@usb/api/test/support/staff';
import type { PatrolLoad } from './patrol-load';

export const TASK_FIELDS = 'id battleID name description patrolCategories availableFrom close availableTo displayDate';
const GET_TASK = `query ($id: ID!) { battles { getBattleTask(id: $id) { ${TASK_FIELDS} } } }`;
const SAVE_TASK = `mutation ($id: ID, $name: String, $battleID: ID, $description: String, $patrolCategories: [Int!], $availableFrom: DateTime, $availableTo: DateTime, $close: DateTime, $displayDate: Boolean) {
  battles { saveBattleTask(id: $id, name: $name, battleID: $battleID, description: $description, patrolCategories: $patrolCategories, availableFrom: $availableFrom, availableTo: $availableTo, close: $close, displayDate: $displayDate) { id name } } }`;
const STRIP = 'query { battles { getMyOpenBattleTasks { id name } } }';
const QUEUE = `query ($b: ID!, $l: Int) { battleTaskAnswers { getByBattleID(battleID: $b, limit: $l) { ${DETAIL_FIELDS} } } }`;

export { GET_ANSWER, CORRECT, type TaskAnswerView };

/** Logs in on the node's client; answers the status and the token. */
export async function loginOn(client: ApiClient, userName: string, password: string): Promise<{ status: number; token: string }> {
  const answer = await client.post<{ token?: string }>(restPaths.login, { identifier: userName, password });
  return { status: answer.status, token: answer.body.token ?? '' };
}

export async function sessionStatus(client: ApiClient, token: string): Promise<number> {
  return (await client.get(restPaths.currentSession, token)).status;
}

/** The open task's name in a patrol's strip, as one node answers it. */
export async function stripName(client: ApiClient, patrolToken: string): Promise<string | undefined> {
  const answer = await client.graphql<{ battles: { getMyOpenBattleTasks: { id: string; name: string }[] } }>(STRIP, {}, patrolToken);
  return answer.data?.battles.getMyOpenBattleTasks[0]?.name;
}

/** Renames the task through one node (an admin's save of the whole task, as the task editor sends it). */
export async function renameTask(client: ApiClient, adminToken: string, taskId: string, name: string): Promise<void> {
  const current = await client.graphql<{ battles: { getBattleTask: Record<string, unknown> } }>(GET_TASK, { id: taskId }, adminToken);
  const task = current.data?.battles.getBattleTask;
  if (!task) throw new Error(`no task ${taskId}: ${JSON.stringify(current.errors)}`);
  const saved = await client.graphql(SAVE_TASK, { ...task, name }, adminToken);
  if (saved.errors) throw new Error(`saveBattleTask: ${JSON.stringify(saved.errors)}`);
}

/** Task answers of the battle, as one node lists them to staff. */
export async function taskAnswers(client: ApiClient, staffToken: string, battleId: string, limit: number): Promise<TaskAnswerView[]> {
  const answer = await client.graphql<{ battleTaskAnswers: { getByBattleID: TaskAnswerView[] } }>(QUEUE, { b: battleId, l: limit }, staffToken);
  if (answer.errors) throw new Error(`queue: ${JSON.stringify(answer.errors)}`);
  return answer.data?.battleTaskAnswers.getByBattleID ?? [];
}

const CREATE_DEPLOY_TOKEN = 'mutation ($r: [String!]!) { remotes { createDeployToken(label: "Klyngetest", remotes: $r) { token } } }';

/** Deploys the build folder through one node with a deploy token an admin made there (the CLI's REST interface); answers the version. */
export async function deployThrough(client: ApiClient, adminToken: string, name: string, folder: string): Promise<string> {
  const created = await client.graphql<{ remotes: { createDeployToken: { token: string } } }>(CREATE_DEPLOY_TOKEN, { r: [name] }, adminToken);
  const token = created.data?.remotes.createDeployToken.token;
  if (token === undefined) throw new Error(`createDeployToken: ${JSON.stringify(created.errors)}`);
  return (await deployOverHttp({ url: client.baseUrl, token }, name, folder)).version;
}

/** What one node serves of a remote: the registry's entry and the version's remoteEntry.js. */
export async function servedRemote(client: ApiClient, name: string, version: string): Promise<{ entry: string | undefined; file: string }> {
  const registry = (await (await fetch(`${client.baseUrl}/remotes.json`)).json()) as RemoteRegistryDocument;
  const file = await (await fetch(`${client.baseUrl}/remotes/${name}/${version}/remoteEntry.js`)).text();
  return { entry: registry[name.replace('-', '_')]?.entry, file };
}

/** Per acknowledged answer, whether the database holds that save or a later one; answers the keys of the lost ones. */
export async function lostSaves(databaseUrl: string, load: PatrolLoad): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ answer_text: string }>(`select answer_text from answers where answer_text like '%:%:%'`);
    const stored = new Map<string, number>();
    for (const { answer_text: text } of rows) {
      const cut = text.lastIndexOf(':');
      stored.set(text.slice(0, cut), Number(text.slice(cut + 1)));
    }
    return [...load.acknowledged].filter(([key, sequence]) => (stored.get(key) ?? -1) < sequence).map(([key]) => key);
  } finally {
    await client.end();
  }
}
