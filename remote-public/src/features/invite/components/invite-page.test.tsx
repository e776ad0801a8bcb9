import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetPatrolFromTokenDocument, JoinPatrolDocument } from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { currentUserMock } from '../../../testing/graphql-fixtures';
import { testPatrol } from '../../../testing/patrol-fixtures';
import { renderRoute, testUser } from '@usb/contracts/testing';
import { InvitePage } from './invite-page';

const text = messages.invite;
const URL = '/patrol/invite/tok1';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function invitationMockFor(times: { registrationFrom: string; registrationTo: string; start?: string; end?: string }) {
  return {
    request: { query: GetPatrolFromTokenDocument, variables: { token: 'tok1' } },
    result: {
      data: {
        patrols: {
          __typename: 'PatrolsQuery',
          getPatrolFromToken: {
            __typename: 'PatrolInvitation',
            id: 'p1',
            name: 'Ulvene',
            battle: {
              __typename: 'Battle',
              id: 'b1',
              name: 'USB 2025',
              start: inDays(30),
              end: inDays(30.1),
              ...times,
            },
            createdBy: { __typename: 'PublicUser', id: '9', contactInfo: { __typename: 'PublicContactInfo', fullName: 'Jonas Holm' } },
          },
        },
      },
    },
  };
}

const invitationMock = invitationMockFor({ registrationFrom: inDays(-14), registrationTo: inDays(29) });

function renderInvite(mocks: Parameters<typeof renderRoute>[3]) {
  return renderRoute(URL, 'patrol/invite/:token', <InvitePage />, mocks);
}

async function showsInvitation() {
  expect(await screen.findByText('Ulvene')).toBeTruthy();
  expect(screen.getByText('USB 2025')).toBeTruthy();
  expect(screen.getByText('Jonas Holm')).toBeTruthy();
}

describe('InvitePage', () => {
  beforeEach(() => sessionStore.getState().logout());

  it('says the link is no longer valid when the api answers NOT_FOUND', async () => {
    renderInvite([
      {
        request: invitationMock.request,
        result: { errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] },
      },
    ]);
    expect(await screen.findByText(messages.patrol.inviteInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it('asks a visitor to log in and brings them back to the invite afterwards', async () => {
    renderInvite([invitationMock]);
    await showsInvitation();
    expect(screen.getByText(text.loginRequired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: text.loginLink }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login?return=%2Fpatrol%2Finvite%2Ftok1'));
  });

  it('links a user already registered in the event to it instead of offering to join', async () => {
    sessionStore.getState().login('tok-7', { ...testUser, activated: true, patrols: [{ id: 'p3', battleID: 'b1' }] });
    renderInvite([invitationMock]);
    await showsInvitation();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
    expect(screen.getByRole('link', { name: text.showPatrol }).getAttribute('href')).toBe('/battles/b1');
  });

  it('tells a user who is not activated why they cannot join yet', async () => {
    sessionStore.getState().login('tok-7', { ...testUser, activated: false });
    renderInvite([invitationMock]);
    await showsInvitation();
    expect(screen.getByText(text.notActivated)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: text.profileLink }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user'));
  });

  it('offers to join after registration closed while the battle runs', async () => {
    sessionStore.getState().login('tok-7', { ...testUser, activated: true });
    renderInvite([invitationMockFor({ registrationFrom: inDays(-60), registrationTo: inDays(-1), start: inDays(-0.05), end: inDays(0.05) })]);
    await showsInvitation();
    expect(screen.getByRole('button', { name: text.join })).toBeTruthy();
  });

  it('says when joining is open instead of offering to join after the battle ended', async () => {
    sessionStore.getState().login('tok-7', { ...testUser, activated: true });
    renderInvite([invitationMockFor({ registrationFrom: inDays(-60), registrationTo: inDays(-3), start: inDays(-2), end: inDays(-1.9) })]);
    await showsInvitation();
    expect(screen.getByText(text.joiningClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.join })).toBeNull();
  });

  it("joins with 'Deltag', refreshes the user, tells the page and opens the event", async () => {
    const member = { ...testUser, activated: true };
    sessionStore.getState().login('tok-7', member);
    const events: unknown[] = [];
    const stop = on('participation-changed', (detail) => events.push(detail));
    renderInvite([
      invitationMock,
      {
        request: { query: JoinPatrolDocument, variables: { token: 'tok1' } },
        result: { data: { patrols: { __typename: 'PatrolsMutation', joinPatrol: testPatrol({ inviteLink: null }) } } },
      },
      currentUserMock({ ...member, patrols: [{ id: 'p1', battleID: 'b1' }] }),
    ]);
    await showsInvitation();

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: text.join }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/battles/b1'));
    expect(events).toEqual([{ battleID: 'b1' }]);
    expect(sessionStore.getState().user?.patrols).toEqual([expect.objectContaining({ id: 'p1', battleID: 'b1' })]);
    stop();
  });

  it('stays on the invite when joining fails (join errors are ignored)', async () => {
    sessionStore.getState().login('tok-7', { ...testUser, activated: true });
    renderInvite([
      invitationMock,
      {
        request: { query: JoinPatrolDocument, variables: { token: 'tok1' } },
        result: { errors: [{ message: 'closed', extensions: { code: 'CLOSED' } }] },
      },
    ]);
    await showsInvitation();
    const join = screen.getByRole('button', { name: text.join });

    await userEvent.setup({ delay: null }).click(join);

    await waitFor(() => expect((join as HTMLButtonElement).className).not.toContain('ant-btn-loading'));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
