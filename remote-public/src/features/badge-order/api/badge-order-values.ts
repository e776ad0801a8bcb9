import type { BadgeOrderInput } from '@usb/schema/graphql';
import { badgeProducts } from '@usb/schema/domain';
import { badgeAddressRules, badgeContactRules, type BadgeAddressField, type BadgeContactField } from '@usb/schema/validation';

/** The badge order form: contact, address, one quantity per product id, and a message. */
export interface BadgeOrderFormValues {
  contactInfo: Record<BadgeContactField, string>;
  address: Record<BadgeAddressField, string>;
  /** Per product id; null while the input is empty, which counts as 0. */
  quantities: Record<string, number | null>;
  message: string;
}

/** An order line as sent: the product's id and name and the quantity, never the price (the server prices it). */
export interface ChosenLine {
  id: string;
  name: string;
  quantity: number;
}

const contactFields = Object.keys(badgeContactRules) as BadgeContactField[];
const addressFields = Object.keys(badgeAddressRules) as BadgeAddressField[];

function blank<K extends string>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;
}

function trimmed<K extends string>(values: Partial<Record<K, string | null>> | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, (values?.[key] ?? '').trim()])) as Record<K, string>;
}

/** The empty form: every text blank and every quantity 0. */
export const emptyBadgeOrder: BadgeOrderFormValues = {
  contactInfo: blank(contactFields),
  address: blank(addressFields),
  quantities: Object.fromEntries(badgeProducts.map((product) => [product.id, 0])),
  message: '',
};

/** The lines with a quantity above 0, in the products' order. */
export function chosenLines(quantities: Partial<Record<string, number | null>> | undefined): ChosenLine[] {
  return badgeProducts.flatMap((product) => {
    const quantity = quantities?.[product.id] ?? 0;
    return quantity > 0 ? [{ id: product.id, name: product.name, quantity }] : [];
  });
}

/** What Shop.order is sent: trimmed texts, only the chosen lines, and no message when it is blank. */
export function badgeOrderInputOf(values: Partial<BadgeOrderFormValues> | undefined): BadgeOrderInput {
  const message = (values?.message ?? '').trim();
  return {
    contactInfo: trimmed(values?.contactInfo, contactFields),
    address: trimmed(values?.address, addressFields),
    orderLines: chosenLines(values?.quantities),
    message: message === '' ? null : message,
  };
}
