import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { badgeProducts } from '@usb/schema/domain';
import { renderRoute } from '@usb/contracts/testing';
import { fill } from '@usb/contracts/messages';
import { fillOrder, input, orderMock, sentOrder, submitButton, text, typed } from '../../../testing/badge-order-fixtures';
import { BadgeOrderPage } from './badge-order-page';

type Mock = ReturnType<typeof orderMock>;

/** How late the api's answer comes where a test looks at the page while it waits. */
const ANSWER_DELAY_MS = 2_000;

function renderPage(...mocks: Mock[]) {
  renderRoute('/maerkebestilling', 'maerkebestilling', <BadgeOrderPage />, mocks);
}

function quantity(name: string): string {
  return input(fill(text.quantity, { name })).value;
}

function expectInputKept() {
  for (const [label, value] of Object.entries(typed)) expect(input(label).value).toBe(value);
  expect(input(text.message).value).toBe(sentOrder.message);
  expect(quantity('Mærke 1')).toBe('2');
  expect(quantity('Coronamærke')).toBe('3');
  expect(submitButton().disabled).toBe(false);
}

describe('BadgeOrderPage sending', () => {
  it('sends only the chosen lines without price, shows the success text and empties the form', async () => {
    const user = userEvent.setup({ delay: null });
    const mock = orderMock(true, ANSWER_DELAY_MS);
    renderPage(mock);
    await fillOrder(user);

    const button = submitButton();
    await user.click(button);
    // The spinner while waiting for the api.
    await waitFor(() => expect(button.classList.contains('ant-btn-loading')).toBe(true));

    expect(await screen.findByText(text.success, undefined, { timeout: ANSWER_DELAY_MS + 5_000 })).toBeTruthy();
    expect(mock.result).toHaveBeenCalledTimes(1);
    for (const label of Object.keys(typed)) expect(input(label).value).toBe('');
    expect(input(text.message).value).toBe('');
    for (const product of badgeProducts) expect(quantity(product.name)).toBe('0');
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    expect(screen.getByTestId('order-summary').textContent).toContain('I alt: 30 kr.');
  });

  it.each([
    ['a false answer', orderMock(false)],
    ['a GraphQL error', orderMock('errors')],
  ])('shows the failure text on %s and keeps what the user typed', async (_case, mock) => {
    const user = userEvent.setup({ delay: null });
    renderPage(mock);
    await fillOrder(user);

    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text.failure);
    expect(alert.classList.contains('ant-alert-error')).toBe(true);
    // The failure came from the api's answer to exactly this order, not from an unmatched request.
    expect(mock.result).toHaveBeenCalledTimes(1);
    expectInputKept();
    expect(screen.queryByText(text.success)).toBeNull();
  });

  it('clears the earlier message when sending again', async () => {
    const user = userEvent.setup({ delay: null });
    // The second answer comes late enough that a loaded CI machine still sees the page between
    // the two messages (at 300 ms it once came before the check below).
    renderPage(orderMock(false), orderMock(true, ANSWER_DELAY_MS));
    await fillOrder(user);
    await user.click(submitButton());
    expect(await screen.findByText(text.failure)).toBeTruthy();

    await user.click(submitButton());
    await waitFor(() => expect(screen.queryByText(text.failure)).toBeNull());
    expect(screen.queryByText(text.success)).toBeNull();
    expect(await screen.findByText(text.success, undefined, { timeout: ANSWER_DELAY_MS + 5_000 })).toBeTruthy();
    expect(screen.queryByText(text.failure)).toBeNull();
  });
});
