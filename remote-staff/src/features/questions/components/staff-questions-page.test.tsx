import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AnswerPatrolQuestionDocument,
  ClosePatrolQuestionDocument,
  GetStaffBattlesDocument,
  GetStaffPatrolQuestionsDocument,
  type StaffPatrolQuestionFieldsFragment,
} from '@usb/schema/graphql';
import { on, type AlertEvent } from '@usb/contracts/events';
import { staffQuestionMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffQuestionsPage from './staff-questions-page';

// The page's live stream, replaced by what the test says it heard.
const liveHandlers = new Map<string, (message: { kind: string; id: number; battleId: number }) => void>();
jest.mock('@usb/contracts/live', () => ({
  useLiveEvent: (kind: string, handler: (message: { kind: string; id: number; battleId: number }) => void) => liveHandlers.set(kind, handler),
  useLiveOpen: () => undefined,
}));

const text = staffQuestionMessages;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function question(id: string, patrol: string, minutes: number, overrides: Partial<StaffPatrolQuestionFieldsFragment> = {}): StaffPatrolQuestionFieldsFragment {
  return {
    __typename: 'PatrolQuestion',
    id,
    battleID: '7',
    battleTaskID: 't1',
    battleTaskName: 'Bålet',
    patrol: { __typename: 'PatrolQuestionPatrol', id: `p-${id}`, name: patrol },
    text: `Spørgsmål fra ${patrol}`,
    askedAt: minutesAgo(minutes),
    status: 'OPEN',
    answer: null,
    visibility: null,
    answeredAt: null,
    ...overrides,
  } as StaffPatrolQuestionFieldsFragment;
}

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: '7', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));
const handled = [
  question('h1', 'Mågen', 30, { status: 'ANSWERED', answer: 'Ja, til alle.', visibility: 'ALL', answeredAt: minutesAgo(5) }),
  question('h2', 'Ræven', 40, { status: 'CLOSED', answeredAt: minutesAgo(8) }),
];
const lists = (open: StaffPatrolQuestionFieldsFragment[]) =>
  mockOperation(GetStaffPatrolQuestionsDocument, () => ({
    data: { patrolQuestions: { __typename: 'PatrolQuestionsQuery', getOpenByBattleID: open, getHandledByBattleID: handled } },
  }));

let alerts: AlertEvent[] = [];
let stopAlerts: () => void = () => undefined;
beforeEach(() => {
  window.localStorage.setItem('STATE', JSON.stringify({ battleID: '7' }));
  alerts = [];
  stopAlerts = on('alert', (alert) => alerts.push(alert));
});
afterEach(() => {
  stopAlerts();
  window.localStorage.clear();
});

const show = (...mocks: ReturnType<typeof mockOperation>['mock'][]) =>
  renderRoute('/staff/questions', '/staff/questions', <StaffQuestionsPage />, [battles.mock, ...mocks]);

describe('/staff/questions', () => {
  it('lists the open questions oldest first with patrol, task and time waited, then the handled ones', async () => {
    show(lists([question('q1', 'Ulvene', 65), question('q2', 'Bæverne', 3)]).mock);

    const open = await screen.findAllByTestId('open-question');
    expect(open.map((card) => within(card).getByText(/Ulvene|Bæverne/, { selector: 'strong, span' }).textContent)).toEqual(['Ulvene', 'Bæverne']);
    expect(within(open[0]!).getByText('Har ventet 1 t. 5 min.')).toBeTruthy();
    expect(within(open[0]!).getByText('Opgave: Bålet')).toBeTruthy();
    expect(within(open[0]!).getByText('Spørgsmål fra Ulvene')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `${text.open} (2)` })).toBeTruthy();
    const done = screen.getAllByTestId('handled-question');
    expect(within(done[0]!).getByText(text.visibilityAll)).toBeTruthy();
    expect(within(done[0]!).getByText('Ja, til alle.')).toBeTruthy();
    expect(within(done[1]!).getByText(text.statusClosed)).toBeTruthy();
  });

  it('answers a question to all patrols and reads the lists again', async () => {
    const listed = lists([question('q1', 'Ulvene', 5)]);
    const answer = mockOperation(AnswerPatrolQuestionDocument, () => ({
      data: {
        patrolQuestions: {
          __typename: 'PatrolQuestionsMutation',
          answer: question('q1', 'Ulvene', 5, { status: 'ANSWERED', answer: 'Ja.', visibility: 'ALL' }),
        },
      },
    }));
    show(listed.mock, answer.mock);

    const card = await screen.findByTestId('open-question');
    await userEvent.click(within(card).getByRole('button', { name: text.send }));
    expect(within(card).getByText(text.answerRequired)).toBeTruthy();
    expect(answer.calls).toEqual([]);
    await userEvent.type(within(card).getByRole('textbox', { name: text.answerLabel }), 'Ja.');
    await userEvent.click(within(card).getByRole('radio', { name: text.toAll }));
    expect(within(card).getByText(text.toAllHint)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: text.send }));

    await waitFor(() => expect(answer.calls).toEqual([{ patrolQuestionID: 'q1', text: 'Ja.', visibility: 'ALL' }]));
    await waitFor(() => expect(alerts.map((alert) => alert.message)).toEqual([text.answered]));
    await waitFor(() => expect(listed.calls.length).toBe(2));
  });

  it('says so when another corrector was first, and closes a question without an answer after asking', async () => {
    const answer = mockOperation(AnswerPatrolQuestionDocument, () => ({ errorCode: 'CONFLICT' }));
    const close = mockOperation(ClosePatrolQuestionDocument, () => ({
      data: { patrolQuestions: { __typename: 'PatrolQuestionsMutation', close: question('q2', 'Bæverne', 3, { status: 'CLOSED' }) } },
    }));
    show(lists([question('q1', 'Ulvene', 5), question('q2', 'Bæverne', 3)]).mock, answer.mock, close.mock);

    const [first, second] = await screen.findAllByTestId('open-question');
    await userEvent.type(within(first!).getByRole('textbox', { name: text.answerLabel }), 'Nej.');
    await userEvent.click(within(first!).getByRole('button', { name: text.send }));
    await waitFor(() => expect(alerts.map((alert) => [alert.type, alert.message])).toEqual([['error', text.alreadyHandled]]));

    await userEvent.click(within(second!).getByRole('button', { name: text.close }));
    expect(close.calls).toEqual([]);
    await userEvent.click(await screen.findByRole('button', { name: text.confirmYes }));
    await waitFor(() => expect(close.calls).toEqual([{ patrolQuestionID: 'q2' }]));
    await waitFor(() => expect(alerts.at(-1)?.message).toBe(text.closed));
  });

  it('shows a new question as soon as the live channel says one was asked in the battle', async () => {
    let answers = 0;
    const listed = mockOperation(GetStaffPatrolQuestionsDocument, () => {
      answers += 1;
      const open = answers === 1 ? [question('q1', 'Ulvene', 5)] : [question('q1', 'Ulvene', 5), question('q2', 'Bæverne', 0)];
      return { data: { patrolQuestions: { __typename: 'PatrolQuestionsQuery', getOpenByBattleID: open, getHandledByBattleID: [] } } };
    });
    show(listed.mock);
    expect(await screen.findAllByTestId('open-question')).toHaveLength(1);
    act(() => liveHandlers.get('patrol-question')?.({ kind: 'patrol-question', id: 2, battleId: 8 }));
    act(() => liveHandlers.get('patrol-question')?.({ kind: 'patrol-question', id: 2, battleId: 7 }));
    await waitFor(() => expect(screen.getAllByTestId('open-question')).toHaveLength(2));
    expect(listed.calls).toHaveLength(2);
  });

  it('asks for a battle first', async () => {
    window.localStorage.clear();
    show();
    expect(await screen.findByText(text.chooseBattle)).toBeTruthy();
  });
});
