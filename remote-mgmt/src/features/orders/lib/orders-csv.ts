import { mgmtMessages } from '../../../texts';
import { toCsv } from '@usb/schema/csv';
import { fill } from '@usb/contracts/messages';
import { formatDateTime } from '../../../lib/copenhagen-time';
import type { MgmtOrder } from '../api/use-orders';

const text = mgmtMessages.orders;
const header = Object.values(text.csv);

/** An order's lines in one cell: '2 × Mærke 1, 1 × Coronamærke'. */
export function orderLinesText(order: Pick<MgmtOrder, 'orderLines'>): string {
  return order.orderLines.map((line) => fill(text.line, { quantity: line.quantity, name: line.name })).join(', ');
}

/** The orders as a spreadsheet for packing and bookkeeping: one line per order, in the list's order. */
export function ordersCsv(orders: MgmtOrder[]): string {
  const lines = orders.map((order) => [
    order.id,
    formatDateTime(order.created),
    text.statusNames[order.status],
    order.contactInfo.firstName,
    order.contactInfo.lastName,
    order.contactInfo.email,
    order.contactInfo.mobile,
    `${order.address.streetName} ${order.address.streetNumber}`,
    order.address.postalCode,
    order.address.postalCity,
    orderLinesText(order),
    order.total,
    order.message,
  ]);
  return toCsv([header, ...lines]);
}
