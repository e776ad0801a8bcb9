import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { badgeProducts } from '@usb/schema/domain';
import { fieldErrorText, fill, messages } from '@usb/contracts/messages';
import { renderRoute } from '@usb/contracts/testing';
import { fillFields, input, setQuantity, submitButton, text, typed } from '../../../testing/badge-order-fixtures';
import { BadgeOrderPage } from './badge-order-page';

function renderPage() {
  renderRoute('/maerkebestilling', 'maerkebestilling', <BadgeOrderPage />);
}

function summary(): string {
  return screen.getByTestId('order-summary').textContent ?? '';
}

describe('BadgeOrderPage', () => {
  it('shows every badge with its image, name, price and a quantity of 0', () => {
    renderPage();
    expect(screen.getByText(text.intro)).toBeTruthy();
    for (const product of badgeProducts) {
      expect(screen.getByRole('img', { name: fill(text.badgeAlt, { name: product.name }) })).toBeTruthy();
      expect(screen.getByText(product.name)).toBeTruthy();
      expect(input(fill(text.quantity, { name: product.name })).value).toBe('0');
    }
    expect(screen.getAllByText('Pris pr stk. 20,-')).toHaveLength(11);
    expect(screen.getAllByText('Pris pr stk. 5,-')).toHaveLength(1);
  });

  it('keeps Bestil disabled until every field is valid and a badge is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(submitButton().disabled).toBe(true);

    await fillFields(user, typed);
    // Every field is valid, but no badge is chosen yet: let the form settle, it stays disabled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(submitButton().disabled).toBe(true);

    await setQuantity(user, 'Mærke 3', 1);
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await user.clear(input(messages.accountFields.mobile));
    await fillFields(user, { [messages.accountFields.mobile]: '1234567' });
    expect(await screen.findByText(fieldErrorText('digits', { exactDigits: 8 }))).toBeTruthy();
    await waitFor(() => expect(submitButton().disabled).toBe(true));

    await fillFields(user, { [messages.accountFields.mobile]: '8' });
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    await setQuantity(user, 'Mærke 3', 0);
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it('refuses a postal code that is not 4 digits', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillFields(user, { ...typed, [text.postalCode]: '80a0' });
    await setQuantity(user, 'Mærke 1', 1);
    expect(await screen.findByText(fieldErrorText('digits', { exactDigits: 4 }))).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('adds up the badges, 30 kr shipping and the total as quantities change', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(summary()).toContain('Mærker i alt: 0 kr.');
    expect(summary()).toContain('Forsendelse: 30 kr.');
    expect(summary()).toContain('I alt: 30 kr.');
    expect(summary()).toContain(text.noProducts);

    await setQuantity(user, 'Mærke 1', 2);
    await setQuantity(user, 'Mærke Infinity', 1);
    await setQuantity(user, 'Coronamærke', 3);
    await waitFor(() => expect(summary()).toContain('Mærker i alt: 75 kr.'));
    expect(summary()).toContain('Forsendelse: 30 kr.');
    expect(summary()).toContain('I alt: 105 kr.');
    expect(summary()).not.toContain(text.noProducts);
  });

  it('keeps a quantity within 0-100', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    const field = input(fill(text.quantity, { name: 'Mærke 2' }));
    await user.clear(field);
    await user.type(field, '250');
    await user.tab();
    await waitFor(() => expect(field.value).toBe('100'));
    await waitFor(() => expect(summary()).toContain('Mærker i alt: 2000 kr.'));
  });
});
