/**
 * A badge order from GraphQL, checked at the edge with the rules the form uses (shared in
 * @usb/schema/validation) and priced from the product list, never from the client.
 */
import { badgeOrderTotal, badgeProduct } from '@usb/schema/domain';
import { invalidBadgeOrderFields } from '@usb/schema/validation';
import type { BadgeOrderInput } from '../../generated/graphql';
import type { BadgeOrderLine } from '../../db/schema';
import { ApiError } from '../../errors';

export interface CheckedOrder {
  contactInfo: { firstName: string; lastName: string; email: string; mobile: string };
  address: { streetName: string; streetNumber: string; postalCode: string; postalCity: string };
  message: string;
  lines: BadgeOrderLine[];
  shipping: number;
  total: number;
}

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/** The order with trimmed texts and priced lines; BAD_USER_INPUT naming every invalid field. */
export function checkOrder(input: BadgeOrderInput): CheckedOrder {
  const contactInfo = {
    firstName: trimmed(input.contactInfo.firstName),
    lastName: trimmed(input.contactInfo.lastName),
    email: trimmed(input.contactInfo.email),
    mobile: trimmed(input.contactInfo.mobile),
  };
  const address = {
    streetName: trimmed(input.address.streetName),
    streetNumber: trimmed(input.address.streetNumber),
    postalCode: trimmed(input.address.postalCode),
    postalCity: trimmed(input.address.postalCity),
  };
  const message = trimmed(input.message);
  const invalid = invalidBadgeOrderFields({ contactInfo, address, orderLines: input.orderLines, message });
  if (invalid.length > 0) throw new ApiError('BAD_USER_INPUT', undefined, invalid);

  const lines = input.orderLines.map((line) => {
    const product = badgeProduct(line.id);
    if (!product) throw new ApiError('BAD_USER_INPUT', undefined, ['orderLines']);
    return { id: product.id, name: product.name, quantity: line.quantity, price: product.price };
  });
  const { shipping, total } = badgeOrderTotal(lines);
  return { contactInfo, address, message, lines, shipping, total };
}
