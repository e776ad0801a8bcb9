import { expect, test, type Browser } from '@playwright/test';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { AccountPages, type NewUser } from '../pages/account-pages';
import { MgmtArea } from '../pages/mgmt-pages';
import { SiteHeader } from '../pages/site-header';
import { signUpActivated } from '../support/activated-user';
import { pickOption } from '../support/popups';
import { arrangeRunningBattle } from '../support/running-battle';
import { e2eSite } from '../support/site';

const text = mgmtMessages.patrols;
const fullName = (user: NewUser) => `${user.firstName} ${user.lastName}`;

async function signUpElsewhere(browser: Browser, prefix: string): Promise<NewUser> {
  const context = await browser.newContext();
  try {
    return await signUpActivated(await context.newPage(), prefix);
  } finally {
    await context.close();
  }
}

test('an admin fixes a patrol while the battle runs: details, members added and moved, all in the audit trail', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const [owner, otherOwner, late] = [await signUpElsewhere(browser, 'rettes'), await signUpElsewhere(browser, 'nabo'), await signUpElsewhere(browser, 'sent')];
  const battle = await arrangeRunningBattle([owner, otherOwner], 'Rettelser');
  const [patrol, neighbour] = battle.patrols;
  if (!patrol || !neighbour) throw new Error('no patrols arranged');

  await new AccountPages(page).logIn(e2eSite.admin.userName, e2eSite.admin.password);
  await new SiteHeader(page).expectLoggedIn();
  await page.goto(`/mgmt/battles/${battle.battleID}/patruljer`);
  await page.getByRole('row').filter({ hasText: patrol.name }).getByRole('button', { name: mgmtMessages.common.edit }).click();
  const mgmt = new MgmtArea(page);
  const drawer = mgmt.drawer();
  await expect(drawer.getByText(text.editIntro)).toBeVisible();

  // A name taken in the battle is refused on the field; what was typed stays.
  const name = drawer.getByLabel(text.name, { exact: true });
  await name.fill(neighbour.name.toUpperCase());
  await drawer.getByRole('button', { name: mgmtMessages.common.save }).click();
  await expect(drawer.getByText(text.nameTaken)).toBeVisible();
  await expect(name).toHaveValue(neighbour.name.toUpperCase());
  await name.fill(`${patrol.name} (rettet)`);
  await drawer.getByText('OBG(18+)', { exact: true }).click();
  await drawer.getByRole('button', { name: mgmtMessages.common.save }).click();
  await mgmt.expectAlert(text.saved);
  await expect(page.getByRole('row').filter({ hasText: `${patrol.name} (rettet)` })).toBeVisible();

  // Members: an unknown user and one already in a patrol of the battle are refused in Danish.
  const user = drawer.getByPlaceholder(text.addMemberPlaceholder);
  const add = drawer.getByRole('button', { name: text.add });
  await user.fill('ingen-saadan-bruger');
  await add.click();
  await expect(drawer.getByText(text.unknownUser)).toBeVisible();
  await user.fill(otherOwner.email);
  await add.click();
  await expect(drawer.getByText(text.alreadyInPatrol)).toBeVisible();
  await user.fill(late.userName);
  await add.click();
  await mgmt.expectAlert(text.memberAdded);
  const members = drawer.locator('.ant-table');
  await expect(members.getByRole('row').filter({ hasText: fullName(late) })).toBeVisible();

  await drawer.getByRole('combobox', { name: `Flyt ${fullName(late)} til en anden patrulje` }).click();
  await pickOption(page, neighbour.name);
  await mgmt.expectAlert(text.memberMoved);
  await expect(members.getByRole('row').filter({ hasText: fullName(late) })).toHaveCount(0);

  const audit = drawer.locator('.ant-list-item');
  await expect(audit).toHaveCount(3);
  await expect(audit.nth(0)).toContainText(`${fullName(late)} flyttet`);
  await expect(audit.nth(0)).toContainText(`Patrulje: ${patrol.name} (rettet) → ${neighbour.name}`);
  await expect(audit.nth(1)).toContainText(`${fullName(late)} tilføjet`);
  await expect(audit.nth(2)).toContainText(text.auditActions.DETAILS);
  await expect(audit.nth(2)).toContainText('Kategori: Spejder → OBG(18+)');
});
