import { expect, type Locator } from '@playwright/test';
import { mgmtMessages } from '@usb/remote-mgmt/texts';
import { MgmtArea } from './mgmt-pages';

const text = mgmtMessages;

/** A question to add, of any kind, with the fields its kind has. */
export type NewQuestion =
  | { kind: 'ExternalQuestion' | 'StringQuestion'; name: string; textArea?: boolean }
  | { kind: 'EmailQuestion'; name: string; to: string }
  | { kind: 'MultipleChoiceQuestion'; name: string; options: { text: string; points: number }[] }
  | { kind: 'MediaQuestion'; name: string; video?: boolean };

/** The task editor at /mgmt/battles/{id}/opgaver/{taskId}: the task's form, questions and preview. */
export class MgmtTaskEditor extends MgmtArea {
  form(): Locator {
    return this.page.locator('form').first();
  }

  timeline(): Locator {
    return this.page.getByRole('figure', { name: text.tasks.timeline });
  }

  taskId(): string {
    const id = /\/opgaver\/(\d+)$/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not on a saved task: ${this.page.url()}`);
    return id;
  }

  questionList(): Locator {
    return this.page.getByRole('list', { name: text.questions.title });
  }

  async addQuestion(question: NewQuestion): Promise<void> {
    await this.page.getByRole('button', { name: text.questions.add }).click();
    const drawer = this.drawer();
    await this.choose(drawer, text.questions.kind, text.questions.kinds[question.kind]);
    await drawer.getByLabel(text.questions.name, { exact: true }).fill(question.name);
    await this.writeRichText(drawer, text.questions.text, `Om ${question.name}`);
    if (question.kind === 'StringQuestion' && question.textArea) await drawer.getByLabel(text.questions.textArea).click();
    if (question.kind === 'EmailQuestion') await drawer.getByLabel(text.questions.to).fill(question.to);
    if (question.kind === 'MediaQuestion' && question.video) await drawer.getByText(text.questions.video, { exact: true }).click();
    if (question.kind === 'MultipleChoiceQuestion') {
      for (const [index, option] of question.options.entries()) {
        if (index >= 2) await drawer.getByRole('button', { name: text.questions.addOption }).click();
        await drawer.getByRole('textbox', { name: `Svarmulighed ${index + 1}` }).fill(option.text);
        await drawer.getByRole('spinbutton', { name: `${text.questions.optionValue} ${index + 1}` }).fill(String(option.points));
      }
    }
    await drawer.getByRole('button', { name: text.common.save }).click();
    await expect(this.drawer()).toHaveCount(0);
    await expect(this.questionList().getByText(question.name, { exact: true })).toBeVisible();
  }

  async questionNames(): Promise<string[]> {
    return this.questionList().locator('li strong').allInnerTexts();
  }
}
