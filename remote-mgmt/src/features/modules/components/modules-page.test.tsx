import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ROLE_ADMIN } from '@usb/contracts/domain';
import { ActivateRemoteVersionDocument, GetRemoteHistoryDocument, GetRemoteModulesDocument, RollbackRemoteDocument } from '@usb/contracts/graphql';
import { on } from '@usb/contracts/events';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import { deployToken, deployTokensAnswer } from '../../../testing/fixtures';
import { HISTORY_LIMIT } from '../api/use-remote-history';
import ModulesPage from './modules-page';

const version = (name: string, id: string, active: boolean, overrides: { contractsVersion?: string | null; sizeBytes?: number; deployedBy?: string } = {}) => ({
  __typename: 'RemoteVersion' as const,
  name,
  version: id,
  contractsVersion: overrides.contractsVersion === undefined ? '1.0.0' : overrides.contractsVersion,
  sizeBytes: overrides.sizeBytes ?? 865_280,
  deployedAt: id.endsWith('a') ? '2026-11-10T09:15:00.000Z' : '2026-11-12T17:30:00.000Z',
  deployedBy: overrides.deployedBy ?? 'admin',
  active,
});

const staffModule = (activeVersion: string) => ({
  __typename: 'RemoteModule' as const,
  name: 'remote-staff',
  activeVersion,
  versions: [
    version('remote-staff', '1.0.0-bbbb', activeVersion === '1.0.0-bbbb', { sizeBytes: 1.44 * 1024 * 1024, deployedBy: 'token:staff-ci' }),
    version('remote-staff', '1.0.0-aaaa', activeVersion === '1.0.0-aaaa', { contractsVersion: null }),
  ],
});
const publicModule = {
  __typename: 'RemoteModule' as const,
  name: 'remote-public',
  activeVersion: '1.0.0-pppp',
  versions: [version('remote-public', '1.0.0-pppp', true, { deployedBy: 'cli' })],
};

const modulesAnswer = (staffActive: string): MockLink.MockedResponse => ({
  request: { query: GetRemoteModulesDocument },
  result: { data: { remotes: { __typename: 'RemotesQuery', getModules: [publicModule, staffModule(staffActive)] } } },
});

const deploySwitch = {
  __typename: 'RemoteSwitch' as const,
  id: '1',
  name: 'remote-staff',
  kind: 'DEPLOY' as const,
  fromVersion: '1.0.0-aaaa',
  toVersion: '1.0.0-bbbb',
  at: '2026-11-12T17:30:00.000Z',
  by: 'token:staff-ci',
};
const rollbackSwitch = {
  ...deploySwitch,
  id: '2',
  kind: 'ROLLBACK' as const,
  fromVersion: '1.0.0-bbbb',
  toVersion: '1.0.0-aaaa',
  at: '2026-11-12T18:00:00.000Z',
  by: 'admin',
};
const historyAnswer = (...switches: object[]): MockLink.MockedResponse => ({
  request: { query: GetRemoteHistoryDocument, variables: { limit: HISTORY_LIMIT } },
  result: { data: { remotes: { __typename: 'RemotesQuery', getHistory: switches } } },
});

function renderModules(...mocks: MockLink.MockedResponse[]) {
  sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
  return renderRoute('/mgmt/moduler', '/mgmt/moduler', <ModulesPage />, [
    modulesAnswer('1.0.0-bbbb'),
    historyAnswer(deploySwitch),
    deployTokensAnswer(deployToken('7', 'staff-ci')),
    ...mocks,
  ]);
}

/** A button by its accessible name from aria-label (cheaper in jsdom than a role query over the whole page). */
const button = (scope: HTMLElement, name: string) => within(scope).getByLabelText(name).closest('button') as HTMLButtonElement;

function recordAlerts(): { alerts: string[]; off: () => void } {
  const alerts: string[] = [];
  const off = on('alert', (alert) => alerts.push(alert.message));
  return { alerts, off };
}

const section = async (name: string) => (await screen.findByText(name, { selector: 'h3' })).closest('section') as HTMLElement;
const rowOf = (within_: HTMLElement, text: string) => within(within_).getByText(text).closest('tr') as HTMLElement;

/** Answers the open Popconfirm with 'Ja'. */
async function confirm(question: string): Promise<void> {
  const popup = (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
  await userEvent.click(within(popup).getByText('Ja').closest('button') as HTMLButtonElement);
}

describe('the Moduler screen', () => {
  it('lists every remote with its versions, the active one marked, the history in Danish and the deploy tokens', async () => {
    renderModules();
    const staff = await section('remote-staff');
    expect(await within(staff).findByText('Aktiv version: 1.0.0-bbbb')).toBeTruthy();
    const newest = rowOf(staff, '1.0.0-bbbb');
    expect(within(newest).getByText('Aktiv')).toBeTruthy();
    expect(within(newest).getByText('1,4 MB')).toBeTruthy();
    expect(within(newest).getByText('12. nov. 2026 18:30')).toBeTruthy();
    expect(within(newest).getByText('token:staff-ci')).toBeTruthy();
    expect(within(newest).queryByLabelText('Aktivér version 1.0.0-bbbb af remote-staff')).toBeNull();
    const older = rowOf(staff, '1.0.0-aaaa');
    expect(within(older).getByText('845 KB')).toBeTruthy();
    expect(within(older).getByText('ukendt')).toBeTruthy();
    expect(button(older, 'Aktivér version 1.0.0-aaaa af remote-staff').disabled).toBe(false);
    expect(button(staff, 'Rul remote-staff tilbage').disabled).toBe(false);
    expect(button(await section('remote-public'), 'Rul remote-public tilbage').disabled).toBe(true);

    const history = (await within(await section('Historik')).findByText('Udrullet')).closest('tr') as HTMLElement;
    expect(history.textContent).toContain('12. nov. 2026 18:30');
    expect(history.textContent).toContain('1.0.0-aaaa → 1.0.0-bbbb');
    const staffToken = (await within(await section('Udrulningsnøgler')).findByText('staff-ci')).closest('tr') as HTMLElement;
    expect(within(staffToken).getByText('Gyldig')).toBeTruthy();
    expect(within(staffToken).getByText('remote-staff')).toBeTruthy();
  });

  it("rolls a remote back after 'Ja', then shows the older version active and the switch in the history", async () => {
    const { alerts, off } = recordAlerts();
    renderModules(
      {
        request: { query: RollbackRemoteDocument, variables: { name: 'remote-staff' } },
        result: { data: { remotes: { __typename: 'RemotesMutation', rollback: staffModule('1.0.0-aaaa') } } },
      },
      modulesAnswer('1.0.0-aaaa'),
      historyAnswer(rollbackSwitch, deploySwitch),
    );
    const staff = await section('remote-staff');
    await userEvent.click(button(staff, 'Rul remote-staff tilbage'));
    await confirm('Rul remote-staff tilbage til version 1.0.0-aaaa, udrullet 10. nov. 2026 10:15?');
    expect(await within(staff).findByText('Aktiv version: 1.0.0-aaaa')).toBeTruthy();
    expect(within(rowOf(staff, '1.0.0-aaaa')).getByText('Aktiv')).toBeTruthy();
    expect(await within(await section('Historik')).findByText('Rullet tilbage')).toBeTruthy();
    expect(alerts).toEqual(['remote-staff er rullet tilbage til version 1.0.0-aaaa.']);
    off();
  });

  it('says in Danish when there is nothing to roll back to', async () => {
    const { alerts, off } = recordAlerts();
    renderModules({
      request: { query: RollbackRemoteDocument, variables: { name: 'remote-staff' } },
      result: { errors: [new GraphQLError('no earlier version', { extensions: { code: 'NOT_FOUND' } })] },
    });
    await userEvent.click(button(await section('remote-staff'), 'Rul remote-staff tilbage'));
    await confirm('Rul remote-staff tilbage til version 1.0.0-aaaa, udrullet 10. nov. 2026 10:15?');
    await waitFor(() => expect(alerts).toEqual(['Der er ingen tidligere version af remote-staff at rulle tilbage til.']));
    off();
  });

  it("activates another version after 'Ja'", async () => {
    const { alerts, off } = recordAlerts();
    renderModules(
      {
        request: { query: ActivateRemoteVersionDocument, variables: { name: 'remote-staff', version: '1.0.0-aaaa' } },
        result: { data: { remotes: { __typename: 'RemotesMutation', activate: staffModule('1.0.0-aaaa') } } },
      },
      modulesAnswer('1.0.0-aaaa'),
      historyAnswer({ ...rollbackSwitch, kind: 'ACTIVATE' }, deploySwitch),
    );
    const staff = await section('remote-staff');
    await userEvent.click(button(staff, 'Aktivér version 1.0.0-aaaa af remote-staff'));
    await confirm('Aktivér version 1.0.0-aaaa af remote-staff? Siden henter den ved næste indlæsning.');
    expect(await within(staff).findByText('Aktiv version: 1.0.0-aaaa')).toBeTruthy();
    expect(await within(await section('Historik')).findByText('Aktiveret')).toBeTruthy();
    expect(alerts).toEqual(['remote-staff kører nu version 1.0.0-aaaa.']);
    off();
  });
});
