import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { GetBattlesOpenForRegistrationDocument, GetNextBattleDocument } from '@usb/schema/graphql';
import { BrowserRouter } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { testUser } from '@usb/contracts/testing';
import { publicSettingsMock } from '../testing/graphql-fixtures';
import PublicRoutes from './routes';

const homeMocks = [
  {
    request: { query: GetNextBattleDocument },
    result: { data: { battles: { __typename: 'BattlesQuery', getNextBattle: null } } },
  },
  {
    request: { query: GetBattlesOpenForRegistrationDocument },
    result: { data: { battles: { __typename: 'BattlesQuery', getBattlesOpenForRegistration: [] } } },
  },
  publicSettingsMock(),
];

function renderAt(url: string, mocks: MockedProviderProps['mocks'] = []) {
  window.history.replaceState(null, '', url);
  render(
    <MockedProvider mocks={mocks}>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
    </MockedProvider>,
  );
}

const currentUrl = () => window.location.pathname + window.location.search;

describe('PublicRoutes', () => {
  beforeEach(() => sessionStore.getState().logout());

  it('sends an unknown URL to the home route', async () => {
    renderAt('/findes/ikke', homeMocks);
    await waitFor(() => expect(currentUrl()).toBe('/'));
    // With no battle at all, the home page counts down to the fallback date of the site settings.
    expect(await screen.findByText('torsdag d. 12. november 2026')).toBeTruthy();
    expect(await screen.findByText(messages.home.noOpenEvents)).toBeTruthy();
  });

  it.each([
    ['/om', messages.about.title],
    ['/kontakt', messages.contact.title],
    ['/praktisk', messages.practical.title],
    ['/maerkebestilling', messages.badgeOrder.title],
  ])('serves the page %s', async (url, title) => {
    renderAt(url);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(currentUrl()).toBe(url);
  });

  it('shows the contact e-mail and the intro video of the site settings on the about page', async () => {
    renderAt('/om', [publicSettingsMock({ introVideoUrl: 'https://player.vimeo.com/video/76979871' })]);
    expect((await screen.findByRole('link', { name: 'stab@usb-spejder.dk' })).getAttribute('href')).toBe('mailto:stab@usb-spejder.dk');
    expect((await screen.findByTitle(messages.about.videoTitle)).getAttribute('src')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves the social page link out when the settings have none', async () => {
    renderAt('/kontakt', [publicSettingsMock({ socialPageUrl: '' })]);
    expect(await screen.findByRole('link', { name: 'stab@usb-spejder.dk' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: messages.contact.socialLink })).toBeNull();
  });

  it('sends a logged-out visitor of the profile to login with the return URL', async () => {
    renderAt('/user/passwordchange');
    await waitFor(() => expect(currentUrl()).toBe('/login?return=%2Fuser%2Fpasswordchange'));
    expect(await screen.findByRole('heading', { name: messages.login.title })).toBeTruthy();
  });

  it('shows the profile to a logged-in user', async () => {
    sessionStore.getState().login('tok', { ...testUser, activated: true });
    renderAt('/user');
    expect(await screen.findByText(messages.profile.contactInfoTitle)).toBeTruthy();
    expect(currentUrl()).toBe('/user');
  });
});
