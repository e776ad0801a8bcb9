import { expect, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';

const fields = messages.accountFields;

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  userName: string;
  password: string;
}

/** A unique user, so journeys do not depend on each other or on run order. */
export function newUser(prefix: string): NewUser {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    lastName: 'Jensen',
    email: `${prefix}.${id}@example.dk`,
    mobile: '12345678',
    userName: `${prefix}${id}`.toLowerCase().replace(/[^a-z0-9]/g, ''),
    password: 'hemmelig1',
  };
}

/** The account screens of remote-public, driven as a person would. */
export class AccountPages {
  constructor(private readonly page: Page) {}

  async signUp(user: NewUser): Promise<void> {
    await this.page.goto('/user/signup');
    const submit = this.page.getByRole('button', { name: messages.signup.submit });
    await this.page.getByLabel(fields.firstName).fill(user.firstName);
    await this.page.getByLabel(fields.lastName).fill(user.lastName);
    await this.page.getByLabel(fields.email).fill(user.email);
    await this.page.getByLabel(fields.mobile).fill(user.mobile);
    await this.page.getByLabel(fields.userName, { exact: true }).fill(user.userName);
    await this.page.getByLabel(fields.password, { exact: true }).fill(user.password);
    await expect(submit).toBeDisabled();
    await this.page.getByLabel(fields.repeatPassword).fill(user.password);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(this.page).toHaveURL(/\/user$/);
  }

  async logIn(identifier: string, password: string): Promise<void> {
    if (!/\/login/.test(this.page.url())) await this.page.goto('/login');
    await this.page.getByLabel(fields.userName).fill(identifier);
    await this.page.getByLabel(fields.password).fill(password);
    await this.page.getByRole('button', { name: messages.login.submit }).click();
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.page.goto('/user/passwordchange');
    await this.page.getByLabel(fields.currentPassword).fill(current);
    await this.page.getByLabel(fields.newPassword, { exact: true }).fill(next);
    await this.page.getByLabel(fields.repeatNewPassword).fill(next);
    await this.page.getByRole('button', { name: messages.passwordChange.submit }).click();
  }

  async requestReset(identifier: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('link', { name: messages.login.forgottenLink }).click();
    await expect(this.page).toHaveURL(/\/login\/forgotten$/);
    await this.page.getByLabel(fields.identifier).fill(identifier);
    await this.page.getByRole('button', { name: messages.forgotten.button }).click();
    await expect(this.page.getByText(messages.forgotten.success)).toBeVisible();
  }

  async resetPassword(link: string, password: string): Promise<void> {
    await this.page.goto(link);
    await this.page.getByLabel(fields.newPassword, { exact: true }).fill(password);
    await this.page.getByLabel(fields.repeatPassword).fill(password);
    await this.page.getByRole('button', { name: messages.passwordReset.submit }).click();
    await expect(this.page.getByText(messages.passwordReset.success)).toBeVisible();
  }
}
