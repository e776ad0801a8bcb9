import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetMyOpenBattleTasksDocument } from '@usb/schema/graphql';
import { emit } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { OpenTaskStrip } from './open-task-strip';

/** A strip task; without `close` it closes in a year, so it is not late. */
type Task = { id: string; name: string; close?: string };
const YEAR = 365 * 24 * 3600 * 1000;

/**
 * The api behind GetMyOpenBattleTasks: answers each request with the next reply (an Error
 * becomes a GraphQL error, as a failing server sends it), counting the requests.
 */
function openTasksMocks(...replies: Array<Task[] | Error>) {
  const calls = { count: 0 };
  const queue = [...replies];
  const mocks = [
    {
      request: { query: GetMyOpenBattleTasksDocument },
      delay: 0,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: () => {
        calls.count += 1;
        const reply = queue.shift();
        if (!reply) throw new Error('unexpected request');
        if (reply instanceof Error) return { errors: [{ message: reply.message }] };
        return {
          data: {
            battles: {
              __typename: 'BattlesQuery',
              getMyOpenBattleTasks: reply.map((t) => ({ __typename: 'BattleTask', close: new Date(Date.now() + YEAR).toISOString(), ...t })),
            },
          },
        };
      },
    },
  ];
  return { mocks, calls };
}

const names = () => screen.queryAllByRole('link').map((link) => link.textContent);

/** The accessible description of the task's link ('Sen aflevering' when late), or null. */
function descriptionOf(name: string): string | null {
  const id = screen.getByRole('link', { name }).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets requests under way be answered (Apollo settles a failed query over about 100 ms). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await advance(100);
}

beforeEach(() => {
  // Apollo and rxjs settle through microtasks and setImmediate: leave those real.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  sessionStore.getState().login('tok-7', patrolMember);
});
afterEach(() => {
  jest.useRealTimers();
  sessionStore.getState().logout();
});

describe('OpenTaskStrip', () => {
  it('shows the open tasks sorted by name, each linking to its task view', async () => {
    const { mocks } = openTasksMocks([
      { id: '3', name: 'Ørkenvandring' },
      { id: '1', name: 'Bålet' },
      { id: '2', name: 'Anker' },
    ]);
    renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    expect(names()).toEqual(['Anker', 'Bålet', 'Ørkenvandring']);
    expect(screen.getByRole('link', { name: 'Bålet' }).getAttribute('href')).toBe('/battles/tasks/1');

    jest.useRealTimers();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Bålet' }));
    expect(screen.getByTestId('location').textContent).toBe('/battles/tasks/1');
  });

  it("tags a task past its close 'Sen aflevering', and a task as its close passes", async () => {
    const now = Date.now();
    const { mocks } = openTasksMocks([
      { id: '1', name: 'Bålet', close: new Date(now - 60_000).toISOString() },
      { id: '2', name: 'Anker', close: new Date(now + 10_000).toISOString() },
    ]);
    renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    expect(names()).toEqual(['Anker', 'Bålet']);
    expect(descriptionOf('Bålet')).toBe(messages.taskView.late);
    expect(descriptionOf('Anker')).toBeNull();
    expect(screen.getAllByText(messages.taskView.late)).toHaveLength(1);

    await advance(10_000);
    expect(descriptionOf('Anker')).toBe(messages.taskView.late);
    expect(screen.getAllByText(messages.taskView.late)).toHaveLength(2);
  });

  it('renders nothing while the patrol has no open tasks, and makes no request when logged out', async () => {
    const { mocks, calls } = openTasksMocks([]);
    const { container } = renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    expect(calls.count).toBe(1);
    expect(container.querySelector('nav')).toBeNull();

    act(() => sessionStore.getState().logout());
    await advance(60_000);
    expect(calls.count).toBe(1);
  });

  it('keeps the reserved height until its first list is in, then shows what it got', async () => {
    const { mocks } = openTasksMocks([]);
    const { container } = renderRoute('/', '/', <OpenTaskStrip reservedHeight={56} />, mocks);
    const placeholder = container.querySelector<HTMLElement>('[data-testid="open-task-strip-placeholder"]');
    expect(placeholder?.style.height).toBe('56px');
    await settle();
    expect(container.querySelector('[data-testid="open-task-strip-placeholder"]')).toBeNull();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('refetches 200 ms after the last participation or token change', async () => {
    const { mocks, calls } = openTasksMocks([], [{ id: '1', name: 'Bålet' }]);
    renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    expect(calls.count).toBe(1);

    act(() => emit('participation-changed', { battleID: 'b1' }));
    await advance(150);
    act(() => emit('token-changed', { token: 'tok-7' }));
    await advance(199);
    expect(calls.count).toBe(1);
    await advance(1);
    await settle();
    expect(calls.count).toBe(2);
    expect(names()).toEqual(['Bålet']);
  });

  it('polls every 30 s, so tasks appear and disappear as they open and close', async () => {
    const { mocks, calls } = openTasksMocks([], [{ id: '1', name: 'Bålet' }], []);
    renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    await advance(28_999);
    expect(calls.count).toBe(1);
    await advance(1);
    await settle();
    expect(calls.count).toBe(2);
    expect(names()).toEqual(['Bålet']);
    await advance(29_000);
    await settle();
    expect(calls.count).toBe(3);
    expect(names()).toEqual([]);
  });

  it('retries a failed refresh once, and shows the refresh error only when both fail', async () => {
    const { mocks, calls } = openTasksMocks(new Error('offline'), [{ id: '1', name: 'Bålet' }], new Error('offline'), new Error('offline'));
    renderRoute('/', '/', <OpenTaskStrip />, mocks);
    await settle();
    expect(calls.count).toBe(2);
    expect(names()).toEqual(['Bålet']);
    expect(screen.queryByText(messages.task.refreshError)).toBeNull();

    await advance(29_000);
    await settle();
    expect(calls.count).toBe(4);
    expect(screen.getByText(messages.task.refreshError)).toBeTruthy();
    expect(names()).toEqual(['Bålet']);
  });
});
