import type { ReactNode } from 'react';
import { Button, Flex } from '@usb/ui/core';
import { Form, type FormInstance } from '@usb/ui/forms';
import { messages } from '@usb/contracts/messages';
import { invalidBadgeOrderFields } from '@usb/schema/validation';
import { useSubmittable } from '../../../hooks/use-submittable';
import { badgeOrderInputOf, type BadgeOrderFormValues } from '../api/badge-order-values';
import { OrderSummary } from './order-summary';

interface OrderTotalAndSubmitProps {
  form: FormInstance<BadgeOrderFormValues>;
  sending: boolean;
  /** The answer to the last send, between the total and the button. */
  alert: ReactNode;
}

/**
 * The live total and 'Bestil', the only parts of the order form that follow every change: the
 * button is enabled once every field passes and at least one badge is chosen.
 */
export function OrderTotalAndSubmit({ form, sending, alert }: OrderTotalAndSubmitProps) {
  const submittable = useSubmittable(form);
  const values: Partial<BadgeOrderFormValues> | undefined = Form.useWatch([], form);
  const input = badgeOrderInputOf(values);
  const ready = submittable && invalidBadgeOrderFields(input).length === 0;
  return (
    <Flex vertical gap={16}>
      <OrderSummary lines={input.orderLines} />
      {alert}
      <Button type="primary" htmlType="submit" block disabled={!ready} loading={sending}>
        {messages.badgeOrder.submit}
      </Button>
    </Flex>
  );
}
