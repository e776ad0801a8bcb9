import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { staffMessages } from '@usb/remote-staff/texts';

const text = staffMessages;

/** The staff area (remote-staff): the queue at /staff/tasks, the correction view, patrols and results. */
export class StaffPages {
  constructor(private readonly page: Page) {}

  /** Picks an option of one of the selection's dropdowns (antd Select, named by its aria-label). */
  async choose(label: string, option: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).click();
    await this.page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
  }

  /** /staff/tasks with the battle, task and patrol chosen. */
  async openQueue(battleName: string, taskName: string, patrolName: string): Promise<void> {
    await this.page.goto('/staff/tasks');
    await expect(this.page.getByRole('heading', { name: text.tasksTitle })).toBeVisible();
    await this.choose(text.selection.battle, battleName);
    await this.choose(text.selection.task, taskName);
    await this.choose(text.selection.patrol, patrolName);
  }

  queueRow(patrolName: string): Locator {
    return this.page.locator('tr').filter({ has: this.page.getByRole('link', { name: patrolName, exact: true }) });
  }

  /** Opens a task answer from the queue; resolves its id. */
  async openAnswer(patrolName: string): Promise<string> {
    await this.queueRow(patrolName).getByRole('link', { name: patrolName, exact: true }).click();
    await expect(this.page).toHaveURL(/\/staff\/tasks\/answers\/\d+$/);
    return /\/answers\/(\d+)$/.exec(this.page.url())?.[1] ?? '';
  }

  pointsField(questionName: string): Locator {
    return this.page.getByLabel(`${text.answer.points}: ${questionName}`);
  }

  total(): Locator {
    return this.page.getByTestId('task-total');
  }

  auditTrail(): Locator {
    return this.page.getByRole('list', { name: text.audit.title });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: text.answer.save }).click();
  }

  async downloadPatrolsCsv(battleName: string): Promise<Download> {
    await this.page.goto('/staff/patrols');
    await this.choose(text.selection.battle, battleName);
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: text.patrols.exportCsv }).click();
    return download;
  }
}
