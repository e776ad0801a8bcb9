import { Card, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { badgeContactRules, MAX_ORDER_MESSAGE_LENGTH } from '@usb/schema/validation';
import { ContactFields } from '../../../components/contact-fields';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { badgeOrderInputOf, emptyBadgeOrder, type BadgeOrderFormValues } from '../api/badge-order-values';
import { useOrderBadges } from '../api/use-order-badges';
import { AddressCard } from './address-card';
import { OrderTotalAndSubmit } from './order-total-and-submit';
import { ProductGrid } from './product-grid';

const text = messages.badgeOrder;

/**
 * Mærkebestilling (docs/shop.md): a quantity per badge, contact, delivery address and a
 * message. 'Bestil' stays disabled until every field passes and a badge is chosen; a taken order
 * empties the form, a failed one keeps everything the user typed. Only the total and the button
 * follow every change (OrderTotalAndSubmit): a keystroke does not redraw the twelve badge tiles.
 */
export function BadgeOrderPage() {
  const [form] = Form.useForm<BadgeOrderFormValues>();
  const { order, loading } = useOrderBadges();
  const { message, show, clear } = useTimedMessage();

  const submit = async (submitted: BadgeOrderFormValues) => {
    clear();
    if (await order(badgeOrderInputOf(submitted))) {
      form.resetFields();
      show({ type: 'success', text: text.success });
    } else {
      show({ type: 'error', text: text.failure });
    }
  };

  return (
    <PageSection title={text.title} width="wide">
      <Typography.Paragraph style={{ margin: 0 }}>{text.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={emptyBadgeOrder} onFinish={submit} requiredMark={false}>
        <Flex vertical gap={16}>
          <ProductGrid />
          <Flex gap={16} wrap>
            <Card title={text.contactTitle} style={{ flex: '1 1 300px' }}>
              <ContactFields rules={badgeContactRules} />
            </Card>
            <AddressCard />
          </Flex>
          <Card>
            <Form.Item label={text.message} name="message">
              <Input.TextArea rows={4} maxLength={MAX_ORDER_MESSAGE_LENGTH} showCount placeholder={text.messagePlaceholder} />
            </Form.Item>
            <OrderTotalAndSubmit form={form} sending={loading} alert={<ScreenAlert message={message} />} />
          </Card>
        </Flex>
      </Form>
    </PageSection>
  );
}
