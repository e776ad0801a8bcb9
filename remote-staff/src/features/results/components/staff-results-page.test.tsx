import { act, screen, waitFor, within } from '@testing-library/react';
import { BuildStaffResultDocument, GetStaffBattlesDocument } from '@usb/contracts/graphql';
import { staffMessages } from '@usb/contracts/messages/staff';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffResultsPage from './staff-results-page';

const text = staffMessages.results;

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: 'b1', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));

const row = (name: string, corps: string, taskResults: number[], total: number, rank: number) => ({
  __typename: 'ResultPatrol',
  name,
  corps,
  taskResults,
  total,
  rank,
});

/** The built result; `first` is Ulvene's points on 'Bålet', so a rebuild can show a correction. */
const built = (first: number, published = false) => ({
  data: {
    results: {
      __typename: 'ResultsQuery',
      buildByBattleID: {
        __typename: 'Result',
        id: 'r1',
        battleID: 'b1',
        battleName: 'USB 2026',
        path: 'usb-2026',
        published,
        categories: [
          {
            __typename: 'ResultCategory',
            category: 1,
            name: 'Spejder',
            taskNames: ['Bålet', 'Knob'],
            patrols: [row('Ulvene', 'KFUM-Spejderne', [first, 5], first + 5, 1), row('Bæverne', '', [10, 5], 15, 1)],
          },
          { __typename: 'ResultCategory', category: 2, name: 'OBG(18+)', taskNames: ['Bålet'], patrols: [row('Ørnene', '', [3], 3, 1)] },
        ],
      },
    },
  },
});

beforeEach(() => window.localStorage.setItem('STATE', JSON.stringify({ battleID: 'b1' })));

describe('/staff/results', () => {
  it('shows each category like the public results, marked as a preview', async () => {
    const build = mockOperation(BuildStaffResultDocument, () => built(10));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, build.mock]);

    expect(await screen.findByText(text.preview)).toBeTruthy();
    const [scouts, adults] = screen.getAllByRole('table');
    const headers = (table: HTMLElement | undefined) =>
      within(table as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    expect(headers(scouts)).toEqual(['Nr.', 'Patrulje', 'Korps', 'Bålet', 'Knob', 'Total']);
    expect(headers(adults)).toEqual(['Nr.', 'Patrulje', 'Bålet', 'Total']);
    const ranks = within(scouts as HTMLElement)
      .getAllByRole('row')
      .slice(1)
      .map((line) => line.textContent);
    expect(ranks).toEqual(['1UlveneKFUM-Spejderne10515', '1Bæverne10515']);
    expect(build.calls[0]).toEqual({ battleID: 'b1' });
  });

  it('is built again when the window regains focus, so it follows the corrections', async () => {
    const build = mockOperation(BuildStaffResultDocument, (_variables, call) => built(call === 1 ? 10 : 12, call > 1));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, build.mock]);
    expect(await screen.findByText(text.preview)).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('17')).toBeTruthy();
    expect(screen.getByText(text.published)).toBeTruthy();
    await waitFor(() => expect(build.calls).toHaveLength(2));
  });
});
