/**
 * The staff's side of the event night: its GraphQL operations as remote-staff sends them, and
 * patrols with answers to correct, made in-process through the real services (fast enough for a
 * hundred patrols; answering itself is tested over HTTP in test/modules/answers/answers.test.ts).
 */
import type { UserRecord } from '../../src/modules/users';
import { newStaffMember, newUser } from './accounts';
import { codeOf, type GraphqlAnswer } from './api-client';
import { createBattle } from './battles';
import { ADMIN, type Site } from './site';

const MINUTE = 60 * 1000;

export const LOCK_FIELDS = 'lockedUntil heldByCaller createdBy { id contactInfo { fullName } }';
export const SUMMARY_FIELDS = `id battleTaskID patrol { id name category } corrected points overridePoints latePenalty lastAnswerReceived task { id name } lock { ${LOCK_FIELDS} }`;
export const DETAIL_FIELDS = `${SUMMARY_FIELDS}
  answers { __typename id questionID answerReceived points ... on StringAnswer { answerText } ... on MultipleChoiceAnswer { chosenOptions } ... on MediaAnswer { mimeType downloadUrl } }
  corrections { id answerID questionID correctedAt oldPoints newPoints correctedBy { id contactInfo { fullName } } }`;

export interface LockView {
  lockedUntil: string;
  heldByCaller: boolean;
  createdBy: { id: string; contactInfo: { fullName: string } };
}

export interface TaskAnswerView {
  id: string;
  battleTaskID: string;
  patrol: { id: string; name: string; category: number | null };
  corrected: boolean;
  points: number | null;
  overridePoints: number | null;
  latePenalty: number;
  lastAnswerReceived: string;
  task: { id: string; name: string };
  lock: LockView | null;
  answers: { __typename: string; id: string; questionID: string; points: number | null; answerText?: string; chosenOptions?: number[]; downloadUrl?: string }[];
  corrections: {
    id: string;
    answerID: string | null;
    questionID: string | null;
    correctedAt: string;
    oldPoints: number | null;
    newPoints: number | null;
    correctedBy: { id: string };
  }[];
}

export const GET_ANSWER = `query ($id: ID!, $lock: Boolean) { battleTaskAnswers { get(id: $id, acquireLock: $lock) { ${DETAIL_FIELDS} } } }`;
export const QUEUE = `query ($b: ID!, $t: ID, $p: ID, $c: Boolean, $n: Boolean, $l: Int) { battleTaskAnswers {
  getByBattleID(battleID: $b, battleTaskID: $t, patrolID: $p, corrected: $c, notLocked: $n, limit: $l) { ${SUMMARY_FIELDS} } } }`;
export const CORRECT = `mutation ($a: ID!, $p: Int) { answers { correctAnswer(answerID: $a, points: $p) { ${DETAIL_FIELDS} } } }`;
export const OVERRIDE = `mutation ($t: ID!, $p: Int) { answers { correctAnswerOverridePoints(battleTaskAnswerID: $t, points: $p) { ${DETAIL_FIELDS} } } }`;
export const RENEW = `mutation ($t: ID!) { answers { renewLock(battleTaskAnswerID: $t) { ${LOCK_FIELDS} } } }`;
export const RELEASE = 'mutation ($t: ID!) { answers { releaseLock(battleTaskAnswerID: $t) } }';

export function getAnswer(
  site: Pick<Site, 'client'>,
  token: string | null,
  id: string,
  lock?: boolean,
): Promise<GraphqlAnswer<{ battleTaskAnswers: { get: TaskAnswerView } }>> {
  return site.client.graphql(GET_ANSWER, { id, lock }, token);
}

export function queue(
  site: Pick<Site, 'client'>,
  token: string | null,
  variables: { b: string; t?: string; p?: string; c?: boolean; n?: boolean; l?: number },
) {
  return site.client.graphql<{ battleTaskAnswers: { getByBattleID: TaskAnswerView[] } }>(QUEUE, variables, token);
}

export function correct(site: Pick<Site, 'client'>, token: string | null, answerID: string, points: number | null) {
  return site.client.graphql<{ answers: { correctAnswer: TaskAnswerView } }>(CORRECT, { a: answerID, p: points }, token);
}

export function override(site: Pick<Site, 'client'>, token: string | null, taskAnswerID: string, points: number | null) {
  return site.client.graphql<{ answers: { correctAnswerOverridePoints: TaskAnswerView } }>(OVERRIDE, { t: taskAnswerID, p: points }, token);
}

/** One patrol's delivery: its owner, its task answer and its answers by question kind. */
export interface Delivery {
  owner: UserRecord;
  patrolID: string;
  taskAnswerID: string;
  textAnswerID: string;
  choiceAnswerID: string;
}

export interface AnsweredTask {
  taskID: string;
  textQuestionID: string;
  choiceQuestionID: string;
  deliveries: Delivery[];
}

/**
 * A task open now for Spejder with a text question and a multiple-choice one (the second option
 * worth 2), answered by `count` new patrols of the battle: a text each and the second option.
 */
export async function answeredTask(site: Site, battleID: string, count: number, name: string): Promise<AnsweredTask> {
  const { app } = site;
  const admin = await app.users.findByIdentifier(ADMIN.userName);
  if (!admin) throw new Error('the test admin is missing');
  const now = site.clock.now();
  const task = await app.tasks.create(admin, {
    name,
    battleID,
    patrolCategories: [1],
    availableFrom: new Date(now.getTime() - MINUTE),
    close: new Date(now.getTime() + 60 * MINUTE),
    availableTo: new Date(now.getTime() + 90 * MINUTE),
  });
  const text = await app.tasks.createQuestion(admin, task.id, { stringQuestion: { name: 'Hvad så I?', text: '', textArea: false } });
  const choice = await app.tasks.createQuestion(admin, task.id, {
    multipleChoiceQuestion: {
      name: 'Hvor mange?',
      text: '',
      multipleAnswers: false,
      options: [
        { text: 'En', value: 0 },
        { text: 'To', value: 2 },
      ],
    },
  });
  const deliveries: Delivery[] = [];
  for (let index = 0; index < count; index += 1) {
    const userName = `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}${index}`;
    const owner = await app.users.ensureUser({
      userName,
      email: `${userName}@example.dk`,
      firstName: 'Patrulje',
      lastName: `Ejer ${index}`,
      mobile: '12345678',
      password: 'hemmelig1',
      roles: [],
    });
    const patrol = await app.patrols.participate(owner, Number(battleID), { name: `${name} ${index}`, corps: 8, category: 1 });
    const textAnswer = await app.answers.answerQuestion(owner, text.id, { stringAnswer: { answerText: `Svar ${index}` } });
    const choiceAnswer = await app.answers.answerQuestion(owner, choice.id, { multipleChoiceAnswer: { chosenOptions: [1] } });
    const delivery = await app.answers.currentFor(owner, task);
    if (!delivery) throw new Error('the patrol has no task answer');
    deliveries.push({ owner, patrolID: String(patrol.id), taskAnswerID: delivery.id, textAnswerID: textAnswer.id, choiceAnswerID: choiceAnswer.id });
  }
  return { taskID: String(task.id), textQuestionID: String(text.id), choiceQuestionID: String(choice.id), deliveries };
}

/** Everyone who may ask: their tokens (null for anonymous). */
export interface StaffAudience {
  anonymous: null;
  plainUser: string;
  patrolMember: string;
  otherStaff: string;
  staff: string;
  admin: string;
}

/** What everyone but the battle's staff and admins gets for every staff operation. */
export const REFUSALS = { anonymous: 'UNAUTHENTICATED', plainUser: 'FORBIDDEN', patrolMember: 'FORBIDDEN', otherStaff: 'FORBIDDEN' } as const;

/** A plain user, the owner of a patrol of the battle, a staff member of another battle, one of this battle, and the admin. */
export async function staffAudience(site: Site & { adminToken: string }, battleID: string, patrolMember: string): Promise<StaffAudience> {
  const otherBattleID = await createBattle(site, site.adminToken, 'USB Et andet slag');
  return {
    anonymous: null,
    plainUser: (await newUser(site)).token,
    patrolMember,
    otherStaff: (await newStaffMember(site, otherBattleID)).token,
    staff: (await newStaffMember(site, battleID)).token,
    admin: site.adminToken,
  };
}

/** Runs the call as everyone: the refused get their code, the battle's staff and admins get past the check. */
export async function expectStaffOnly(audience: StaffAudience, call: (token: string | null) => Promise<GraphqlAnswer<unknown>>): Promise<void> {
  for (const [who, code] of Object.entries(REFUSALS) as [keyof typeof REFUSALS, string][]) {
    expect([who, codeOf(await call(audience[who]))]).toEqual([who, code]);
  }
  for (const who of ['staff', 'admin'] as const) {
    expect({ who, code: codeOf(await call(audience[who])) ?? 'none' }).toEqual({ who, code: expect.not.stringMatching(/^(FORBIDDEN|UNAUTHENTICATED)$/) });
  }
}
