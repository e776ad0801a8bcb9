import { act, screen, waitFor } from '@testing-library/react';
import { GetMyOpenBattleTasksDocument } from '@usb/schema/graphql';
import { emit } from '@usb/contracts/events';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { openTask, stringQuestion, taskMock } from '../testing/task-fixtures';
import OpenTaskStrip from './open-task-strip';
import TaskRoutes from './routes';

beforeEach(() => sessionStore.getState().login('tok-7', patrolMember));
afterEach(() => sessionStore.getState().logout());

describe('remote_tasks ./Routes, mounted by the shell at /battles/tasks/*', () => {
  it('shows the task view at /battles/tasks/{id}', async () => {
    renderRoute('/battles/tasks/t1', '/battles/tasks/*', <TaskRoutes />, [taskMock(openTask([stringQuestion()]))]);
    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    expect(await screen.findByLabelText('Hvad hedder bålet?')).toBeTruthy();
  });

  it('sends any other URL under the prefix to the home page', async () => {
    renderRoute('/battles/tasks/t1/extra', '/battles/tasks/*', <TaskRoutes />);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
  });

  it('keeps the task in the one cache while the strip loads the open tasks beside it', async () => {
    let taskRequests = 0;
    const task = taskMock(openTask([stringQuestion()]));
    const counted = { ...task, maxUsageCount: 5, result: () => ((taskRequests += 1), task.result) };
    const strip = {
      request: { query: GetMyOpenBattleTasksDocument },
      delay: 0,
      maxUsageCount: 2,
      result: { data: { battles: { __typename: 'BattlesQuery', getMyOpenBattleTasks: [{ __typename: 'BattleTask', id: 't1', name: 'Bål & brand' }] } } },
    };
    renderRoute(
      '/battles/tasks/t1',
      '/battles/tasks/*',
      <>
        <OpenTaskStrip />
        <TaskRoutes />
      </>,
      [counted, strip],
    );
    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Bål & brand' })).toBeTruthy());
    // A refresh of the strip after the task is shown, as its 30 s poll does.
    await act(async () => {
      emit('participation-changed', {});
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(taskRequests).toBe(1);
    expect(screen.getByLabelText('Hvad hedder bålet?')).toBeTruthy();
  });
});
