import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { SetBattleFreezeDocument } from '@usb/schema/graphql';
import { renderRoute } from '@usb/contracts/testing';
import { FreezeForm } from './freeze-form';
import { mgmtBattle as battle } from '../../../testing/fixtures';

function freezeMock(sent: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: SetBattleFreezeDocument, variables: () => true },
    result: (variables) => {
      sent.push(variables);
      return { data: { battles: { __typename: 'BattlesMutation', setBattleFreeze: { ...battle, freezeAt: variables.freezeAt as string | null } } } };
    },
  };
}

const field = () => screen.findByLabelText<HTMLInputElement>('Frys fra');
const saveButton = () => screen.getByRole('button', { name: 'Gem frysning' });

describe('the freeze form', () => {
  it('saves a freeze time typed on Danish time as the instant it means', async () => {
    const sent: unknown[] = [];
    renderRoute('/mgmt/battles', '/mgmt/battles', <FreezeForm battle={battle} />, [freezeMock(sent)]);
    await userEvent.type(await field(), '12-11-2026 21:00{Enter}');
    await userEvent.click(saveButton());
    await waitFor(() => expect(sent).toEqual([{ battleID: '5', freezeAt: '2026-11-12T20:00:00.000Z' }]));
  });

  it('refuses a time outside the battle, sending nothing', async () => {
    const sent: unknown[] = [];
    renderRoute('/mgmt/battles', '/mgmt/battles', <FreezeForm battle={battle} />, [freezeMock(sent)]);
    await userEvent.type(await field(), '12-11-2026 22:00{Enter}');
    await userEvent.click(saveButton());
    expect(await screen.findByText('Frysetidspunktet skal ligge mellem eventets start og slut')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('clears the freeze when the field is emptied', async () => {
    const sent: unknown[] = [];
    renderRoute('/mgmt/battles', '/mgmt/battles', <FreezeForm battle={{ ...battle, freezeAt: '2026-11-12T20:00:00.000Z' }} />, [freezeMock(sent)]);
    expect((await field()).value).toBe('12. nov. 2026 21:00');
    await userEvent.hover(await field());
    await userEvent.click(document.querySelector('.ant-picker-clear')!);
    await userEvent.click(saveButton());
    await waitFor(() => expect(sent).toEqual([{ battleID: '5', freezeAt: null }]));
  });
});
