import { act, screen, within } from '@testing-library/react';
import { GetStaffBattlesDocument, GetStaffNightDocument } from '@usb/schema/graphql';
import type { LiveHandler, LiveKind } from '@usb/contracts/live';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffLivePage from './staff-live-page';
import StaffLiveStart from './staff-live-start';

/** The page's live channel, driven by the test: the handlers the screen registered. */
const live = { events: new Map<LiveKind, Set<LiveHandler>>(), opens: new Set<() => void>() };
jest.mock('@usb/contracts/live', () => ({
  useLiveEvent: (kind: LiveKind, handler: LiveHandler) => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => {
      const handlers = live.events.get(kind) ?? new Set<LiveHandler>();
      live.events.set(kind, handlers);
      handlers.add(handler);
      return () => void handlers.delete(handler);
    });
  },
  useLiveOpen: (handler: () => void) => {
    const { useEffect } = jest.requireActual<typeof import('react')>('react');
    useEffect(() => {
      live.opens.add(handler);
      return () => void live.opens.delete(handler);
    });
  },
}));

const text = staffMessages.live;
const AT = '2026-11-13T19:42:30.000Z';
const MINUTE = 60_000;

function night(answersNow: number, locks: boolean) {
  const end = Date.parse('2026-11-13T19:42:00.000Z');
  return {
    data: {
      battleTaskAnswers: {
        __typename: 'BattleTaskAnswersQuery',
        getNightByBattleID: {
          __typename: 'StaffNight',
          battleID: '7',
          at: AT,
          answersPerMinute: Array.from({ length: 60 }, (_unused, index) => ({
            __typename: 'AnswerMinute',
            minute: new Date(end - (59 - index) * MINUTE).toISOString(),
            answers: index === 59 ? answersNow : index === 58 ? 4 : 0,
          })),
          tasks: [
            { __typename: 'StaffNightTask', battleTaskID: 't1', name: 'Morsekoden', waiting: 3, locked: 1, corrected: 2 },
            { __typename: 'StaffNightTask', battleTaskID: 't2', name: 'Knob', waiting: 0, locked: 0, corrected: 0 },
          ],
          locks: locks
            ? [
                {
                  __typename: 'StaffNightLock',
                  battleTaskAnswerID: 'ta9',
                  battleTaskID: 't1',
                  taskName: 'Morsekoden',
                  patrol: { __typename: 'StaffNightPatrol', id: 'p1', name: 'Ulvene' },
                  corrector: { __typename: 'PublicUser', id: 'u2', contactInfo: { __typename: 'PublicContactInfo', fullName: 'Bo Retter' } },
                  lockedSince: '2026-11-13T19:40:05.000Z',
                  lockedUntil: '2026-11-13T19:44:00.000Z',
                },
              ]
            : [],
        },
      },
    },
  };
}

const emit = (battleId: number) =>
  act(() => live.events.get('staff-activity')?.forEach((handler) => handler({ kind: 'staff-activity', id: battleId, battleId })));
const flush = () => act(() => jest.advanceTimersByTimeAsync(0));

beforeEach(() => {
  window.localStorage.setItem('STATE', JSON.stringify({ battleID: '7' }));
  live.events.clear();
  live.opens.clear();
});

describe('/staff/live/:battleID', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the answers per minute with their summary, the queue per task and who corrects what', async () => {
    const nights = mockOperation(GetStaffNightDocument, () => night(6, true));
    renderRoute('/staff/live/7', '/staff/live/:battleID', <StaffLivePage />, [nights.mock]);

    expect(await screen.findByText('Seneste 60 minutter: 10 svar i alt, 6 i det seneste minut, flest 6 pr. minut.')).toBeTruthy();
    expect(nights.calls).toEqual([{ battleID: '7' }]);
    expect(screen.getByTestId('answers-chart').querySelectorAll('rect')).toHaveLength(60);
    const queue = screen.getByText(text.queueTitle).closest('.ant-card') as HTMLElement;
    const row = within(queue).getByText('Morsekoden').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Morsekoden', '3', '1', '2']);
    const correctors = screen.getByText(text.correctorsTitle).closest('.ant-card') as HTMLElement;
    expect(within(correctors).getByText('Bo Retter')).toBeTruthy();
    expect(within(correctors).getByRole('link', { name: 'Ulvene' }).getAttribute('href')).toBe('/staff/tasks/answers/ta9');
  });

  it('gives its times on Danish time, whatever the time zone of the machine', async () => {
    const nights = mockOperation(GetStaffNightDocument, () => night(6, true));
    renderRoute('/staff/live/7', '/staff/live/:battleID', <StaffLivePage />, [nights.mock]);
    expect((await screen.findByTestId('live-updated')).textContent).toBe('Opdateret kl. 20:42:30');
    const correctors = screen.getByText(text.correctorsTitle).closest('.ant-card') as HTMLElement;
    expect(within(correctors).getByText('20:40:05')).toBeTruthy();
    const chart = screen.getByTestId('answers-chart');
    expect(chart.querySelector('rect:last-of-type title')?.textContent).toBe('20:42: 6');
    expect(within(chart).getByText('19:43')).toBeTruthy();
  });

  it('hides the patrol names in blind correction and says when nobody corrects', async () => {
    window.localStorage.setItem('STATE', JSON.stringify({ battleID: '7', blind: true }));
    const nights = mockOperation(GetStaffNightDocument, (_variables, call) => night(0, call === 1));
    renderRoute('/staff/live/7', '/staff/live/:battleID', <StaffLivePage />, [nights.mock]);
    expect(await screen.findByRole('link', { name: /^Patrulje #/ })).toBeTruthy();
    expect(screen.queryByText('Ulvene')).toBeNull();
  });

  it('reads again on its battle’s wake-ups at most once every 2 seconds, and when the stream opens again', async () => {
    jest.useFakeTimers({ now: Date.parse(AT) });
    const nights = mockOperation(GetStaffNightDocument, (_variables, call) => night(call, false));
    renderRoute('/staff/live/7', '/staff/live/:battleID', <StaffLivePage />, [nights.mock]);
    await flush();
    expect(nights.calls).toHaveLength(1);

    // Another battle's wake-up is not this page's.
    emit(8);
    await flush();
    expect(nights.calls).toHaveLength(1);

    emit(7);
    await flush();
    expect(nights.calls).toHaveLength(2);
    emit(7);
    emit(7);
    await flush();
    expect(nights.calls).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(nights.calls).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(nights.calls).toHaveLength(3);

    act(() => live.opens.forEach((handler) => handler()));
    await flush();
    expect(nights.calls).toHaveLength(4);
  });

  it('reads again just after the earliest lock shown has run out', async () => {
    jest.useFakeTimers({ now: Date.parse(AT) });
    const nights = mockOperation(GetStaffNightDocument, (_variables, call) => night(call, call === 1));
    renderRoute('/staff/live/7', '/staff/live/:battleID', <StaffLivePage />, [nights.mock]);
    await flush();
    expect(nights.calls).toHaveLength(1);
    // The lock ends 90 s after the figures were read.
    await act(() => jest.advanceTimersByTimeAsync(90_000));
    expect(nights.calls).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(600));
    await flush();
    expect(nights.calls).toHaveLength(2);
  });
});

describe('/staff/live', () => {
  it('opens the live view of the selected battle', () => {
    renderRoute('/staff/live', '/staff/live', <StaffLiveStart />);
    expect(screen.getByTestId('location').textContent).toBe('/staff/live/7');
  });

  it('asks for a battle when none is selected', async () => {
    window.localStorage.removeItem('STATE');
    const battles = mockOperation(GetStaffBattlesDocument, () => ({
      data: {
        battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: '7', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] },
      },
    }));
    renderRoute('/staff/live', '/staff/live', <StaffLiveStart />, [battles.mock]);
    expect(screen.getByText(text.chooseBattle)).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: staffMessages.selection.battle })).toBeTruthy();
  });
});
