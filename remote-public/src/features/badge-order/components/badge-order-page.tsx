import { Button, Card, Flex, Typography } from '@usb/contracts/ui/core';
import { Form, Input } from '@usb/contracts/ui/forms';
import { messages } from '@usb/contracts/messages';
import { badgeContactRules, invalidBadgeOrderFields, MAX_ORDER_MESSAGE_LENGTH } from '@usb/contracts/validation';
import { ContactFields } from '../../../components/contact-fields';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useSubmittable } from '../../../hooks/use-submittable';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { badgeOrderInputOf, emptyBadgeOrder, type BadgeOrderFormValues } from '../api/badge-order-values';
import { useOrderBadges } from '../api/use-order-badges';
import { AddressCard } from './address-card';
import { OrderSummary } from './order-summary';
import { ProductGrid } from './product-grid';

const text = messages.badgeOrder;

/**
 * Mærkebestilling (docs/shop.md): a quantity per badge, contact, delivery address and a
 * message. 'Bestil' stays disabled until every field passes and a badge is chosen; a taken order
 * empties the form, a failed one keeps everything the user typed.
 */
export function BadgeOrderPage() {
  const [form] = Form.useForm<BadgeOrderFormValues>();
  const submittable = useSubmittable(form);
  const values: Partial<BadgeOrderFormValues> | undefined = Form.useWatch([], form);
  const { order, loading } = useOrderBadges();
  const { message, show, clear } = useTimedMessage();
  const input = badgeOrderInputOf(values);
  const ready = submittable && invalidBadgeOrderFields(input).length === 0;

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
            <Flex vertical gap={16}>
              <OrderSummary lines={input.orderLines} />
              <ScreenAlert message={message} />
              <Button type="primary" htmlType="submit" block disabled={!ready} loading={loading}>
                {text.submit}
              </Button>
            </Flex>
          </Card>
        </Flex>
      </Form>
    </PageSection>
  );
}
