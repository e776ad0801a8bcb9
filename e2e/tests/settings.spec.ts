import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { AccountPages } from '../pages/account-pages';
import { MgmtSettings } from '../pages/mgmt-settings';
import { SiteHeader } from '../pages/site-header';
import { apiSession } from '../support/api';
import { e2eSite } from '../support/site';

/**
 * Settings an organiser changes without a rebuild (docs/settings.md): an admin sets the contact
 * e-mail and an intro video on the 'Indstillinger' screen, and a visitor sees both on the about
 * and contact pages, the video's frame loading under the content security policy. The file
 * saves the settings it found back at the end, for the journeys that run after it.
 */
test.describe.configure({ mode: 'serial' });

const text = mgmtMessages.settings;
const CONTACT_EMAIL = 'e2e-kontakt@usb.test';
const VIDEO_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const PLAYER_URL = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
/** What the browser shows inside the frame: the real player is on the internet, which the tests do not reach. */
const PLAYER_PAGE = 'Introvideoens afspiller';

const FIELDS = 'contactEmail socialPageUrl introVideoUrl fallbackEventStart fallbackRegistrationFrom paymentDetails';
let admin: Awaited<ReturnType<typeof apiSession>>;
let original: Record<string, string>;

test.beforeAll(async () => {
  admin = await apiSession(e2eSite.admin.userName, e2eSite.admin.password);
  original = (await admin.graphql<{ settings: { get: Record<string, string> } }>(`{ settings { get { ${FIELDS} } } }`)).settings.get;
});

test.afterAll(async () => {
  await admin.graphql(`mutation ($s: SettingsInput!) { settings { save(settings: $s) { contactEmail } } }`, { s: original });
  await admin.dispose();
});

/** The Content Security Policy refusals the page logs. */
function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test('an admin sets the contact e-mail and an intro video; a YouTube link is all it takes', async ({ page }) => {
  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminSettings }).click();
  await expect(page).toHaveURL(/\/mgmt\/settings$/);
  const settings = new MgmtSettings(page);
  await settings.expectLoaded();
  await expect(settings.field(text.paymentDetails)).toHaveValue(e2eSite.orderPaymentDetails);

  // A video elsewhere than YouTube or Vimeo is refused with a Danish message, and nothing is saved.
  await settings.fill(text.introVideoUrl, 'https://video.example/intro.mp4');
  await settings.save();
  await settings.expectFieldError(text.introVideoUrl, text.introVideoUrlInvalid);
  const unsaved = await admin.graphql<{ settings: { get: { introVideoUrl: string } } }>('{ settings { get { introVideoUrl } } }');
  expect(unsaved.settings.get.introVideoUrl).toBe(original.introVideoUrl);

  await settings.fill(text.contactEmail, CONTACT_EMAIL);
  await settings.fill(text.introVideoUrl, VIDEO_LINK);
  await settings.save();
  await expect(page.getByText(text.saved)).toBeVisible();
  // Saved as the player's address; this tab's footer already shows the new e-mail.
  await expect(settings.field(text.introVideoUrl)).toHaveValue(PLAYER_URL);
  await expect(page.locator('footer').getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();
});

test('a visitor sees the e-mail on the about and contact pages, and the video plays under the security policy', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="da"><title>Video</title><p>${PLAYER_PAGE}</p></html>` }),
  );
  const violations = recordPolicyViolations(page);

  const about = await page.goto('/om');
  expect(about?.headers()['content-security-policy']).toMatch(
    /frame-src https:\/\/www\.facebook\.com https:\/\/web\.facebook\.com https:\/\/www\.youtube-nocookie\.com;/,
  );
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  const video = page.getByTitle(messages.about.videoTitle);
  await expect(video).toHaveAttribute('src', PLAYER_URL);
  await video.scrollIntoViewIfNeeded();
  await expect(page.frameLocator(`iframe[title="${messages.about.videoTitle}"]`).getByText(PLAYER_PAGE)).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: CONTACT_EMAIL })).toBeVisible();

  await (await new SiteHeader(page).item(messages.nav.contact)).click();
  await expect(page.getByRole('heading', { name: messages.contact.title })).toBeVisible();
  await expect(main.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  expect(violations).toEqual([]);
});
