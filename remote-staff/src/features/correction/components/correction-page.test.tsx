import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CorrectAnswerDocument,
  GetStaffAnswerDocument,
  GetStaffAnswersDocument,
  ReleaseLockDocument,
  type StaffAnswerDetailFragment,
} from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import { detail, getReply, listReply, lock, otherCorrector, summary } from '../../../fixtures/staff-answers';
import CorrectionPage from './correction-page';

const text = staffMessages.answer;

/** The answer as correctAnswer returns it: with the given answers' new points. */
function withPoints(points: Record<string, number | null>, corrected: boolean): StaffAnswerDetailFragment {
  const answer = detail();
  return { ...answer, corrected, answers: answer.answers.map((item) => (item.id in points ? { ...item, points: points[item.id] ?? null } : item)) };
}

const release = () => mockOperation(ReleaseLockDocument, () => ({ data: { answers: { __typename: 'AnswersMutation', releaseLock: true } } }));
const correctReply = (answer: StaffAnswerDetailFragment) => ({ data: { answers: { __typename: 'AnswersMutation', correctAnswer: answer } } });

function renderAnswer(...mocks: ReturnType<typeof mockOperation>['mock'][]) {
  return renderRoute('/staff/tasks/answers/ta1', '/staff/tasks/answers/:id', <CorrectionPage />, mocks);
}

beforeEach(() => window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' })));

describe('the correction view', () => {
  it('opens the answer with the lock and shows each answer as its kind', async () => {
    const get = mockOperation(GetStaffAnswerDocument, () => getReply(detail()));
    renderAnswer(get.mock, release().mock);

    expect(await screen.findByRole('heading', { name: 'Bålet' })).toBeTruthy();
    expect(get.calls[0]).toEqual({ id: 'ta1', acquireLock: true });
    expect(screen.getByText(text.lockMine)).toBeTruthy();
    expect(screen.getByText(/^Tid tilbage: [12]:\d\d$/)).toBeTruthy();
    expect(screen.getByText(/Med tændstikker/).style.whiteSpace).toBe('pre-wrap');
    const options = within(screen.getByRole('list', { name: 'Hvilke træer brænder godt?' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['ValgtBirk2 point', 'Ikke valgtGran0 point', 'ValgtBøg3 point']);
    expect(screen.getByText(text.automaticPoints)).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Patruljens billede til Billede af bålet' });
    expect(image.closest('a')?.getAttribute('href')).toBe('/media/a3.jpg?signature=x');
    expect(screen.getByText(/^Åbnet af patruljen /)).toBeTruthy();
    expect(screen.getAllByText(text.notAnswered)).toHaveLength(1);
    expect(screen.getByTestId('task-total').textContent).toBe('Total: 5');
  });

  it('subtracts the late penalty from the override as the results do', async () => {
    const late = detail({ overridePoints: 26, latePenalty: 7, points: 19 });
    renderAnswer(mockOperation(GetStaffAnswerDocument, () => getReply(late)).mock, release().mock);

    expect(await screen.findByText('Fradrag for sen aflevering: 7 point')).toBeTruthy();
    expect(screen.getByTestId('task-total').textContent).toBe('Total: 19');
  });

  it('saves every changed field on Enter and, once all is corrected, opens the next answer', async () => {
    const user = userEvent.setup();
    const get = mockOperation(GetStaffAnswerDocument, (variables) =>
      getReply(variables.id === 'ta2' ? detail({ id: 'ta2', task: { ...detail().task, name: 'Knob' } }) : detail()),
    );
    const correct = mockOperation(CorrectAnswerDocument, (_variables, call) =>
      correctReply(call < 3 ? withPoints({ a1: 4, ...(call === 2 ? { a3: 6 } : {}) }, false) : withPoints({ a1: 4, a3: 6, a4: 1 }, true)),
    );
    const candidates = mockOperation(GetStaffAnswersDocument, () => listReply([summary({ id: 'ta2' })]));
    const released = release();
    renderAnswer(get.mock, correct.mock, candidates.mock, released.mock);

    await user.type(await screen.findByLabelText('Point: Hvordan tænder I bål?'), '4{Enter}');
    expect(await screen.findByText(text.saved)).toBeTruthy();
    expect(candidates.calls).toEqual([]);

    await user.type(screen.getByLabelText('Point: Billede af bålet'), '6');
    await user.type(screen.getByLabelText('Point: Send en mail'), '1{Enter}');

    expect(await screen.findByRole('heading', { name: 'Knob' })).toBeTruthy();
    expect(correct.calls).toEqual([
      { answerID: 'a1', points: 4 },
      { answerID: 'a3', points: 6 },
      { answerID: 'a4', points: 1 },
    ]);
    expect(candidates.calls).toEqual([{ battleID: 'b1', battleTaskID: null, patrolID: null, corrected: false, notLocked: true, limit: 5 }]);
    expect(window.location.pathname).toBe('/staff/tasks/answers/ta2');
    await waitFor(() => expect(released.calls).toEqual([{ battleTaskAnswerID: 'ta1' }]));
  });

  it('says so when the lock is gone, reloads read-only and keeps what was typed', async () => {
    const user = userEvent.setup();
    const get = mockOperation(GetStaffAnswerDocument, (variables) =>
      getReply(variables.acquireLock ? detail() : detail({ lock: lock(otherCorrector, false, 90) })),
    );
    const correct = mockOperation(CorrectAnswerDocument, () => ({ errorCode: 'CONFLICT' }));
    renderAnswer(get.mock, correct.mock, release().mock);

    await user.type(await screen.findByLabelText('Point: Hvordan tænder I bål?'), '4{Enter}');

    expect(await screen.findByText(text.lockLost)).toBeTruthy();
    expect(await screen.findByText('Ole Olsen retter denne besvarelse. Du kan kun se den.')).toBeTruthy();
    expect(get.calls).toEqual([
      { id: 'ta1', acquireLock: true },
      { id: 'ta1', acquireLock: false },
    ]);
    const field = screen.getByLabelText<HTMLInputElement>('Point: Hvordan tænder I bål?');
    expect(field.value).toBe('4');
    expect(field.disabled).toBe(true);
    expect(screen.getByText('Ikke gemt (gemt: –)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.save })).toBeNull();
  });
});
