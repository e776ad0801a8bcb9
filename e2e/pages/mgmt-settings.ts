import { expect, type Locator, type Page } from '@playwright/test';
import { mgmtMessages } from '@usb/remote-mgmt/texts';

const text = mgmtMessages.settings;

/** /mgmt/settings: the site settings form. */
export class MgmtSettings {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Replaces a text field's value. */
  async fill(label: string, value: string): Promise<void> {
    await this.field(label).fill(value);
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: mgmtMessages.common.save }).click();
  }

  /** The field is marked invalid with the message under it. */
  async expectFieldError(label: string, message: string): Promise<void> {
    await expect(this.field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      this.page
        .locator('.ant-form-item')
        .filter({ has: this.field(label) })
        .getByText(message, { exact: true }),
    ).toBeVisible();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(this.field(text.contactEmail)).not.toHaveValue('');
  }
}
