import { expect, test, type Browser, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { AccountPages } from '../pages/account-pages';
import { BattlePage, type PatrolDetails } from '../pages/battle-page';
import { SiteHeader } from '../pages/site-header';
import { signUpActivated } from '../support/activated-user';
import { demo } from '../support/site';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  return context.newPage();
}

const patrol = (): PatrolDetails => ({
  name: `Ræven ${Date.now().toString(36)}`,
  category: 'Spejder',
  corps: 'KFUM-Spejderne',
  city: 'Odense',
  groupName: 'Tornbjerg',
  patrolSize: 4,
});

test('an owner registers a patrol, a second user joins by invite, the owner edits and removes them', async ({ browser }) => {
  const ownerPage = await newPage(browser);
  await signUpActivated(ownerPage, 'ejer');
  const owner = new BattlePage(ownerPage);
  await owner.openFromEvents(demo.openBattleName);
  const details = patrol();
  await owner.register(details);
  const battleUrl = ownerPage.url();

  const row = owner.registeredPatrolsTable().getByRole('row').filter({ hasText: details.name });
  await expect(row).toContainText('KFUM-Spejderne');
  await expect(row).toContainText('Spejder');

  const inviteLink = await owner.copyInviteLink();
  expect(inviteLink).toMatch(/\/patrol\/invite\/[A-Za-z0-9_-]+$/);
  // 'Patrulje er nu tilmeldt' goes after 3 s; that the patrol is registered stays.
  await expect(ownerPage.getByText(messages.patrol.participateSuccess)).toHaveCount(0);
  await expect(ownerPage.getByText(messages.patrol.newRegistered)).toBeVisible();

  const memberPage = await newPage(browser);
  const member = await signUpActivated(memberPage, 'medlem');
  await memberPage.goto(inviteLink);
  await expect(memberPage.getByText(demo.openBattleName).first()).toBeVisible();
  await expect(memberPage.getByText(details.name).first()).toBeVisible();
  await memberPage.getByRole('button', { name: messages.invite.join }).click();
  await expect(memberPage).toHaveURL(battleUrl);
  await expect(memberPage.getByText(messages.patrolForm.existingTitle).first()).toBeVisible();
  await expect(memberPage.getByLabel(messages.patrolForm.name)).toBeDisabled();
  await expect(memberPage.getByRole('button', { name: messages.patrolForm.save })).toHaveCount(0);

  await ownerPage.reload();
  await owner.fill({ city: 'Svendborg', patrolSize: 5 });
  await ownerPage.getByRole('button', { name: messages.patrolForm.save }).click();
  await expect(ownerPage.getByText(messages.patrol.saveSuccess)).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByLabel(messages.patrolForm.city)).toHaveValue('Svendborg');

  const memberName = `${member.firstName} ${member.lastName}`;
  await ownerPage.getByRole('button', { name: `${messages.patrolForm.removeMember} ${memberName}` }).click();
  await expect(ownerPage.getByText(memberName)).toHaveCount(0);

  // In the page the member still has open, without a reload: the events list and the event
  // page ask the api again, so the member sees the removal at once.
  await (await new SiteHeader(memberPage).item(messages.nav.events)).click();
  const entry = memberPage.getByRole('listitem').filter({ hasText: demo.openBattleName }).first();
  await entry.getByRole('button', { name: messages.events.register, exact: true }).click();
  await expect(memberPage).toHaveURL(battleUrl);
  await expect(memberPage.getByText(messages.patrolForm.newTitle, { exact: true }).first()).toBeVisible();
  await expect(memberPage.getByLabel(messages.patrolForm.name)).toBeEnabled();
});

test('a renewed invite link ends the old one', async ({ browser }) => {
  const ownerPage = await newPage(browser);
  await signUpActivated(ownerPage, 'forny');
  const owner = new BattlePage(ownerPage);
  await owner.openFromEvents(demo.openBattleName);
  await owner.register(patrol());
  const oldLink = await owner.copyInviteLink();
  await ownerPage.getByRole('button', { name: messages.patrolForm.renewInvite }).click();
  await expect.poll(() => owner.copyInviteLink()).not.toBe(oldLink);

  const visitor = await newPage(browser);
  await visitor.goto(oldLink);
  await expect(visitor.getByText(messages.patrol.inviteInvalid)).toBeVisible();
});

test('a visitor on an invite link is asked to log in and comes back to the invite', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await signUpActivated(page, 'gaest');
  const battle = new BattlePage(page);
  await battle.openFromEvents(demo.openBattleName);
  await battle.register(patrol());
  const link = await battle.copyInviteLink();
  await new SiteHeader(page).logOut();

  await page.goto(link);
  await expect(page.getByText(messages.invite.loginRequired)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: messages.invite.loginLink }).click();
  await expect(page).toHaveURL(/\/login\?return=%2Fpatrol%2Finvite%2F/);
  await new AccountPages(page).logIn(owner.userName, owner.password);
  await expect(page).toHaveURL(link);
  await expect(page.getByText(messages.invite.alreadyRegistered)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.invite.join })).toHaveCount(0);
});
