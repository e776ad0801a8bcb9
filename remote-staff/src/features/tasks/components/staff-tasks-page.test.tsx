import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GetPatrolsByBattleIdDocument,
  GetStaffAnswerDocument,
  GetStaffAnswerPageDocument,
  GetStaffAnswersDocument,
  GetOpenPatrolQuestionCountDocument,
  GetStaffBattlesDocument,
  GetStaffTaskOverviewDocument,
} from '@usb/schema/graphql';
import { staffMessages, staffQuestionMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import { detail, getReply, listReply, lock, me, otherCorrector, pageReply, summary } from '../../../fixtures/staff-answers';
import { blindCode } from '../../../lib/blind-code';
import { StaffTasksPage } from './staff-tasks-page';

const text = staffMessages;

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: 'b1', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));
const overview = mockOperation(GetStaffTaskOverviewDocument, () => ({
  data: {
    battleTasks: {
      __typename: 'BattleTasksQuery',
      getOverviewByBattleID: [
        {
          __typename: 'BattleTask',
          id: 't1',
          name: 'Bålet',
          answerCounts: { __typename: 'BattleTaskAnswerCounts', answeredPatrols: 3, corrected: 1, lockedNow: 1 },
        },
      ],
    },
  },
}));
const patrols = mockOperation(GetPatrolsByBattleIdDocument, () => ({
  data: { patrols: { __typename: 'PatrolsQuery', getPatrolsByBattleID: [{ __typename: 'PatrolSummary', id: 'p1', name: 'Ulvene', corps: 8, category: 1 }] } },
}));

const queue = [
  summary({ id: 'ta1', corrected: true, points: 7 }),
  summary({ id: 'ta2', lock: lock(otherCorrector, false) }),
  summary({ id: 'ta3', latePenalty: 4 }),
];

const openQuestions = (ids: string[]) =>
  mockOperation(GetOpenPatrolQuestionCountDocument, () => ({
    data: { patrolQuestions: { __typename: 'PatrolQuestionsQuery', getOpenByBattleID: ids.map((id) => ({ __typename: 'PatrolQuestion', id })) } },
  }));
const noOpenQuestions = openQuestions([]);

function renderTasks(...mocks: ReturnType<typeof mockOperation>['mock'][]) {
  return renderRoute('/staff/tasks', '/staff/tasks', <StaffTasksPage />, [battles.mock, overview.mock, patrols.mock, ...mocks, noOpenQuestions.mock]);
}

describe('/staff/tasks', () => {
  it("shows how many patrols' questions wait for an answer beside the counts, with the way to them", async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' }));
    renderTasks(mockOperation(GetStaffAnswerPageDocument, () => pageReply([])).mock, openQuestions(['q1', 'q2']).mock);

    const note = await screen.findByTestId('open-question-count');
    expect(within(note).getByText('2 åbne spørgsmål fra patruljer')).toBeTruthy();
    await userEvent.click(within(note).getByRole('button', { name: staffQuestionMessages.showQuestions }));
    expect((await screen.findByTestId('location')).textContent).toBe('/staff/questions');
  });

  it('lists the answers of the stored selection with their status, and blind patrol codes when asked', async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1', corrected: '', blind: true }));
    const answers = mockOperation(GetStaffAnswerPageDocument, () => pageReply(queue));
    renderTasks(answers.mock);

    const links = await screen.findAllByText(`Patrulje #${blindCode('p1')}`);
    const [corrected, locked, late, ...more] = links.map((link) => link.closest('tr') as HTMLElement);
    expect(more).toEqual([]);
    expect(within(corrected as HTMLElement).getByText(text.queue.statusCorrected)).toBeTruthy();
    expect(within(corrected as HTMLElement).getByText('7')).toBeTruthy();
    expect(within(locked as HTMLElement).getByText('Låst af Ole Olsen')).toBeTruthy();
    expect(within(late as HTMLElement).getByText(text.queue.statusNotCorrected)).toBeTruthy();
    expect(within(late as HTMLElement).getByText('4')).toBeTruthy();
    expect(screen.queryByText('Ulvene')).toBeNull();
    expect(answers.calls[0]).toEqual({ battleID: 'b1', battleTaskID: null, patrolID: null, corrected: null, notLocked: false, offset: 0, limit: 50 });
    expect(screen.getByTestId('queue-total').textContent).toBe('3 besvarelser');
    expect(await screen.findByText('1 / 3')).toBeTruthy();
  });

  it("'Ret næste' opens the first uncorrected answer whose lock it gets", async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1', battleTaskID: 't1' }));
    const user = userEvent.setup();
    // ta3 and ta4 are on no page shown: the list's first page holds other answers.
    const page = mockOperation(GetStaffAnswerPageDocument, () => pageReply(queue, 120));
    const answers = mockOperation(GetStaffAnswersDocument, () => listReply([summary({ id: 'ta3' }), summary({ id: 'ta4' })]));
    // ta3 was taken by another corrector between the two calls; ta4 is free.
    const get = mockOperation(GetStaffAnswerDocument, (variables) =>
      getReply(detail({ id: String(variables.id), lock: variables.id === 'ta3' ? lock(otherCorrector, false) : lock(me, true) })),
    );
    renderTasks(page.mock, answers.mock, get.mock);

    await user.click(await screen.findByRole('button', { name: text.queue.correctNext }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/staff/tasks/answers/ta4'));
    expect(answers.calls).toContainEqual({ battleID: 'b1', battleTaskID: 't1', patrolID: null, corrected: false, notLocked: true, limit: 5 });
    expect(get.calls).toEqual([
      { id: 'ta3', acquireLock: true },
      { id: 'ta4', acquireLock: true },
    ]);
  });

  it("'Ret næste' says so when every uncorrected answer is taken", async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' }));
    const user = userEvent.setup();
    const page = mockOperation(GetStaffAnswerPageDocument, () => pageReply(queue));
    const answers = mockOperation(GetStaffAnswersDocument, () => listReply([]));
    renderTasks(page.mock, answers.mock);

    await user.click(await screen.findByRole('button', { name: text.queue.correctNext }));

    expect(await screen.findByText(text.queue.nothingToCorrect)).toBeTruthy();
    expect(window.location.pathname).toBe('/staff/tasks');
  });

  it('pages through a long queue, saying how many answers match, and starts again at page 1 for another filter', async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' }));
    const user = userEvent.setup();
    const answers = mockOperation(GetStaffAnswerPageDocument, (variables) => {
      const offset = Number(variables.offset);
      const count = Math.min(50, 120 - offset);
      return pageReply(
        Array.from({ length: count }, (_, index) =>
          summary({
            id: `ta${offset + index + 1}`,
            patrol: { ...summary({ id: 'x' }).patrol, id: `p${offset + index + 1}`, name: `Patrulje ${offset + index + 1}` },
          }),
        ),
        120,
      );
    });
    renderTasks(answers.mock);

    expect(await screen.findByText('Patrulje 1')).toBeTruthy();
    expect(screen.getByTestId('queue-total').textContent).toBe('120 besvarelser');
    expect(screen.getByText('1–50 af 120')).toBeTruthy();
    await user.click(screen.getByTitle('3'));
    expect(await screen.findByText('Patrulje 101')).toBeTruthy();
    expect(screen.getByText('101–120 af 120')).toBeTruthy();
    expect(answers.calls.at(-1)).toMatchObject({ offset: 100, limit: 50 });

    await user.click(screen.getByLabelText(text.selection.unlocked));
    await waitFor(() => expect(answers.calls.at(-1)).toMatchObject({ notLocked: true, offset: 0 }));
    expect(await screen.findByText('Patrulje 1')).toBeTruthy();
    // Back to the first filter: page 1 again, not the page left there.
    await user.click(screen.getByLabelText(text.selection.unlocked));
    await waitFor(() => expect(answers.calls.at(-1)).toMatchObject({ notLocked: false, offset: 0 }));
    expect(screen.getByText('1–50 af 120')).toBeTruthy();
  });
});
