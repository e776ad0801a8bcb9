import { badgeProducts } from '@usb/schema/domain';
import { checkFields, type FieldRule } from './rules';

/** The buyer's fields of a badge order (the sign-up's contact rules; docs/shop.md). */
export const badgeContactRules = {
  firstName: { required: true, minLength: 2 },
  lastName: { required: true, minLength: 3 },
  email: { required: true, email: true, minLength: 3 },
  mobile: { required: true, exactDigits: 8 },
} satisfies Record<string, FieldRule>;

/** The delivery address of a badge order (docs/shop.md: the postal code is a number 0-9999 of exactly 4 digits). */
export const badgeAddressRules = {
  streetName: { required: true, minLength: 2 },
  streetNumber: { required: true, minLength: 1 },
  postalCode: { required: true, exactDigits: 4 },
  postalCity: { required: true, minLength: 2 },
} satisfies Record<string, FieldRule>;

export type BadgeContactField = keyof typeof badgeContactRules;
export type BadgeAddressField = keyof typeof badgeAddressRules;

/** The most of one badge an order may hold. */
export const MAX_BADGE_QUANTITY = 100;
/** The longest note to the organisers. */
export const MAX_ORDER_MESSAGE_LENGTH = 2000;

export interface BadgeOrderValues {
  contactInfo: Partial<Record<BadgeContactField, string | null>>;
  address: Partial<Record<BadgeAddressField, string | null>>;
  orderLines: readonly { id: string; quantity: number }[];
  message?: string | null;
}

/**
 * The invalid fields of a badge order, as dotted paths ('contactInfo.email', 'address.postalCode',
 * 'orderLines', 'message'); empty when the order may be sent. orderLines must name known products,
 * each once, with whole quantities 1-MAX_BADGE_QUANTITY, and hold at least one line.
 */
export function invalidBadgeOrderFields(order: BadgeOrderValues): string[] {
  const contact = Object.keys(checkFields(order.contactInfo, badgeContactRules)).map((field) => `contactInfo.${field}`);
  const address = Object.keys(checkFields(order.address, badgeAddressRules)).map((field) => `address.${field}`);
  const ids = order.orderLines.map((line) => line.id);
  const linesValid =
    order.orderLines.length > 0 &&
    new Set(ids).size === ids.length &&
    order.orderLines.every(
      (line) =>
        badgeProducts.some((product) => product.id === line.id) && Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_BADGE_QUANTITY,
    );
  const messageValid = (order.message ?? '').length <= MAX_ORDER_MESSAGE_LENGTH;
  return [...contact, ...address, ...(linesValid ? [] : ['orderLines']), ...(messageValid ? [] : ['message'])];
}
