import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderBadgesDocument } from '@usb/schema/graphql';
import { fill, messages } from '@usb/contracts/messages';

export const text = messages.badgeOrder;
const fields = messages.accountFields;

/** What the user types, by field label. */
export const typed = {
  [fields.firstName]: 'Mette',
  [fields.lastName]: 'Hansen',
  [fields.email]: 'mette@example.dk',
  [fields.mobile]: '12345678',
  [text.streetName]: 'Skovvej',
  [text.streetNumber]: '12B',
  [text.postalCode]: '8000',
  [text.postalCity]: 'Aarhus C',
};

export type User = ReturnType<typeof userEvent.setup>;

export function input(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

/** 'Bestil' (found by its text: role queries are slow on a page of 12 inputs). */
export function submitButton(): HTMLButtonElement {
  const button = screen.getByText(text.submit).closest('button');
  if (!button) throw new Error('no Bestil button');
  return button;
}

/** Fills fields the way a paste does: one input event per field. */
export async function fillFields(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(input(label));
    await user.paste(value);
  }
}

/** Types a quantity for a product, by its name ('Mærke 1'). */
export async function setQuantity(user: User, name: string, quantity: number) {
  const field = input(fill(text.quantity, { name }));
  await user.clear(field);
  await user.type(field, String(quantity));
  await user.tab();
  await waitFor(() => expect(field.value).toBe(String(quantity)));
}

/** The order the tests send: two lines, no price, the typed texts and message. */
export const sentOrder = {
  contactInfo: { firstName: 'Mette', lastName: 'Hansen', email: 'mette@example.dk', mobile: '12345678' },
  address: { streetName: 'Skovvej', streetNumber: '12B', postalCode: '8000', postalCity: 'Aarhus C' },
  orderLines: [
    { id: 'maerke1', name: 'Mærke 1', quantity: 2 },
    { id: 'maerke_corona', name: 'Coronamærke', quantity: 3 },
  ],
  message: 'Send dem til spejderhuset',
};

/** The mock of Shop.order for `sentOrder`; `answer` is the api's Boolean or GraphQL errors. */
export function orderMock(answer: boolean | 'errors', delay = 0) {
  const result = jest.fn(() =>
    answer === 'errors'
      ? { errors: [{ message: 'bad input', extensions: { code: 'BAD_USER_INPUT' } }] }
      : { data: { shop: { __typename: 'ShopMutation' as const, order: answer } } },
  );
  return { request: { query: OrderBadgesDocument, variables: { order: sentOrder } }, result, delay };
}

/** Fills in the whole of `sentOrder` and waits for 'Bestil' to be enabled. */
export async function fillOrder(user: User) {
  await fillFields(user, { ...typed, [text.message]: sentOrder.message });
  await setQuantity(user, 'Mærke 1', 2);
  await setQuantity(user, 'Coronamærke', 3);
  // The summary shows the last change has reached the form's watchers.
  await waitFor(() => expect(screen.getByTestId('order-summary').textContent).toContain('I alt: 85 kr.'));
  await waitFor(() => expect(submitButton().disabled).toBe(false));
}
