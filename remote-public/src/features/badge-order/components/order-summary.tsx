import { Flex, Typography } from '@usb/ui/core';
import { badgeOrderTotal } from '@usb/schema/domain';
import { messages } from '@usb/contracts/messages';
import { formatText } from '../../../lib/format-text';

const text = messages.badgeOrder;

/** The live price of the order: the badges, 30 kr shipping and the total (docs/shop.md). */
export function OrderSummary({ lines }: { lines: readonly { id: string; quantity: number }[] }) {
  const { products, shipping, total } = badgeOrderTotal(lines);
  return (
    <Flex vertical gap={4} aria-live="polite" data-testid="order-summary">
      <Typography.Text>{formatText(text.productsTotal, { amount: String(products) })}</Typography.Text>
      <Typography.Text>{formatText(text.shipping, { amount: String(shipping) })}</Typography.Text>
      <Typography.Text strong>{formatText(text.total, { amount: String(total) })}</Typography.Text>
      {lines.length === 0 && <Typography.Text type="secondary">{text.noProducts}</Typography.Text>}
    </Flex>
  );
}
