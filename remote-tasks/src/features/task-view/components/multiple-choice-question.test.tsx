import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { answerMock } from '../../../testing/answer-mock';
import { choiceQuestion, openTask, taskMock } from '../../../testing/task-fixtures';
import { TaskViewPage } from './task-view-page';

const render = (mocks: Parameters<typeof renderRoute>[3]) => renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <TaskViewPage />, mocks);

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.getState().login('tok-7', patrolMember);
});
afterEach(() => sessionStore.getState().logout());

describe('the multiple-choice question', () => {
  it('shows radio buttons and saves the chosen option on change', async () => {
    const { mock, requests } = answerMock();
    render([taskMock(openTask([choiceQuestion(false)])), mock]);
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Grøn' }));
    expect(await screen.findByText(messages.task.saved)).toBeTruthy();
    expect(requests).toEqual([{ questionID: 'q-choice-one', multipleChoiceAnswer: { chosenOptions: [1] } }]);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows checkboxes with multipleAnswers and saves every chosen option', async () => {
    const { mock, requests } = answerMock();
    render([taskMock(openTask([choiceQuestion(true)])), mock]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Blå' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Rød' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.multipleChoiceAnswer)).toEqual([{ chosenOptions: [2] }, { chosenOptions: [0, 2] }]);
  });

  it("alerts 'Der skete en fejl ved besvarelse.' when answering returns errors, and keeps the choice", async () => {
    const alerts: string[] = [];
    const stop = on('alert', (alert) => alerts.push(alert.message));
    const { mock } = answerMock(new Error('CLOSED'));
    render([taskMock(openTask([choiceQuestion(false)])), mock]);
    const green = await screen.findByRole<HTMLInputElement>('radio', { name: 'Grøn' });
    await userEvent.setup().click(green);
    await waitFor(() => expect(alerts).toEqual([messages.task.answerErrors]));
    expect(green.checked).toBe(true);
    expect(screen.getByText(messages.taskView.notSaved)).toBeTruthy();
    stop();
  });

  it('shows the saved choice and is disabled when read-only', async () => {
    const answer = {
      __typename: 'MultipleChoiceAnswer' as const,
      id: 'a',
      questionID: 'q-choice-one',
      answerReceived: '2025-11-13T18:45:00Z',
      points: 5,
      chosenOptions: [1],
    };
    render([taskMock(openTask([choiceQuestion(false)], [answer], { answerable: false }))]);
    const green = await screen.findByRole<HTMLInputElement>('radio', { name: 'Grøn' });
    expect(green.checked).toBe(true);
    expect(green.disabled).toBe(true);
  });
});
