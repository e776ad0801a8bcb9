import { Card, Flex, Typography } from '@usb/ui/core';
import { InputNumber } from '@usb/ui/controls';
import { Form } from '@usb/ui/forms';
import { badgeProducts } from '@usb/schema/domain';
import { MAX_BADGE_QUANTITY } from '@usb/schema/validation';
import { fill, messages } from '@usb/contracts/messages';
import { BadgeImage } from './badge-image';

const text = messages.badgeOrder;

/**
 * One tile per badge product (image, name, 'Pris pr stk. {price},-' and a quantity 0-100),
 * in as many columns as fit: one on a phone, three on a desktop.
 */
export function ProductGrid() {
  return (
    <Card title={text.productsTitle}>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))' }}>
        {badgeProducts.map((product, index) => (
          <Flex key={product.id} gap={12} align="center" data-testid={`product-${product.id}`}>
            <BadgeImage product={product} index={index} />
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              <Typography.Text strong>{product.name}</Typography.Text>
              <Typography.Text type="secondary">{fill(text.price, { price: product.price })}</Typography.Text>
              <Form.Item name={['quantities', product.id]} noStyle>
                <InputNumber
                  min={0}
                  max={MAX_BADGE_QUANTITY}
                  precision={0}
                  inputMode="numeric"
                  aria-label={fill(text.quantity, { name: product.name })}
                  style={{ width: 96 }}
                />
              </Form.Item>
            </Flex>
          </Flex>
        ))}
      </div>
    </Card>
  );
}
