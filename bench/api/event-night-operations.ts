/**
 * The two requests of the mix, as the open-task strip and the task view send them, and what
 * counts as success: HTTP 200, no GraphQL errors, and the data the page needs (the strip must
 * list the open task; a save must return the answer's id). Anything else throws.
 */
import type { GraphqlRequest } from './virtual-browser';

/** Whatever sends a patrol's GraphQL requests as the shell does (a browser of its own, or one on the open loop's pool). */
export interface GraphqlClient {
  /** The parsed JSON answer; throws unless the status is 200. */
  graphql(operation: GraphqlRequest): Promise<unknown>;
}

export type Operation = 'poll' | 'save';

const POLL: GraphqlRequest = {
  operationName: 'GetMyOpenBattleTasks',
  query: 'query GetMyOpenBattleTasks { battles { getMyOpenBattleTasks { id name } } }',
  variables: {},
};

const SAVE_QUERY =
  'mutation AnswerQuestion($questionID: ID!, $answerText: String!) { answers { answerQuestion(questionID: $questionID, stringAnswer: { answerText: $answerText }) { id } } }';

/** The value at `path` in a JSON value, or undefined. */
function at(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function dataOf(body: unknown): unknown {
  const errors = at(body, ['errors']);
  if (errors !== undefined) throw new Error(`GraphQL errors: ${JSON.stringify(errors).slice(0, 200)}`);
  const data = at(body, ['data']);
  if (data === undefined || data === null) throw new Error('GraphQL answer without data');
  return data;
}

/** The open-task strip's poll; the seeded task must be in the list. */
export async function pollOpenTasks(browser: GraphqlClient, taskId: string): Promise<void> {
  const tasks = at(dataOf(await browser.graphql(POLL)), ['battles', 'getMyOpenBattleTasks']);
  if (!Array.isArray(tasks) || !tasks.some((task) => at(task, ['id']) === taskId)) {
    throw new Error(`the strip lacks task ${taskId}: ${JSON.stringify(tasks)}`);
  }
}

/** One autosave of a text answer; the answer's id must come back. */
export async function saveAnswer(browser: GraphqlClient, questionID: string, answerText: string): Promise<void> {
  const body = await browser.graphql({ operationName: 'AnswerQuestion', query: SAVE_QUERY, variables: { questionID, answerText } });
  const id = at(dataOf(body), ['answers', 'answerQuestion', 'id']);
  if (typeof id !== 'string') throw new Error(`a save without an answer id: ${JSON.stringify(body)}`);
}
