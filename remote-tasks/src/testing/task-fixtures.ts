import { GetBattleTaskDocument, type BattleTaskViewFragment } from '@usb/schema/graphql';

type Question = BattleTaskViewFragment['questions'][number];
type Answer = NonNullable<BattleTaskViewFragment['battleTaskAnswerCurrentUser']>['answers'][number];

const HOUR = 3_600_000;

export const stringQuestion = (overrides: Partial<Extract<Question, { __typename: 'StringQuestion' }>> = {}): Question => ({
  __typename: 'StringQuestion',
  id: 'q-string',
  battleTaskID: 't1',
  name: 'Hvad hedder bålet?',
  text: '<p>Skriv <b>navnet</b>.</p>',
  textArea: false,
  ...overrides,
});

export const externalQuestion: Question = { __typename: 'ExternalQuestion', id: 'q-ext', battleTaskID: 't1', name: 'Kortet', text: '<p>Se kortet</p>' };
export const emailQuestion: Question = {
  __typename: 'EmailQuestion',
  id: 'q-mail',
  battleTaskID: 't1',
  name: 'Send et digt',
  text: '<p>Mail det</p>',
  to: 'svar@usb.dk',
};
export const mediaQuestion = (mediaType: number): Question => ({
  __typename: 'MediaQuestion',
  id: `q-media-${mediaType}`,
  battleTaskID: 't1',
  name: mediaType === 1 ? 'Tag et billede' : 'Optag en video',
  text: '<p>Vis os det</p>',
  mediaType,
});
/** Options with the type name the cache sees from the api (the generated type leaves it out). */
const colourOptions = [
  { __typename: 'MultipleChoiceOption', text: 'Rød', value: 0 },
  { __typename: 'MultipleChoiceOption', text: 'Grøn', value: 5 },
  { __typename: 'MultipleChoiceOption', text: 'Blå', value: 2 },
];

export const choiceQuestion = (multipleAnswers: boolean): Question => ({
  __typename: 'MultipleChoiceQuestion',
  id: `q-choice-${multipleAnswers ? 'many' : 'one'}`,
  battleTaskID: 't1',
  name: multipleAnswers ? 'Vælg alle rigtige' : 'Vælg én',
  text: '',
  multipleAnswers,
  options: colourOptions,
});

export const externalAnswer = (questionID = 'q-ext'): Answer => ({
  __typename: 'ExternalAnswer',
  id: 'a-ext',
  questionID,
  answerReceived: '2025-11-13T18:41:00+01:00',
  points: null,
});

/** A task open now (availableFrom an hour ago, close and late delivery ahead) for patrol Ulvene. */
export function openTask(questions: Question[], answers: Answer[] | null = null, overrides: Partial<BattleTaskViewFragment> = {}): BattleTaskViewFragment {
  const now = Date.now();
  return {
    __typename: 'BattleTask',
    id: 't1',
    battleID: 'b1',
    name: 'Bål & brand',
    description: '<p>Byg et <em>bål</em>.</p>',
    patrolCategories: [1],
    availableFrom: new Date(now - HOUR).toISOString(),
    close: new Date(now + HOUR).toISOString(),
    availableTo: new Date(now + 2 * HOUR).toISOString(),
    displayDate: false,
    answerable: true,
    questions,
    battleTaskAnswerCurrentUser: answers && {
      __typename: 'BattleTaskAnswer',
      id: 'bta1',
      patrol: { __typename: 'PatrolSummary', id: 'p1', name: 'Ulvene', category: 1 },
      answers,
      corrected: false,
      points: null,
      overridePoints: null,
      frozenAt: null,
      latePenalty: 0,
      note: null,
    },
    ...overrides,
  } as BattleTaskViewFragment;
}

/** The api's answer to GetBattleTask, `times` times (the view refetches after answers). */
export function taskMock(task: BattleTaskViewFragment, times = 1) {
  return {
    request: { query: GetBattleTaskDocument, variables: { id: task.id } },
    result: { data: { battles: { __typename: 'BattlesQuery', getBattleTask: task } } },
    maxUsageCount: times,
    delay: 0,
  };
}
