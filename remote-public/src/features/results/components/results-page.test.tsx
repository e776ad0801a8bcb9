import { screen } from '@testing-library/react';
import { GetResultByPathDocument } from '@usb/schema/graphql';
import { messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import { ResultsPage } from './results-page';

const text = messages.resultsPage;

function resultMock(frozenAt: string | null) {
  return {
    request: { query: GetResultByPathDocument, variables: { path: 'usb-2026' } },
    result: {
      data: {
        results: {
          __typename: 'ResultsQuery',
          getByPath: {
            __typename: 'Result',
            id: 'r1',
            battleID: 'b1',
            battleName: 'USB 2026',
            path: 'usb-2026',
            published: true,
            frozenAt,
            categories: [
              {
                __typename: 'ResultCategory',
                category: 1,
                name: 'Spejder',
                taskNames: ['Bålet'],
                patrols: [{ __typename: 'ResultPatrol', name: 'Ulvene', corps: '', taskResults: [7], total: 7, rank: 1 }],
              },
            ],
          },
        },
      },
    },
  };
}

const renderResults = (frozenAt: string | null) => renderRoute('/resultater/usb-2026', 'resultater/:path', <ResultsPage />, [resultMock(frozenAt)]);

describe('ResultsPage', () => {
  it('says the standings are frozen, and since when, while the battle is frozen', async () => {
    renderResults('2026-11-12T20:00:00.000Z');
    expect(await screen.findByText(text.frozenTitle)).toBeTruthy();
    // Danish time (20:00 UTC is 21:00 in November), whatever the test machine's time zone.
    expect(screen.getByText('Pointene vises, som de var d. 12. nov. 2026 kl. 21:00. Resten afsløres ved præmieoverrækkelsen.')).toBeTruthy();
    expect(screen.getByText('Ulvene')).toBeTruthy();
  });

  it('shows no note for live standings', async () => {
    renderResults(null);
    expect(await screen.findByText('Ulvene')).toBeTruthy();
    expect(screen.queryByText(text.frozenTitle)).toBeNull();
  });
});
