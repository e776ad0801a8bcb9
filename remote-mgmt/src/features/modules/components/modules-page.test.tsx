import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { ROLE_ADMIN } from '@usb/schema/domain';
import {
  ActivateRemoteVersionDocument,
  CreateRemotePreviewLinkDocument,
  GetDeployLockDocument,
  GetRemoteHistoryDocument,
  GetRemoteModulesDocument,
  RollbackRemoteDocument,
  SetDeployLockDocument,
  SetRemoteCanaryDocument,
} from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import { deployToken, deployTokensAnswer } from '../../../testing/fixtures';
import { HISTORY_LIMIT } from '../api/use-remote-history';
import ModulesPage from './modules-page';

const noReports = { __typename: 'RemoteVersionReports' as const, loads: 0, failedLoads: 0, errorRate: null, messages: [] };

const version = (
  name: string,
  id: string,
  active: boolean,
  overrides: { contractsVersion?: string | null; sizeBytes?: number; deployedBy?: string; activatedAt?: string | null } = {},
) => ({
  __typename: 'RemoteVersion' as const,
  name,
  version: id,
  contractsVersion: overrides.contractsVersion === undefined ? '1.0.0' : overrides.contractsVersion,
  sizeBytes: overrides.sizeBytes ?? 865_280,
  deployedAt: id.endsWith('a') ? '2026-11-10T09:15:00.000Z' : '2026-11-12T17:30:00.000Z',
  deployedBy: overrides.deployedBy ?? 'admin',
  active,
  activatedAt: overrides.activatedAt === undefined ? '2026-11-10T09:15:00.000Z' : overrides.activatedAt,
  reports: noReports,
});

/** remote-staff's 1.0.0-bbbb to 10 % of the browsers, 3 of its 40 loads failed. */
const staffCanary = {
  __typename: 'RemoteCanary' as const,
  version: '1.0.0-bbbb',
  percent: 10,
  startedAt: '2026-11-12T18:00:00.000Z',
  startedBy: 'admin',
  errorLimit: 0.05,
  minLoads: 20,
  reports: {
    ...noReports,
    loads: 40,
    failedLoads: 3,
    errorRate: 0.075,
    messages: [
      {
        __typename: 'RemoteErrorMessage' as const,
        message: "Cannot read properties of undefined (reading 'id')",
        count: 3,
        lastAt: '2026-11-12T18:20:00.000Z',
      },
    ],
  },
};

const staffModule = (activeVersion: string, canary: typeof staffCanary | null = null) => ({
  __typename: 'RemoteModule' as const,
  name: 'remote-staff',
  activeVersion,
  canary,
  versions: [
    version('remote-staff', '1.0.0-bbbb', activeVersion === '1.0.0-bbbb', { sizeBytes: 1.44 * 1024 * 1024, deployedBy: 'token:staff-ci' }),
    version('remote-staff', '1.0.0-aaaa', activeVersion === '1.0.0-aaaa', { contractsVersion: null }),
  ],
});
const publicModule = {
  __typename: 'RemoteModule' as const,
  name: 'remote-public',
  activeVersion: '1.0.0-pppp',
  canary: null,
  versions: [version('remote-public', '1.0.0-pppp', true, { deployedBy: 'cli' })],
};

const modulesAnswer = (staffActive: string, canary: typeof staffCanary | null = null): MockLink.MockedResponse => ({
  request: { query: GetRemoteModulesDocument },
  result: { data: { remotes: { __typename: 'RemotesQuery', getModules: [publicModule, staffModule(staffActive, canary)] } } },
});

const lockAnswer = (lock: object | null): MockLink.MockedResponse => ({
  request: { query: GetDeployLockDocument },
  result: { data: { remotes: { __typename: 'RemotesQuery', getDeployLock: lock } } },
});

const deploySwitch = {
  __typename: 'RemoteSwitch' as const,
  id: '1',
  name: 'remote-staff',
  kind: 'DEPLOY' as const,
  fromVersion: '1.0.0-aaaa',
  toVersion: '1.0.0-bbbb',
  percent: null,
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
  return renderModulesWith(modulesAnswer('1.0.0-bbbb'), ...mocks);
}

function renderModulesWith(modules: MockLink.MockedResponse, ...mocks: MockLink.MockedResponse[]) {
  sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
  return renderRoute('/mgmt/moduler', '/mgmt/moduler', <ModulesPage />, [
    modules,
    lockAnswer(null),
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

  it('shows a canary with its share, its reports and the limit, and raises it one step', async () => {
    const { alerts, off } = recordAlerts();
    renderModulesWith(
      modulesAnswer('1.0.0-aaaa', staffCanary),
      {
        request: { query: SetRemoteCanaryDocument, variables: { name: 'remote-staff', version: '1.0.0-bbbb', percent: 25 } },
        result: { data: { remotes: { __typename: 'RemotesMutation', setCanary: staffModule('1.0.0-aaaa', { ...staffCanary, percent: 25 }) } } },
      },
      modulesAnswer('1.0.0-aaaa', { ...staffCanary, percent: 25 }),
      historyAnswer({ ...deploySwitch, id: '3', kind: 'CANARY', percent: 25, by: 'admin' }, deploySwitch),
    );
    const canary = await screen.findByRole('region', { name: 'Trinvis udrulning: remote-staff' });
    expect(canary.textContent).toContain('Version 1.0.0-bbbb går til 10 % af browserne (startet 12. nov. 2026 19:00 af admin).');
    expect(canary.textContent).toContain('40 indlæsninger, 3 fejlede (7,5\u00a0%)');
    expect(canary.textContent).toContain("3 × Cannot read properties of undefined (reading 'id')");
    expect(canary.textContent).toContain('Den rulles tilbage af sig selv, hvis over 5\u00a0% af mindst 20 indlæsninger fejler.');
    // The canary's own version offers no second canary; the active one offers none either.
    const staff = await section('remote-staff');
    expect(within(staff).queryByLabelText('Start en trinvis udrulning af version 1.0.0-bbbb af remote-staff')).toBeNull();

    await userEvent.click(button(canary, 'Hæv den trinvise udrulning af remote-staff til 25 %'));
    await confirm('Giv version 1.0.0-bbbb af remote-staff til 25 % af browserne?');
    await waitFor(() => expect(alerts).toEqual(['remote-staff: version 1.0.0-bbbb går nu til 25 % af browserne.']));
    expect(await within(await section('Historik')).findByText('Trinvis 25 %')).toBeTruthy();
    off();
  });

  it('says in Danish that deploys are locked when a canary is started during a lock', async () => {
    const { alerts, off } = recordAlerts();
    renderModulesWith(modulesAnswer('1.0.0-bbbb'), {
      request: { query: SetRemoteCanaryDocument, variables: { name: 'remote-staff', version: '1.0.0-aaaa', percent: 1 } },
      result: { errors: [new GraphQLError('deploys are locked', { extensions: { code: 'LOCKED' } })] },
    });
    const older = rowOf(await section('remote-staff'), '1.0.0-aaaa');
    await userEvent.click(button(older, 'Start en trinvis udrulning af version 1.0.0-aaaa af remote-staff'));
    await confirm('Giv version 1.0.0-aaaa af remote-staff til 1 % af browserne?');
    await waitFor(() => expect(alerts).toEqual(['Udrulninger er låst lige nu. Fjern låsen øverst på siden, eller vent til den udløber.']));
    off();
  });

  it('makes a preview link of a version and shows its whole address and expiry', async () => {
    renderModules({
      request: { query: CreateRemotePreviewLinkDocument, variables: { name: 'remote-staff', version: '1.0.0-aaaa' } },
      result: {
        data: {
          remotes: {
            __typename: 'RemotesMutation',
            createPreviewLink: { __typename: 'RemotePreviewLink', url: '/?preview=abc.def', expiresAt: '2026-11-13T17:30:00.000Z' },
          },
        },
      },
    });
    const staff = await section('remote-staff');
    await userEvent.click(button(rowOf(staff, '1.0.0-aaaa'), 'Lav et link til forhåndsvisning af version 1.0.0-aaaa af remote-staff'));
    expect((await within(staff).findByTestId('preview-link')).textContent).toBe(`${window.location.origin}/?preview=abc.def`);
    expect(
      within(staff).getByText('Den browser, der åbner linket, ser siden med denne version indtil 13. nov. 2026 18:30. Alle andre ser den aktive version.'),
    ).toBeTruthy();
  });

  it('shows a lock in force and names the automatic rollback in the history', async () => {
    sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
    renderRoute('/mgmt/moduler', '/mgmt/moduler', <ModulesPage />, [
      modulesAnswer('1.0.0-aaaa'),
      lockAnswer({
        __typename: 'DeployLock',
        from: '2026-11-12T17:00:00.000Z',
        until: '2099-11-12T23:00:00.000Z',
        reason: 'USB 2026',
        setBy: 'admin',
        active: true,
      }),
      historyAnswer({ ...deploySwitch, id: '4', kind: 'CANARY_STOP', fromVersion: '1.0.0-aaaa', by: 'auto' }),
      deployTokensAnswer(),
    ]);
    const lock = await section('Udrulningslås');
    expect(await within(lock).findByText('Udrulninger er låst til 13. nov. 2099 00:00: USB 2026')).toBeTruthy();
    const stop = (await within(await section('Historik')).findByText('Trinvis stoppet')).closest('tr') as HTMLElement;
    expect(stop.textContent).toContain('automatisk (for mange fejl)');
  });

  it('refuses a lock whose end is before its start, before asking the api', async () => {
    const setLock = jest.fn();
    renderModules({ request: { query: SetDeployLockDocument, variables: () => true }, result: () => (setLock(), { data: null }) });
    const lock = await section('Udrulningslås');
    await userEvent.type(within(lock).getByLabelText('Fra'), '12-11-2099 23:00');
    await userEvent.type(within(lock).getByLabelText('Til'), '12-11-2099 17:00');
    await userEvent.type(within(lock).getByLabelText('Begrundelse'), 'USB 2099');
    await userEvent.click(within(lock).getByText('Lås udrulninger').closest('button') as HTMLButtonElement);
    expect(await within(lock).findByText('Til skal være efter Fra')).toBeTruthy();
    expect(setLock).not.toHaveBeenCalled();
  });
});
