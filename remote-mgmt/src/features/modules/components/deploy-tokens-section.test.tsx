import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ROLE_ADMIN } from '@usb/schema/domain';
import { CreateDeployTokenDocument, RevokeDeployTokenDocument } from '@usb/schema/graphql';
import { on } from '@usb/contracts/events';
import { sessionStore } from '@usb/contracts/session';
import { renderRoute, userWithRoles } from '@usb/contracts/testing';
import { deployToken, deployTokensAnswer } from '../../../testing/fixtures';
import { DeployTokensSection } from './deploy-tokens-section';

function renderTokens(...mocks: MockLink.MockedResponse[]) {
  sessionStore.getState().login('t', userWithRoles(ROLE_ADMIN));
  return renderRoute('/mgmt/moduler', '/mgmt/moduler', <DeployTokensSection />, [deployTokensAnswer(deployToken('7', 'staff-ci')), ...mocks]);
}

const buttonWithText = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLButtonElement;
const rowOf = async (label: string) => (await screen.findByText(label)).closest('tr') as HTMLElement;

describe('the deploy tokens', () => {
  it('lists each token with its remotes, when it was made and last used, and whether it is valid', async () => {
    renderTokens();
    const row = await rowOf('staff-ci');
    expect(within(row).getByText('remote-staff')).toBeTruthy();
    expect(within(row).getByText('1. nov. 2026 09:00')).toBeTruthy();
    expect(within(row).getByText('12. nov. 2026 18:30')).toBeTruthy();
    expect(within(row).getByText('Gyldig')).toBeTruthy();
  });

  it('makes a token for the chosen remotes and shows its secret once, with a copy button and a warning', async () => {
    const user = userEvent.setup();
    const created = deployToken('8', 'public-ci', { lastUsedAt: null });
    renderTokens(
      {
        request: { query: CreateDeployTokenDocument, variables: { label: 'public-ci', remotes: ['remote-public'] } },
        result: {
          data: {
            remotes: { __typename: 'RemotesMutation', createDeployToken: { __typename: 'CreatedDeployToken', token: 'usbdt_secret', deployToken: created } },
          },
        },
      },
      deployTokensAnswer(created, deployToken('7', 'staff-ci')),
    );
    await rowOf('staff-ci');
    await user.click(buttonWithText(document.body, 'Opret nøgle'));
    expect(await screen.findByText('Vælg mindst ét modul')).toBeTruthy();
    await user.type(screen.getByLabelText('Navn'), 'public-ci');
    await user.click(screen.getByLabelText('remote-public'));
    await user.click(buttonWithText(document.body, 'Opret nøgle'));

    expect(await screen.findByText('Kopiér nøglen nu. Den vises kun denne ene gang og kan ikke hentes igen.')).toBeTruthy();
    expect(screen.getByTestId('deploy-token-secret').textContent).toBe('usbdt_secret');
    await user.click(buttonWithText(document.body, 'Kopiér nøglen'));
    expect(await navigator.clipboard.readText()).toBe('usbdt_secret');
    expect(within(await rowOf('public-ci')).getByText('Aldrig')).toBeTruthy();

    await user.click(buttonWithText(document.body, 'Jeg har gemt nøglen'));
    expect(screen.queryByText('usbdt_secret')).toBeNull();
    expect(buttonWithText(document.body, 'Opret nøgle')).toBeTruthy();
  });

  it("revokes a token after 'Ja' and shows when", async () => {
    const alerts: string[] = [];
    const off = on('alert', (alert) => alerts.push(alert.message));
    renderTokens({
      request: { query: RevokeDeployTokenDocument, variables: { id: '7' } },
      result: {
        data: { remotes: { __typename: 'RemotesMutation', revokeDeployToken: deployToken('7', 'staff-ci', { revokedAt: '2026-11-13T10:00:00.000Z' }) } },
      },
    });
    const row = await rowOf('staff-ci');
    await userEvent.click(within(row).getByLabelText('Tilbagekald nøglen staff-ci').closest('button') as HTMLButtonElement);
    const popup = (await screen.findByText('Tilbagekald nøglen staff-ci? CI, der bruger den, kan ikke udrulle mere.')).closest('.ant-popover') as HTMLElement;
    await userEvent.click(buttonWithText(popup, 'Ja'));
    expect(await within(row).findByText('Tilbagekaldt 13. nov. 2026 11:00')).toBeTruthy();
    expect(within(row).queryByLabelText('Tilbagekald nøglen staff-ci')).toBeNull();
    expect(alerts).toEqual(['Nøglen staff-ci er tilbagekaldt.']);
    off();
  });
});
