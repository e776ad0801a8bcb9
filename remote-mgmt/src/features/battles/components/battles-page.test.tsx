import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { CreateBattleDocument, GetMgmtBattlesDocument } from '@usb/schema/graphql';
import { renderRoute } from '@usb/contracts/testing';
import { BattlesPage } from './battles-page';

const list = (): MockLink.MockedResponse => ({
  request: { query: GetMgmtBattlesDocument },
  result: { data: { battles: { __typename: 'BattlesQuery', getBattles: [] } } },
});

/** A createBattle mock that records what was sent. */
function createMock(sent: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: CreateBattleDocument, variables: () => true },
    result: (variables) => {
      sent.push(variables);
      return { data: { battles: { __typename: 'BattlesMutation', createBattle: { __typename: 'Battle', id: '8', freezeAt: null, ...variables } } } };
    },
  };
}

const renderPage = (mocks: MockLink.MockedResponse[]) => renderRoute('/mgmt/battles', '/mgmt/battles', <BattlesPage />, mocks);

describe('creating a battle', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-27T11:19:00.000Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('asks for the name and the times, starting from times ahead, and creates nothing when closed', async () => {
    const sent: unknown[] = [];
    renderPage([list(), createMock(sent)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Opret event' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nyt event' });
    expect(screen.getByLabelText<HTMLInputElement>('Start').value).toBe('25. dec. 2026 18:30');
    expect(screen.getByLabelText<HTMLInputElement>('Tilmelding fra').value).toBe('28. nov. 2026 00:00');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nyt event' })).toBeNull());
    expect(sent).toEqual([]);
  });

  it('creates the battle with the name and times once saved', async () => {
    const sent: unknown[] = [];
    renderPage([list(), createMock(sent), list()]);
    await userEvent.click(await screen.findByRole('button', { name: 'Opret event' }));
    await userEvent.type(await screen.findByLabelText('Navn'), ' USB 2027 ');
    await userEvent.click(screen.getAllByRole('button', { name: 'Opret event' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(sent).toEqual([
        {
          name: 'USB 2027',
          start: '2026-12-25T17:30:00.000Z',
          end: '2026-12-25T20:30:00.000Z',
          registrationFrom: '2026-11-27T23:00:00.000Z',
          registrationTo: '2026-12-25T17:30:00.000Z',
        },
      ]),
    );
  });
});
