import { AskPatrolQuestionDocument, GetAskingPatrolDocument, GetTaskPatrolQuestionsDocument, type PatrolQuestionFieldsFragment } from '@usb/schema/graphql';

/** The battle of task t1 here, a numeric id as the api sends (the live channel's battleId is its number). */
export const BATTLE_ID = '7';

const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

/** A question about task t1 of battle BATTLE_ID; open unless told otherwise. */
export function patrolQuestion(id: string, overrides: Partial<PatrolQuestionFieldsFragment> = {}): PatrolQuestionFieldsFragment {
  return {
    __typename: 'PatrolQuestion',
    id,
    battleID: BATTLE_ID,
    battleTaskID: 't1',
    battleTaskName: 'Bål & brand',
    text: `Spørgsmål ${id}`,
    askedAt: minutesAgo(10),
    status: 'OPEN',
    answer: null,
    visibility: null,
    answeredAt: null,
    ...overrides,
  } as PatrolQuestionFieldsFragment;
}

export const answered = (id: string, answer: string, visibility: 'PATROL' | 'ALL') =>
  patrolQuestion(id, { status: 'ANSWERED', answer, visibility, answeredAt: minutesAgo(2) });

/** The api's answer to GetTaskPatrolQuestions for task t1. */
export function taskQuestionsMock(mine: PatrolQuestionFieldsFragment[], forAll: PatrolQuestionFieldsFragment[], times = 1) {
  return {
    request: { query: GetTaskPatrolQuestionsDocument, variables: { battleTaskID: 't1' } },
    result: { data: { patrolQuestions: { __typename: 'PatrolQuestionsQuery', getMineByBattleTaskID: mine, getForAllByBattleTaskID: forAll } } },
    maxUsageCount: times,
    delay: 0,
  };
}

/** The api's answer to GetAskingPatrol for battle BATTLE_ID: the caller's patrol there (or none), the battle ending in a day. */
export function askingPatrolMock(patrol: { id: string; name: string } | null, times = 1, battleID = BATTLE_ID) {
  const battle = {
    __typename: 'Battle',
    id: 'b1',
    end: new Date(NOW + 86_400_000).toISOString(),
    patrolCurrentUser: patrol && { __typename: 'PatrolSummary', ...patrol },
  };
  return {
    request: { query: GetAskingPatrolDocument, variables: { battleID } },
    result: { data: { battles: { __typename: 'BattlesQuery', getBattle: battle } } },
    maxUsageCount: times,
  };
}

/** The card's queries for a task view test about something else (openTask's battle b1): no patrol questions, asked as often as the view reloads. */
export const noPatrolQuestions = [askingPatrolMock(null, 10, 'b1'), taskQuestionsMock([], [], 10)];

/** The api's answer to AskPatrolQuestion: the asked question, or the error code of a refusal. */
export function askMock(text: string, outcome: PatrolQuestionFieldsFragment | { code: string }) {
  return {
    request: { query: AskPatrolQuestionDocument, variables: { battleTaskID: 't1', text } },
    result:
      'code' in outcome
        ? { errors: [{ message: 'refused', extensions: { code: outcome.code } }] }
        : { data: { patrolQuestions: { __typename: 'PatrolQuestionsMutation', ask: outcome } } },
  };
}
