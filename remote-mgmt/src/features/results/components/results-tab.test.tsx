import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { BuildMgmtResultDocument, GetResultOverviewDocument, PublishResultDocument } from '@usb/contracts/graphql';
import { renderRoute } from '@usb/contracts/testing';
import ResultsTab from './results-tab';

const result = {
  __typename: 'Result' as const,
  id: '3',
  battleID: '5',
  battleName: 'USB 2026',
  path: 'usb-2026',
  published: false,
  categories: [
    {
      __typename: 'ResultCategory' as const,
      category: 1,
      name: 'Spejder',
      taskNames: ['Kortet', 'Knob'],
      patrols: [
        { __typename: 'ResultPatrol' as const, name: 'Ørnene', corps: 'KFUM-Spejderne', taskResults: [10, 5], total: 15, rank: 1 },
        { __typename: 'ResultPatrol' as const, name: 'Ulvene', corps: 'KFUM-Spejderne', taskResults: [3, 2], total: 5, rank: 2 },
      ],
    },
  ],
};

describe('the results tab', () => {
  it('shows the built result per category and, once published, asks for the RESULTATER menu again', async () => {
    const menuFetched: boolean[] = [];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: BuildMgmtResultDocument, variables: { battleID: '5' } },
        result: { data: { results: { __typename: 'ResultsQuery', buildByBattleID: result } } },
      },
      {
        request: { query: PublishResultDocument, variables: { battleID: '5', path: 'usb-2026-finale' } },
        result: { data: { results: { __typename: 'ResultsMutation', publishByBattleID: { ...result, path: 'usb-2026-finale', published: true } } } },
      },
      {
        request: { query: GetResultOverviewDocument },
        result: () => {
          menuFetched.push(true);
          return {
            data: {
              results: { __typename: 'ResultsQuery', getOverview: [{ __typename: 'ResultOverviewItem', path: 'usb-2026-finale', battleName: 'USB 2026' }] },
            },
          };
        },
      },
    ];
    renderRoute('/mgmt/battles/5/resultater', '/mgmt/battles/:battleID/resultater', <ResultsTab />, mocks);
    const table = (await screen.findByText('Ørnene')).closest('table') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Patrulje', 'Korps', 'Kortet', 'Knob', 'Total']);
    expect(screen.getByText('Ikke offentliggjort')).toBeTruthy();

    const path = screen.getByRole('textbox', { name: 'Adresse' });
    expect((path as HTMLInputElement).value).toBe('usb-2026');
    await userEvent.clear(path);
    await userEvent.type(path, 'usb-2026-finale');
    await userEvent.click(screen.getByRole('button', { name: 'Offentliggør' }));
    // The pop-up asks first; its own 'Offentliggør' is the last button of that name.
    expect(await screen.findByText(/Offentliggør resultaterne under \/resultater\/usb-2026-finale\?/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Offentliggør' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Offentliggjort under /resultater/usb-2026-finale' })).toBeTruthy();
    await waitFor(() => expect(menuFetched).toEqual([true]));
  });

  it('refuses a path the api would refuse, before asking it', async () => {
    renderRoute('/mgmt/battles/5/resultater', '/mgmt/battles/:battleID/resultater', <ResultsTab />, [
      {
        request: { query: BuildMgmtResultDocument, variables: { battleID: '5' } },
        result: { data: { results: { __typename: 'ResultsQuery', buildByBattleID: result } } },
      },
    ]);
    const path = await screen.findByRole('textbox', { name: 'Adresse' });
    await userEvent.clear(path);
    await userEvent.type(path, 'USB 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Offentliggør' }));
    await userEvent.click(screen.getAllByRole('button', { name: 'Offentliggør' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Brug kun små bogstaver (a-z), tal og bindestreg')).toBeTruthy();
  });
});
