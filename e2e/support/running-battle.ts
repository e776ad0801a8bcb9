import type { NewUser } from '../pages/account-pages';
import { apiSession } from './api';
import { e2eSite } from './site';

const CREATE_BATTLE = `mutation ($name: String, $start: DateTime, $end: DateTime, $from: DateTime, $to: DateTime) {
  battles { createBattle(name: $name, start: $start, end: $end, registrationFrom: $from, registrationTo: $to) { id } } }`;
const SAVE_BATTLE = `mutation ($id: ID, $name: String, $start: DateTime, $end: DateTime, $from: DateTime, $to: DateTime) {
  battles { saveBattle(id: $id, name: $name, start: $start, end: $end, registrationFrom: $from, registrationTo: $to) { id } } }`;
const PARTICIPATE = `mutation ($battleID: ID!, $patrol: PatrolInput!) {
  patrols { participateBattle(battleID: $battleID, patrol: $patrol) { id inviteLink } } }`;
const CREATE_TASK = `mutation ($name: String, $battleID: ID, $from: DateTime, $close: DateTime, $to: DateTime) {
  battles { createBattleTask(name: $name, battleID: $battleID, patrolCategories: [1, 2], availableFrom: $from, close: $close, availableTo: $to) { id } } }`;
const CREATE_QUESTION = `mutation ($battleTaskID: ID!, $stringQuestion: StringQuestionInput) {
  questions { createQuestion(battleTaskID: $battleTaskID, stringQuestion: $stringQuestion) { id } } }`;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface RegisteredPatrol {
  id: string;
  name: string;
  inviteLink: string;
}

export interface RunningBattle {
  battleID: string;
  battleName: string;
  /** One per owner, in the owners' order. */
  patrols: RegisteredPatrol[];
  taskName: string;
  questionName: string;
}

/** The owner's Spejder patrol, registered through the api. */
async function registerAs(owner: NewUser, battleID: string, name: string): Promise<RegisteredPatrol> {
  const session = await apiSession(owner.userName, owner.password);
  try {
    const registered = await session.graphql<{ patrols: { participateBattle: { id: string; inviteLink: string } } }>(PARTICIPATE, {
      battleID,
      patrol: { name, category: 1, corps: 8, city: 'Odense', groupName: 'Tornbjerg', patrolSize: 4 },
    });
    return { name, ...registered.patrols.participateBattle };
  } finally {
    await session.dispose();
  }
}

/**
 * A battle of its own that runs now (started an hour ago, ends in two hours) and whose
 * registration closed before the start, with each owner's Spejder patrol (registered while
 * registration was open, named after the prefix and 1, 2, ...) and a task open now with one text
 * question. The organisers moving the times is not the subject here, so it is arranged through
 * the api as the admin.
 */
export async function arrangeRunningBattle(owners: NewUser[], prefix: string): Promise<RunningBattle> {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const battleName = `USB ${prefix} ${suffix}`;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  try {
    const created = await admin.graphql<{ battles: { createBattle: { id: string } } }>(CREATE_BATTLE, {
      name: battleName,
      start: at(2 * DAY),
      end: at(2 * DAY + 3 * HOUR),
      from: at(-2 * DAY),
      to: at(DAY),
    });
    const battleID = created.battles.createBattle.id;
    const patrols: RegisteredPatrol[] = [];
    for (const [index, owner] of owners.entries()) patrols.push(await registerAs(owner, battleID, `${prefix} ${index + 1} ${suffix}`));
    await admin.graphql(SAVE_BATTLE, { id: battleID, name: battleName, start: at(-HOUR), end: at(2 * HOUR), from: at(-2 * DAY), to: at(-2 * HOUR) });
    const taskName = `Natopgave ${suffix}`;
    const task = await admin.graphql<{ battles: { createBattleTask: { id: string } } }>(CREATE_TASK, {
      name: taskName,
      battleID,
      from: at(-HOUR),
      close: at(HOUR),
      to: at(2 * HOUR),
    });
    const questionName = 'Hvad så I ved bålet?';
    await admin.graphql(CREATE_QUESTION, {
      battleTaskID: task.battles.createBattleTask.id,
      stringQuestion: { name: questionName, text: '<p>Skriv kort, hvad I så.</p>', textArea: false },
    });
    return { battleID, battleName, patrols, taskName, questionName };
  } finally {
    await admin.dispose();
  }
}
