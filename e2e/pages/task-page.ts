import { expect, type Locator, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import type { TestFile } from '../support/test-files';

/** The open-task strip under the header (remote-tasks, shown by the shell on every page). */
export class OpenTaskStrip {
  constructor(private readonly page: Page) {}

  strip(): Locator {
    return this.page.getByRole('navigation', { name: messages.taskView.openTasks });
  }

  task(name: string): Locator {
    return this.strip().getByRole('link', { name, exact: true });
  }

  async taskNames(): Promise<string[]> {
    return this.strip().getByRole('link').allInnerTexts();
  }
}

/** battles/tasks/{id}: the task with one card per question. */
export class TaskPage {
  constructor(private readonly page: Page) {}

  async openFromStrip(taskName: string): Promise<void> {
    await new OpenTaskStrip(this.page).task(taskName).click();
    await expect(this.page).toHaveURL(/\/battles\/tasks\/\d+$/);
    await expect(this.page.getByRole('heading', { name: taskName })).toBeVisible();
  }

  taskId(): string {
    const id = /\/battles\/tasks\/(\d+)$/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not on a task page: ${this.page.url()}`);
    return id;
  }

  question(name: string): Locator {
    return this.page.locator('.ant-card').filter({ has: this.page.locator('.ant-card-head').getByText(name, { exact: true }) });
  }

  /** The question's save status ('Gemmer...', 'Gemt' or not saved yet). */
  status(name: string): Locator {
    return this.question(name).getByRole('status');
  }

  async type(name: string, text: string): Promise<void> {
    await this.question(name).getByRole('textbox').fill(text);
  }

  async choose(name: string, ...options: string[]): Promise<void> {
    for (const option of options) await this.question(name).getByText(option, { exact: true }).click();
  }

  async upload(name: string, file: TestFile): Promise<void> {
    await this.question(name).locator('input[type=file]').setInputFiles(file);
  }

  /** Drops the files together on the question's upload area, as from a file manager. */
  async drop(name: string, files: TestFile[]): Promise<void> {
    const contents = files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] }));
    const dataTransfer = await this.page.evaluateHandle((dropped) => {
      const transfer = new DataTransfer();
      for (const file of dropped) transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }));
      return transfer;
    }, contents);
    await this.question(name).locator('.ant-upload-btn').dispatchEvent('drop', { dataTransfer });
  }

  /** The refusal or failure alert of a media question. */
  mediaAlert(name: string): Locator {
    return this.question(name).getByRole('alert');
  }

  answerImage(questionName: string): Locator {
    return this.question(questionName).getByRole('img', { name: messages.taskView.mediaAlt.replace('{question}', questionName) });
  }
}
