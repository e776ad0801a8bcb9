/** Battle tasks and questions made by the admin through the real GraphQL API, for task and answer tests. */
import type { Site } from './site';

const MINUTE = 60 * 1000;

export const TASK_FIELDS = 'id battleID name description patrolCategories availableFrom close availableTo displayDate';

const CREATE_TASK = `mutation ($name: String, $battleID: ID, $description: String, $patrolCategories: [Int!], $availableFrom: DateTime, $availableTo: DateTime, $close: DateTime, $displayDate: Boolean) {
  battles { createBattleTask(name: $name, battleID: $battleID, description: $description, patrolCategories: $patrolCategories, availableFrom: $availableFrom, availableTo: $availableTo, close: $close, displayDate: $displayDate) { ${TASK_FIELDS} } } }`;

export interface TaskTimes {
  availableFrom: Date;
  close: Date;
  availableTo: Date;
}

/** Opens `opensInMinutes` from now, closes 60 minutes later, late delivery for 30 more. */
export function taskTimes(site: Site, opensInMinutes = 0): TaskTimes {
  const availableFrom = new Date(site.clock.now().getTime() + opensInMinutes * MINUTE);
  return { availableFrom, close: new Date(availableFrom.getTime() + 60 * MINUTE), availableTo: new Date(availableFrom.getTime() + 90 * MINUTE) };
}

export function createTaskRaw(site: Site, token: string, variables: Record<string, unknown>) {
  return site.client.graphql<{ battles: { createBattleTask: { id: string } } }>(CREATE_TASK, variables, token);
}

/** A task for category 1 (Spejder) unless told otherwise; answers its id. */
export async function createTask(site: Site, adminToken: string, battleID: string, times: TaskTimes, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await createTaskRaw(site, adminToken, {
    name: 'Opgave',
    battleID,
    patrolCategories: [1],
    description: '<p>Beskrivelse</p>',
    availableFrom: times.availableFrom.toISOString(),
    close: times.close.toISOString(),
    availableTo: times.availableTo.toISOString(),
    ...extra,
  });
  if (!answer.data) throw new Error(`createBattleTask failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.battles.createBattleTask.id;
}

const CREATE_QUESTION = `mutation ($battleTaskID: ID!, $externalQuestion: ExternalQuestionInput, $stringQuestion: StringQuestionInput, $emailQuestion: EmailQuestionInput, $multipleChoiceQuestion: MultipleChoiceQuestionInput, $mediaQuestion: MediaQuestionInput) {
  questions { createQuestion(battleTaskID: $battleTaskID, externalQuestion: $externalQuestion, stringQuestion: $stringQuestion, emailQuestion: $emailQuestion, multipleChoiceQuestion: $multipleChoiceQuestion, mediaQuestion: $mediaQuestion) { __typename id name text } } }`;

export function createQuestionRaw(site: Site, token: string, variables: Record<string, unknown>) {
  return site.client.graphql<{ questions: { createQuestion: { __typename: string; id: string; name: string; text: string } } }>(
    CREATE_QUESTION,
    variables,
    token,
  );
}

/** kind is the input's name: externalQuestion, stringQuestion, emailQuestion, multipleChoiceQuestion, mediaQuestion. */
export async function createQuestion(site: Site, adminToken: string, battleTaskID: string, kind: string, input: Record<string, unknown> = {}): Promise<string> {
  const answer = await createQuestionRaw(site, adminToken, { battleTaskID, [kind]: { name: `Spørgsmål ${kind}`, text: '<p>Tekst</p>', ...input } });
  if (!answer.data) throw new Error(`createQuestion failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.questions.createQuestion.id;
}

const ANSWER = `mutation ($questionID: ID!, $stringAnswer: StringAnswerInput, $multipleChoiceAnswer: MultipleChoiceAnswerInput, $mediaAnswer: MediaAnswerInput) {
  answers { answerQuestion(questionID: $questionID, stringAnswer: $stringAnswer, multipleChoiceAnswer: $multipleChoiceAnswer, mediaAnswer: $mediaAnswer) { id answerReceived uploadUrl } } }`;

export interface Receipt {
  id: string;
  answerReceived: string;
  uploadUrl: string | null;
}

export function answerQuestion(site: Site, token: string | null, questionID: string, input: Record<string, unknown> = {}) {
  return site.client.graphql<{ answers: { answerQuestion: Receipt } }>(ANSWER, { questionID, ...input }, token);
}

export const TASK_VIEW = `${TASK_FIELDS} answerable
  questions { __typename id name text ... on StringQuestion { textArea } ... on EmailQuestion { to } ... on MultipleChoiceQuestion { multipleAnswers options { text value } } ... on MediaQuestion { mediaType } }
  battleTaskAnswerCurrentUser { id patrol { id name category } corrected points overridePoints latePenalty
    answers { __typename id questionID answerReceived points ... on StringAnswer { answerText } ... on MultipleChoiceAnswer { chosenOptions } ... on MediaAnswer { mimeType downloadUrl } } }`;

export interface TaskView {
  id: string;
  name: string;
  description: string;
  answerable: boolean;
  questions: { __typename: string; id: string }[];
  battleTaskAnswerCurrentUser: {
    id: string;
    patrol: { id: string; name: string; category: number | null };
    corrected: boolean;
    points: number | null;
    overridePoints: number | null;
    latePenalty: number;
    answers: {
      __typename: string;
      id: string;
      questionID: string;
      answerReceived: string;
      points: number | null;
      answerText?: string;
      chosenOptions?: number[];
      mimeType?: string;
      downloadUrl?: string;
    }[];
  } | null;
}

export function getBattleTask(site: Site, token: string | null, id: string) {
  return site.client.graphql<{ battles: { getBattleTask: TaskView } }>(
    `query ($id: ID!) { battles { getBattleTask(id: $id) { ${TASK_VIEW} } } }`,
    { id },
    token,
  );
}

export function getMyOpenBattleTasks(site: Site, token: string | null) {
  return site.client.graphql<{ battles: { getMyOpenBattleTasks: { id: string; name: string }[] } }>(
    `{ battles { getMyOpenBattleTasks { id name } } }`,
    {},
    token,
  );
}
