import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';

const form = messages.patrolForm;

export interface PatrolDetails {
  name: string;
  category: 'Spejder' | 'OBG(18+)';
  corps: string;
  city: string;
  groupName: string;
  patrolSize: number;
}

/** battles/{id}: the patrol form, the invite link, the members and the registered patrols. */
export class BattlePage {
  constructor(private readonly page: Page) {}

  async openFromEvents(battleName: string): Promise<void> {
    await this.page.goto('/events');
    const entry = this.page.getByRole('listitem').filter({ hasText: battleName }).first();
    await entry.getByRole('button', { name: messages.events.register, exact: true }).click();
    await expect(this.page.getByRole('heading', { name: battleName })).toBeVisible();
  }

  patrolForm(): Locator {
    return this.page.locator('.ant-card').filter({ has: this.page.getByLabel(form.name) });
  }

  async register(patrol: PatrolDetails): Promise<void> {
    await expect(this.page.getByText(form.newTitle, { exact: true }).first()).toBeVisible();
    await this.fill(patrol);
    await this.page.getByRole('button', { name: form.participate }).click();
    await expect(this.page.getByText(messages.patrol.participateSuccess)).toBeVisible();
    await expect(this.page.getByText(messages.patrol.newRegistered)).toBeVisible();
  }

  async fill(patrol: Partial<PatrolDetails>): Promise<void> {
    if (patrol.name !== undefined) await this.page.getByLabel(form.name).fill(patrol.name);
    if (patrol.category) await this.page.locator('#category').getByText(patrol.category, { exact: true }).click();
    if (patrol.corps) {
      const corps = this.page.getByLabel(form.corps);
      await corps.click();
      await corps.fill(patrol.corps);
      await expect(this.page.locator('.ant-select-item-option-active')).toHaveText(patrol.corps);
      await corps.press('Enter');
      await expect(this.page.locator('.ant-select-content').getByText(patrol.corps, { exact: true })).toBeVisible();
    }
    if (patrol.city !== undefined) await this.page.getByLabel(form.city).fill(patrol.city);
    if (patrol.groupName !== undefined) await this.page.getByLabel(form.groupName).fill(patrol.groupName);
    if (patrol.patrolSize !== undefined) await this.page.getByLabel(form.patrolSize).fill(String(patrol.patrolSize));
  }

  async copyInviteLink(): Promise<string> {
    await this.page.getByRole('button', { name: form.copyInvite }).click();
    await expect(this.page.getByText(messages.patrol.inviteCopied)).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  registeredPatrolsTable(): Locator {
    return this.page.locator('.ant-card, section').filter({ hasText: messages.battlePage.patrolsTitle }).locator('table').first();
  }
}
