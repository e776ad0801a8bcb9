import { expect, type Locator } from '@playwright/test';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { userAdminMessages } from '@usb/remote-mgmt/texts';
import { MgmtArea } from './mgmt-pages';

const text = userAdminMessages;

/** /mgmt/users: the search with its filters, a user's row and details drawer, and activating by hand. */
export class MgmtUsers extends MgmtArea {
  async onlyNotActivated(): Promise<void> {
    await this.choose(this.page.getByRole('main'), text.status, text.notActivated);
  }

  /** Searches for the text and answers the one row that holds it. */
  async search(searchText: string): Promise<Locator> {
    const box = this.page.getByRole('searchbox', { name: text.searchPlaceholder });
    await box.fill(searchText);
    await box.press('Enter');
    const row = this.page.getByRole('row').filter({ hasText: searchText });
    await expect(row).toHaveCount(1);
    return row;
  }

  async openDetails(row: Locator): Promise<Locator> {
    await row.getByRole('button', { name: mgmtMessages.users.details }).click();
    const drawer = this.drawer();
    await expect(drawer.getByText(mgmtMessages.users.notActivated)).toBeVisible();
    return drawer;
  }

  /** 'Aktiver bruger' in the details, answered in its confirmation. */
  async activate(drawer: Locator): Promise<void> {
    await drawer.getByRole('button', { name: mgmtMessages.users.activate }).click();
    await this.confirm(mgmtMessages.users.activate);
    await this.expectAlert(mgmtMessages.users.activateDone);
    await expect(drawer.getByText(mgmtMessages.users.notActivated)).toHaveCount(0);
  }
}
