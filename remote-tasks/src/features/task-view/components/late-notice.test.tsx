import { act, cleanup, render, screen } from '@testing-library/react';
import { fill, messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { openTask, stringQuestion, taskMock } from '../../../testing/task-fixtures';
import { LateNotice } from './late-notice';
import { TaskViewPage } from './task-view-page';

const MINUTE = 60_000;
const penalty = (points: number) => fill(messages.taskView.latePenalty, { points });
const viewTask = (overrides: Parameters<typeof openTask>[2]) =>
  renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <TaskViewPage />, [taskMock(openTask([stringQuestion()], null, overrides))]);
const lateWindow = (closedMsAgo: number) => ({
  close: new Date(Date.now() - closedMsAgo).toISOString(),
  availableTo: new Date(Date.now() + 30 * MINUTE).toISOString(),
});

describe('LateNotice', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks the penalty of an answer now each second: a point per started minute after close', async () => {
    const close = '2026-11-12T18:30:00.000Z';
    jest.useFakeTimers({ now: Date.parse(close) + 1000 });
    render(<LateNotice task={{ close, availableTo: '2026-11-12T19:00:00.000Z', displayDate: false }} />);
    expect(screen.getByRole('timer').textContent).toBe(penalty(1));
    await act(async () => {
      jest.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('timer').textContent).toBe(penalty(1));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe(penalty(2));
  });
});

describe('the task view in the late window', () => {
  beforeEach(() => sessionStore.getState().login('tok-7', patrolMember));
  afterEach(() => {
    // Unmounted first: a logout under a mounted view would re-render it outside the test.
    cleanup();
    sessionStore.getState().logout();
  });

  it('tells a patrol that may answer that the task closed, until when it may answer, and the penalty so far', async () => {
    viewTask(lateWindow(61_000));
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain(messages.taskView.late);
    expect(notice.textContent).toContain('Opgaven er lukket, men I kan stadig aflevere til');
    expect(screen.getByRole('timer').textContent).toBe(penalty(2));
  });

  it('says nothing of it before close, and says it by itself once close passes', async () => {
    viewTask({ close: new Date(Date.now() + 400).toISOString() });
    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    expect(screen.queryByText(messages.taskView.late)).toBeNull();
    expect(await screen.findByText(messages.taskView.late)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe(penalty(1));
  });

  it('says nothing of it to a caller who may not answer', async () => {
    viewTask({ ...lateWindow(MINUTE), answerable: false });
    expect(await screen.findByText(messages.taskView.notMember)).toBeTruthy();
    expect(screen.queryByText(messages.taskView.late)).toBeNull();
  });
});
