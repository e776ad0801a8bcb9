import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';

/** The shell's header: top menu on a desktop, a drawer behind the menu button on a phone. */
export class SiteHeader {
  constructor(private readonly page: Page) {}

  /** The navigation that holds the menu items, opening the phone drawer first when needed. */
  async navigation(): Promise<Locator> {
    const menuButton = this.page.getByRole('button', { name: messages.nav.openMenu });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      return this.page.getByRole('dialog');
    }
    return this.page.locator('header');
  }

  async item(name: string): Promise<Locator> {
    return (await this.navigation()).getByText(name, { exact: true }).first();
  }

  /**
   * Opens a desktop submenu (RESULTATER, Stab, Administration) and returns its popup of links.
   * The mouse first leaves the header: a submenu opens when the mouse enters it, which does not
   * happen when the pointer already rests where the title appears. The hover is tried again until the popup
   * shows: the page's HTML paints the header before the scripts run, and hovering that painted
   * title before React has taken it over opens nothing.
   */
  async openSubmenu(title: string): Promise<Locator> {
    const popup = this.page.locator('.ant-menu-submenu-popup:visible').last();
    await expect(async () => {
      await this.page.mouse.move(0, 0);
      await this.page.locator('header').getByText(title, { exact: true }).hover();
      await expect(popup).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    return popup;
  }

  async logOut(): Promise<void> {
    await (await this.item(messages.nav.logout)).click();
    await expect(this.page).toHaveURL(/\/$/);
  }

  async expectLoggedIn(): Promise<void> {
    await expect(
      this.page
        .locator('header')
        .getByText(messages.nav.profile, { exact: true })
        .or(this.page.getByRole('button', { name: messages.nav.openMenu })),
    ).toBeVisible();
  }
}
