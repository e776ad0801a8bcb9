import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ParticipateBattleDocument } from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, testUser } from '@usb/contracts/testing';
import { testPatrol } from '../../../testing/patrol-fixtures';
import { currentUserMock } from '../../../testing/graphql-fixtures';
import { PatrolForm } from './patrol-form';

const text = messages.patrolForm;

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

beforeEach(() => sessionStore.getState().login('tok-7', { ...testUser, activated: true }));

describe('PatrolForm of an existing patrol', () => {
  it('lets the owner edit and save', () => {
    renderRoute('/battles/b1', 'battles/:id', <PatrolForm battleID="b1" patrol={testPatrol()} currentUserID="7" started={false} onParticipated={jest.fn()} />);

    expect(screen.getByText(`${text.existingTitle} Ulvene`)).toBeTruthy();
    expect(field(text.name).value).toBe('Ulvene');
    expect(field(text.name).disabled).toBe(false);
    expect(field(text.city).disabled).toBe(false);
    expect(screen.getByRole('button', { name: text.save })).toBeTruthy();
  });

  it('shows a member the fields disabled, no save button and who the owner is', () => {
    renderRoute('/battles/b1', 'battles/:id', <PatrolForm battleID="b1" patrol={testPatrol()} currentUserID="9" started={false} onParticipated={jest.fn()} />);

    for (const label of [text.name, text.city, text.groupName, text.patrolSize]) {
      expect(field(label).disabled).toBe(true);
    }
    expect(screen.getByRole('combobox', { name: text.corps }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: text.save })).toBeNull();
    expect(screen.getByText('Kun patruljens ejer, Mette Hansen, kan rette patruljens oplysninger.')).toBeTruthy();
  });

  it('shows the owner the fields disabled after the start, no save button and why', () => {
    renderRoute('/battles/b1', 'battles/:id', <PatrolForm battleID="b1" patrol={testPatrol()} currentUserID="7" started onParticipated={jest.fn()} />);

    for (const label of [text.name, text.city, text.groupName, text.patrolSize]) {
      expect(field(label).disabled).toBe(true);
    }
    expect(screen.getByRole('combobox', { name: text.corps }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: text.save })).toBeNull();
    expect(screen.getByText(text.startedLocked)).toBeTruthy();
    expect(screen.queryByText('Kun patruljens ejer, Mette Hansen, kan rette patruljens oplysninger.')).toBeNull();
  });
});

describe('PatrolForm of a new patrol', () => {
  it('registers the patrol, shows both messages, refreshes the user and emits participation-changed', async () => {
    const created = testPatrol({ id: 'p5', name: 'Ræven' });
    const refreshedUser = { ...testUser, activated: true, patrols: [{ id: 'p5', battleID: 'b1' }] };
    const mocks = [
      {
        request: {
          query: ParticipateBattleDocument,
          variables: {
            battleID: 'b1',
            patrol: { name: 'Ræven', category: 2, corps: 8, city: 'Odense', groupName: '', patrolSize: 3 },
          },
        },
        result: { data: { patrols: { __typename: 'PatrolsMutation', participateBattle: created } } },
      },
      currentUserMock(refreshedUser),
    ];
    const events: unknown[] = [];
    const stop = on('participation-changed', (detail) => events.push(detail));
    const onParticipated = jest.fn();
    renderRoute(
      '/battles/b1',
      'battles/:id',
      <PatrolForm battleID="b1" patrol={null} currentUserID="7" started={false} onParticipated={onParticipated} />,
      mocks,
    );

    expect(screen.getByText(text.newTitle, { selector: '.ant-card-head-title' })).toBeTruthy();
    const user = userEvent.setup({ delay: null });
    await user.type(field(text.name), 'Ræven');
    await user.click(screen.getByText('OBG(18+)'));
    await user.click(screen.getByRole('combobox', { name: text.corps }));
    await user.keyboard('Det Danske');
    await user.click(await screen.findByTitle('Det Danske Spejderkorps'));
    await user.type(field(text.city), 'Odense');
    await user.click(screen.getByRole('button', { name: text.participate }));

    expect(await screen.findByText(messages.patrol.participateSuccess)).toBeTruthy();
    expect(screen.getByText(messages.patrol.newRegistered)).toBeTruthy();
    expect(onParticipated).toHaveBeenCalledWith(expect.objectContaining({ id: 'p5', name: 'Ræven' }));
    expect(events).toEqual([{ battleID: 'b1' }]);
    expect(sessionStore.getState().user?.patrols).toEqual([expect.objectContaining({ id: 'p5', battleID: 'b1' })]);
    stop();
  });

  it('shows the participate failure text when the api refuses', async () => {
    const mocks = [
      {
        request: {
          query: ParticipateBattleDocument,
          variables: { battleID: 'b1', patrol: { name: 'Ræven', category: 1, corps: 0, city: '', groupName: '', patrolSize: 3 } },
        },
        result: { errors: [{ message: 'taken', extensions: { code: 'CONFLICT' } }] },
      },
    ];
    const events: unknown[] = [];
    const stop = on('participation-changed', (detail) => events.push(detail));
    renderRoute('/battles/b1', 'battles/:id', <PatrolForm battleID="b1" patrol={null} currentUserID="7" started={false} onParticipated={jest.fn()} />, mocks);

    const user = userEvent.setup({ delay: null });
    await user.type(field(text.name), 'Ræven');
    await user.click(screen.getByRole('combobox', { name: text.corps }));
    await user.click(await screen.findByTitle('Andet'));
    await user.click(screen.getByRole('button', { name: text.participate }));

    expect(await screen.findByText(messages.patrol.participateFailure)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(messages.patrol.newRegistered)).toBeNull());
    expect(events).toEqual([]);
    stop();
  });
});
