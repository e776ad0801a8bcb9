import { expect, test, type Page } from '@playwright/test';
import { messages } from '@usb/contracts/messages';
import { SiteHeader } from '../pages/site-header';
import { waitForMail } from '../support/outbox';
import { e2eSite } from '../support/site';

const text = messages.badgeOrder;
const fields = messages.accountFields;
const fill = (template: string, value: string | number) => template.replace(/\{\w+\}/, String(value));

async function fillBuyer(page: Page, email: string): Promise<void> {
  await page.getByLabel(fields.firstName).fill('Mette');
  await page.getByLabel(fields.lastName).fill('Hansen');
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.mobile).fill('12345678');
  await page.getByLabel(text.streetName).fill('Skovvej');
  await page.getByLabel(text.streetNumber).fill('12B');
  await page.getByLabel(text.postalCode).fill('5000');
  await page.getByLabel(text.postalCity).fill('Odense C');
}

test('a visitor orders badges from the menu, sees the total and gets the confirmation by mail', async ({ page }) => {
  await page.goto('/');
  await (await new SiteHeader(page).item(messages.nav.badges)).click();
  await expect(page).toHaveURL(/\/maerkebestilling$/);
  await expect(page.getByRole('heading', { name: text.title })).toBeVisible();
  await expect(page.getByText(fill(text.price, 20)).first()).toBeVisible();
  await expect(page.getByText(fill(text.price, 5))).toBeVisible();

  const submit = page.getByRole('button', { name: text.submit });
  const email = `mette.${Date.now().toString(36)}@example.dk`;
  await fillBuyer(page, email);
  // Every field is valid, but no badge is chosen yet.
  await expect(submit).toBeDisabled();
  await page.getByLabel(fill(text.quantity, 'Mærke 1'), { exact: true }).fill('2');
  await page.getByLabel(fill(text.quantity, 'Coronamærke')).fill('1');
  await expect(page.getByText(fill(text.total, 75))).toBeVisible();
  await page.getByLabel(text.postalCode).fill('50');
  await expect(submit).toBeDisabled();
  await page.getByLabel(text.postalCode).fill('5000');
  await page.getByLabel(text.message).fill('Send gerne til spejderhytten.');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText(text.success)).toBeVisible();
  await expect(page.getByLabel(fill(text.quantity, 'Mærke 1'), { exact: true })).toHaveValue('0');
  const confirmation = await waitForMail(email, (mail) => mail.includes('I alt: 75 kr.'));
  expect(confirmation).toContain('2 x Mærke 1 à 20 kr. = 40 kr.');
  expect(confirmation).toContain('1 x Coronamærke à 5 kr. = 5 kr.');
  expect(confirmation).toContain(e2eSite.orderPaymentDetails);
  const copy = await waitForMail(e2eSite.orderMailTo, (mail) => mail.includes(email));
  expect(copy).toContain('Send gerne til spejderhytten.');
});
