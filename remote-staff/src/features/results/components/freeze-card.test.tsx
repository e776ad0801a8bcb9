import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetResultOverviewDocument, GetStaffBattleFreezeDocument, SetStaffBattleFreezeDocument } from '@usb/schema/graphql';
import { staffMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { mockOperation } from '../../../fixtures/graphql-mock';
import { FreezeCard } from './freeze-card';

const text = staffMessages.results.freeze;
// Danish times (UTC+1 in November): the screen shows and reads them whatever the machine's time zone.
const danish = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 13, hour - 1, minute)).toISOString();

function battle(freezeAt: string | null) {
  return { __typename: 'Battle', id: 'b1', start: danish(18), end: danish(22), freezeAt };
}

function render(freezeAt: string | null) {
  const get = mockOperation(GetStaffBattleFreezeDocument, () => ({ data: { battles: { __typename: 'BattlesQuery', getBattle: battle(freezeAt) } } }));
  const set = mockOperation(SetStaffBattleFreezeDocument, (variables) => ({
    data: { battles: { __typename: 'BattlesMutation', setBattleFreeze: battle((variables.freezeAt as string | null) ?? null) } },
  }));
  const overview = mockOperation(GetResultOverviewDocument, () => ({ data: { results: { __typename: 'ResultsQuery', getOverview: [] } } }));
  renderRoute('/staff/results', '/staff/results', <FreezeCard battleID="b1" />, [get.mock, set.mock, overview.mock]);
  return { set, overview };
}

const field = () => screen.findByLabelText<HTMLInputElement>(text.at);

describe("the results screen's freeze", () => {
  it('sets a freeze within the battle, says from when, and asks for the RESULTATER menu again', async () => {
    const { set, overview } = render(null);
    expect(await screen.findByText(text.none)).toBeTruthy();
    fireEvent.change(await field(), { target: { value: '2026-11-13T20:15' } });
    await userEvent.click(screen.getByRole('button', { name: text.save }));

    await waitFor(() => expect(set.calls).toEqual([{ battleID: 'b1', freezeAt: danish(20, 15) }]));
    expect((await screen.findByTestId('freeze-status')).textContent).toMatch(/^(Fryses fra|Frosset siden) 13\. nov\. kl\. 20:15\.$/);
    await waitFor(() => expect(overview.calls).toHaveLength(1));
  });

  it('refuses a time outside the battle or none, in Danish, and saves nothing', async () => {
    const { set } = render(null);
    fireEvent.change(await field(), { target: { value: '2026-11-13T23:30' } });
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Frysetidspunktet skal ligge mellem eventets start og slut (13. nov. kl. 18:00 - 13. nov. kl. 22:00).',
    );
    expect((await field()).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(await field(), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(text.required);
    expect(set.calls).toEqual([]);
  });

  it('shows the saved freeze and takes it away after asking', async () => {
    const { set } = render(danish(19, 30));
    expect((await field()).value).toBe('2026-11-13T19:30');
    await userEvent.click(screen.getByRole('button', { name: text.clear }));
    await userEvent.click(screen.getAllByRole('button', { name: text.clear }).at(-1) as HTMLElement);
    await waitFor(() => expect(set.calls).toEqual([{ battleID: 'b1', freezeAt: null }]));
    expect(await screen.findByText(text.none)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.clear })).toBeNull();
  });
});
