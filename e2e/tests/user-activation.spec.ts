import { expect, test } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import { AccountPages, newUser } from '../pages/account-pages';
import { BattlePage } from '../pages/battle-page';
import { MgmtUsers } from '../pages/mgmt-users';
import { SiteHeader } from '../pages/site-header';
import { demo, e2eSite } from '../support/site';

test('an admin finds a user who is not activated, activates them, and the user registers a patrol', async ({ page, browser }) => {
  // A sign-up whose activation mail nobody reads.
  const userPage = await browser.newPage();
  const user = newUser('uaktiv');
  await new AccountPages(userPage).signUp(user);
  await expect(userPage.getByText(messages.profile.notActivated)).toBeVisible();

  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await new SiteHeader(page).expectLoggedIn();
  await (await new SiteHeader(page).openSubmenu(messages.nav.admin)).getByRole('link', { name: messages.nav.adminUsers }).click();
  const users = new MgmtUsers(page);
  await users.onlyNotActivated();
  const row = await users.search(user.userName);
  await expect(row.getByText(userAdminMessages.notActivated, { exact: true })).toBeVisible();

  const details = await users.openDetails(row);
  await users.activate(details);
  await expect(details.getByText(/^Ja, \d+\. \w+\.? \d{4} \d\d:\d\d af Admin Administrator$/)).toBeVisible();
  await expect(row.getByText(userAdminMessages.activated, { exact: true })).toBeVisible();

  // The user, without a new login: the profile's warning is gone and a patrol can be registered.
  await userPage.reload();
  await expect(userPage.getByText(messages.profile.notActivated)).toHaveCount(0);
  const battle = new BattlePage(userPage);
  await battle.openFromEvents(demo.openBattleName);
  await battle.register({
    name: `Aktiveret ${Date.now().toString(36)}`,
    category: 'Spejder',
    corps: 'KFUM-Spejderne',
    city: 'Odense',
    groupName: 'Tornbjerg',
    patrolSize: 4,
  });
});
