import { Flex, Typography } from '@usb/ui/core';
import { badgeOrderTotal } from '@usb/schema/domain';
import { fill, messages } from '@usb/contracts/messages';

const text = messages.badgeOrder;

/** The live price of the order: the badges, 30 kr shipping and the total (docs/shop.md). */
export function OrderSummary({ lines }: { lines: readonly { id: string; quantity: number }[] }) {
  const { products, shipping, total } = badgeOrderTotal(lines);
  return (
    <Flex vertical gap={4} aria-live="polite" data-testid="order-summary">
      <Typography.Text>{fill(text.productsTotal, { amount: products })}</Typography.Text>
      <Typography.Text>{fill(text.shipping, { amount: shipping })}</Typography.Text>
      <Typography.Text strong>{fill(text.total, { amount: total })}</Typography.Text>
      {lines.length === 0 && <Typography.Text type="secondary">{text.noProducts}</Typography.Text>}
    </Flex>
  );
}
