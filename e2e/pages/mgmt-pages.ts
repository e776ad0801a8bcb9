import { expect, type Locator, type Page } from '@playwright/test';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { pickerText, shownTimePattern } from '../support/copenhagen-time';

const text = mgmtMessages;

/** The management area's common parts: its menu, drawers, pickers, selects and confirmations. */
export class MgmtArea {
  constructor(readonly page: Page) {}

  menu(): Locator {
    return this.page.getByRole('navigation', { name: text.nav.label });
  }

  /** The open drawer (an editor or the preview). */
  drawer(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Types an instant into a date and time picker, on Danish time, and commits it. */
  async pickTime(scope: Locator, label: string, instant: Date): Promise<void> {
    const input = scope.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(pickerText(instant));
    await input.press('Enter');
    await expect(input).toHaveValue(shownTimePattern(instant));
  }

  /** Chooses an option of an antd select named by its aria-label. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name: label });
    // A drawer's earlier dropdown may still be fading out and take the click: try again until the select shows the option.
    await expect(async () => {
      await box.click();
      await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
      await expect(scope.locator('.ant-select').filter({ has: this.page.getByRole('combobox', { name: label }) })).toContainText(option, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** Answers a confirmation pop-up with its OK button. */
  async confirm(okText: string = text.common.yes): Promise<void> {
    await this.page.locator('.ant-popconfirm:visible').getByRole('button', { name: okText }).click();
  }

  /** Waits for a success alert in the shell's alert area. */
  async expectAlert(message: string): Promise<void> {
    await expect(this.page.getByText(message).first()).toBeVisible();
  }

  /** Types into a rich-text editor (the TipTap box named by its label), starting the text in bold when asked. */
  async writeRichText(scope: Locator, label: string, value: string, bold = false): Promise<void> {
    const box = scope.getByRole('textbox', { name: label });
    await box.click();
    if (bold) await scope.getByRole('button', { name: text.editor.bold }).click();
    await box.pressSequentially(value);
  }
}

/** /mgmt/battles and a battle's tabs. */
export class MgmtBattles extends MgmtArea {
  async create(name: string, times: { start: Date; end: Date; registrationFrom: Date; registrationTo: Date }): Promise<void> {
    await this.page.getByRole('button', { name: text.battles.create }).click();
    const drawer = this.drawer();
    await drawer.getByLabel(text.battles.name).fill(name);
    await this.pickTime(drawer, text.battles.start, times.start);
    await this.pickTime(drawer, text.battles.end, times.end);
    await this.pickTime(drawer, text.battles.registrationFrom, times.registrationFrom);
    await this.pickTime(drawer, text.battles.registrationTo, times.registrationTo);
    await drawer.getByRole('button', { name: text.battles.create }).click();
    await this.expectAlert(text.battles.created);
    await expect(drawer).toHaveCount(0);
  }

  async open(name: string): Promise<string> {
    await this.page.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const id = /\/mgmt\/battles\/(\d+)\//.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not on a battle page: ${this.page.url()}`);
    return id;
  }

  async tab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }
}
