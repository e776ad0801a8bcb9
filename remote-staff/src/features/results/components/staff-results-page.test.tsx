import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BuildStaffResultDocument,
  DeleteResultDocument,
  GetResultOverviewDocument,
  GetStaffBattleFreezeDocument,
  GetStaffBattlesDocument,
  PublishResultDocument,
} from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import StaffResultsPage from './staff-results-page';

const text = staffMessages.results;

const battles = mockOperation(GetStaffBattlesDocument, () => ({
  data: { battles: { __typename: 'BattlesQuery', getStaffBattles: [{ __typename: 'Battle', id: 'b1', name: 'USB 2026', start: '2026-11-13T17:00:00.000Z' }] } },
}));

const freeze = mockOperation(GetStaffBattleFreezeDocument, () => ({
  data: {
    battles: {
      __typename: 'BattlesQuery',
      getBattle: { __typename: 'Battle', id: 'b1', start: '2026-11-13T17:00:00.000Z', end: '2026-11-13T21:00:00.000Z', freezeAt: null },
    },
  },
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
        frozenAt: null,
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
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock]);

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
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock]);
    expect(await screen.findByText(text.preview)).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('17')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Offentliggjort under /resultater/usb-2026' })).toBeTruthy();
    await waitFor(() => expect(build.calls).toHaveLength(2));
  });

  it('publishes under the chosen path after asking, then says it is public instead of asking to check it', async () => {
    const build = mockOperation(BuildStaffResultDocument, () => built(10));
    const publishResult = mockOperation(PublishResultDocument, (variables) => {
      const { data } = built(10, true);
      return { data: { results: { __typename: 'ResultsMutation', publishByBattleID: { ...data.results.buildByBattleID, path: variables.path } } } };
    });
    const overview = mockOperation(GetResultOverviewDocument, () => ({
      data: {
        results: {
          __typename: 'ResultsQuery',
          getOverview: [{ __typename: 'ResultOverviewItem', path: 'usb-2026-finale', battleName: 'USB 2026', frozenAt: null }],
        },
      },
    }));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock, publishResult.mock, overview.mock]);
    expect(await screen.findByText(text.notPublishedIntro)).toBeTruthy();

    const path = screen.getByRole('textbox', { name: text.path });
    expect((path as HTMLInputElement).value).toBe('usb-2026');
    await userEvent.clear(path);
    await userEvent.type(path, 'usb-2026-finale');
    await userEvent.click(screen.getByRole('button', { name: text.publish }));
    expect(await screen.findByText('Offentliggør resultaterne under /resultater/usb-2026-finale? Alle kan derefter se dem under RESULTATER.')).toBeTruthy();
    // The pop-up's own 'Offentliggør' is the last button of that name.
    await userEvent.click(screen.getAllByRole('button', { name: text.publish }).at(-1) as HTMLElement);

    expect(await screen.findByRole('link', { name: 'Offentliggjort under /resultater/usb-2026-finale' })).toBeTruthy();
    expect(screen.getByText(text.publishedIntro)).toBeTruthy();
    expect(screen.queryByText(text.notPublishedIntro)).toBeNull();
    expect(publishResult.calls).toEqual([{ battleID: 'b1', path: 'usb-2026-finale' }]);
    // The shell's RESULTATER menu is asked again.
    await waitFor(() => expect(overview.calls).toHaveLength(1));
  });

  it("keeps the typed path and says why when the api refuses it as another battle's", async () => {
    const build = mockOperation(BuildStaffResultDocument, () => built(10));
    const publishResult = mockOperation(PublishResultDocument, () => ({ errorCode: 'CONFLICT' }));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock, publishResult.mock]);
    const path = await screen.findByRole('textbox', { name: text.path });
    await userEvent.clear(path);
    await userEvent.type(path, 'naboens');
    await userEvent.click(screen.getByRole('button', { name: text.publish }));
    await userEvent.click(screen.getAllByRole('button', { name: text.publish }).at(-1) as HTMLElement);

    expect(await screen.findByText(text.pathTaken)).toBeTruthy();
    expect((path as HTMLInputElement).value).toBe('naboens');
    expect(screen.getByText(text.preview)).toBeTruthy();
  });

  it('refuses a path the api would refuse, before asking it', async () => {
    const build = mockOperation(BuildStaffResultDocument, () => built(10));
    const publishResult = mockOperation(PublishResultDocument, () => ({ errorCode: 'BAD_USER_INPUT' }));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock, publishResult.mock]);
    const path = await screen.findByRole('textbox', { name: text.path });
    await userEvent.clear(path);
    await userEvent.type(path, 'USB 2026');
    await userEvent.click(screen.getByRole('button', { name: text.publish }));
    await userEvent.click(screen.getAllByRole('button', { name: text.publish }).at(-1) as HTMLElement);
    expect(await screen.findByText(text.pathInvalid)).toBeTruthy();
    expect(publishResult.calls).toEqual([]);
  });

  it('deletes after asking and builds nothing again until asked', async () => {
    const build = mockOperation(BuildStaffResultDocument, () => built(10));
    const deleteResult = mockOperation(DeleteResultDocument, () => ({ data: { results: { __typename: 'ResultsMutation', deleteByBattleID: true } } }));
    const overview = mockOperation(GetResultOverviewDocument, () => ({ data: { results: { __typename: 'ResultsQuery', getOverview: [] } } }));
    renderRoute('/staff/results', '/staff/results', <StaffResultsPage />, [battles.mock, freeze.mock, build.mock, deleteResult.mock, overview.mock]);
    await userEvent.click(await screen.findByRole('button', { name: text.delete }));
    expect(await screen.findByText(text.deleteConfirm)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: text.delete }).at(-1) as HTMLElement);

    expect(await screen.findByText(text.notBuilt)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(build.calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.build }));
    expect(await screen.findByText(text.preview)).toBeTruthy();
    expect(build.calls).toHaveLength(2);
  });
});
