import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { answered, askingPatrolMock, BATTLE_ID, askMock, patrolQuestion, taskQuestionsMock } from '../../../testing/patrol-question-fixtures';
import { PatrolQuestionsCard } from './patrol-questions-card';

// The page's live stream, replaced by what the test says it heard.
const liveHandlers = new Map<string, (message: { kind: string; id: number; battleId: number }) => void>();
jest.mock('@usb/contracts/live', () => ({
  useLiveEvent: (kind: string, handler: (message: { kind: string; id: number; battleId: number }) => void) => liveHandlers.set(kind, handler),
  useLiveOpen: () => undefined,
}));
const hear = (battleId: number) => act(() => liveHandlers.get('patrol-question')?.({ kind: 'patrol-question', id: 1, battleId }));

const text = messages.patrolQuestions;
const at = (mocks: Parameters<typeof renderRoute>[3]) =>
  renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <PatrolQuestionsCard battleTaskID="t1" battleID={BATTLE_ID} />, mocks);

afterEach(() => sessionStore.getState().logout());

describe('PatrolQuestionsCard', () => {
  beforeEach(() => sessionStore.getState().login('tok-7', patrolMember));

  it("shows the patrol its questions with status and answers, and others' answers to all without a patrol", async () => {
    const mine = [
      patrolQuestion('q3', { text: 'Må vi bruge lommelygte?' }),
      answered('q2', 'Ja, til alle.', 'ALL'),
      answered('q1', 'Nej, kun kort.', 'PATROL'),
      patrolQuestion('q0', { status: 'CLOSED', answeredAt: new Date().toISOString() }),
    ];
    at([
      askingPatrolMock({ id: 'p1', name: 'Ulvene' }),
      taskQuestionsMock(mine, [answered('q2', 'Ja, til alle.', 'ALL'), answered('q9', 'Posten står ved søen.', 'ALL')]),
    ]);

    const own = await screen.findAllByTestId('own-question');
    expect(own.map((item) => within(item).getByText(/Venter på svar|Besvaret|Lukket$/).textContent)).toEqual([
      text.statusOpen,
      text.statusAnswered,
      text.statusAnswered,
      text.statusClosed,
    ]);
    expect(within(own[0]!).getByText('Må vi bruge lommelygte?')).toBeTruthy();
    expect(within(own[1]!).getByText(text.answerToAll)).toBeTruthy();
    expect(within(own[2]!).getByText('Nej, kun kort.')).toBeTruthy();
    expect(within(own[3]!).getByText(text.closedNoAnswer)).toBeTruthy();
    // The patrol's own question answered to all is not repeated under 'Svar til alle'.
    const forAll = screen.getAllByTestId('answer-for-all');
    expect(forAll.map((item) => item.textContent)).toEqual(['Spørgsmål q9Posten står ved søen.']);
    expect(screen.getByRole('region', { name: text.forAll })).toBeTruthy();
    // The form follows its own query (the caller's patrol), which may answer after the list.
    expect(await screen.findByRole('textbox', { name: text.label })).toBeTruthy();
  });

  it('sends a question, empties the field and shows the new question', async () => {
    const question = patrolQuestion('q5', { text: 'Hvor er posten?' });
    at([askingPatrolMock({ id: 'p1', name: 'Ulvene' }), taskQuestionsMock([], []), askMock('Hvor er posten?', question), taskQuestionsMock([question], [])]);

    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: text.label });
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.required);
    await userEvent.type(field, 'Hvor er posten?');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect((await screen.findByRole('status')).textContent).toBe(text.sent);
    expect(field.value).toBe('');
    expect((await screen.findByTestId('own-question')).textContent).toContain('Hvor er posten?');
  });

  it('says what to do when the patrol has three open questions or has asked many this hour', async () => {
    at([
      askingPatrolMock({ id: 'p1', name: 'Ulvene' }),
      taskQuestionsMock([], []),
      askMock('Et fjerde', { code: 'CONFLICT' }),
      askMock('Et ellevte', { code: 'RATE_LIMITED' }),
    ]);
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: text.label });
    await userEvent.type(field, 'Et fjerde');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect((await screen.findByRole('alert')).textContent).toBe('Vent på svar på jeres åbne spørgsmål, før I stiller flere.');
    expect(field.value).toBe('Et fjerde');
    await userEvent.clear(field);
    await userEvent.type(field, 'Et ellevte');
    await userEvent.click(screen.getByRole('button', { name: text.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.rateLimited);
  });

  it("shows the staff's answer when the live channel says a question of the battle changed", async () => {
    at([
      askingPatrolMock({ id: 'p1', name: 'Ulvene' }),
      taskQuestionsMock([patrolQuestion('q1', { text: 'Hvor er posten?' })], []),
      taskQuestionsMock([answered('q1', 'Ved søen.', 'PATROL')], []),
    ]);
    expect((await screen.findByTestId('own-question')).textContent).toContain(text.statusOpen);
    hear(8);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('own-question').textContent).toContain(text.statusOpen);
    hear(7);
    expect(await screen.findByText('Ved søen.')).toBeTruthy();
  });

  it('offers no form to a user in no patrol of the battle', async () => {
    at([askingPatrolMock(null), taskQuestionsMock([], [answered('q9', 'Posten står ved søen.', 'ALL')])]);
    expect(await screen.findByTestId('answer-for-all')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('PatrolQuestionsCard for a visitor', () => {
  it('shows the answers to all only, and nothing when there are none', async () => {
    const { unmount } = at([taskQuestionsMock([], [answered('q9', 'Posten står ved søen.', 'ALL')])]);
    expect((await screen.findByTestId('answer-for-all')).textContent).toContain('Posten står ved søen.');
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    at([taskQuestionsMock([], [])]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(text.title)).toBeNull();
  });
});
