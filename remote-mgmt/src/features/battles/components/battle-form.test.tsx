import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GetMgmtBattlesDocument, SaveBattleDocument } from '@usb/schema/graphql';
import { renderRoute } from '@usb/contracts/testing';
import { EditBattleForm } from './edit-battle-form';
import { mgmtBattle as battle } from '../../../testing/fixtures';

function renderForm(mocks: MockLink.MockedResponse[] = [], shown = battle) {
  return renderRoute('/mgmt/battles', '/mgmt/battles', <EditBattleForm battle={shown} />, mocks);
}

const saveButton = () => screen.getByRole('button', { name: 'Gem' });

describe('the battle form', () => {
  it('shows the times on Danish time', async () => {
    renderForm();
    expect((await screen.findByLabelText<HTMLInputElement>('Start')).value).toBe('12. nov. 2026 18:30');
    expect(screen.getByLabelText<HTMLInputElement>('Tilmelding fra').value).toBe('1. sept. 2026 02:00');
  });

  it('asks for a name and says so under the field, sending nothing', async () => {
    renderForm();
    await userEvent.clear(await screen.findByLabelText('Navn'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('Feltet skal udfyldes')).toBeTruthy();
  });

  it('refuses an end before the start and registration closing before it opens', async () => {
    renderForm([], { ...battle, end: '2026-11-12T17:00:00.000Z', registrationTo: '2026-08-31T00:00:00.000Z' });
    await userEvent.click(await screen.findByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Slut skal være samme tid som eller efter start')).toBeTruthy();
    expect(screen.getByText('Tilmelding til skal være samme tid som eller efter tilmelding fra')).toBeTruthy();
  });

  it('saves a time typed on Danish time as the instant it means', async () => {
    const sent: unknown[] = [];
    const save: MockLink.MockedResponse = {
      request: { query: SaveBattleDocument, variables: () => true },
      result: (variables) => {
        sent.push(variables);
        return { data: { battles: { __typename: 'BattlesMutation', saveBattle: { ...battle, end: '2026-11-12T21:00:00.000Z' } } } };
      },
    };
    const list: MockLink.MockedResponse = {
      request: { query: GetMgmtBattlesDocument },
      result: { data: { battles: { __typename: 'BattlesQuery', getBattles: [] } } },
    };
    renderForm([save, list]);
    const end = await screen.findByLabelText('Slut');
    await userEvent.clear(end);
    await userEvent.type(end, '12-11-2026 22:00{Enter}');
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(sent).toEqual([
        {
          id: '5',
          name: 'USB 2026',
          start: battle.start,
          end: '2026-11-12T21:00:00.000Z',
          registrationFrom: battle.registrationFrom,
          registrationTo: battle.registrationTo,
        },
      ]),
    );
  });

  it('marks the fields the api refuses and keeps what was typed', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: SaveBattleDocument, variables: () => true },
      result: { errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: ['end'] } }] },
    };
    renderForm([refused]);
    const name = await screen.findByLabelText('Navn');
    await userEvent.clear(name);
    await userEvent.type(name, 'USB 2026 finale');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Nogle felter er ikke udfyldt rigtigt. Se beskederne ved felterne.')).toBeTruthy();
    expect(screen.getByText('Slut skal være samme tid som eller efter start')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Navn').value).toBe('USB 2026 finale');
  });
});
