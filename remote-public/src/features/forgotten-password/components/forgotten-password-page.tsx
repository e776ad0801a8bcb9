import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Input } from '@usb/ui/inputs';
import { messages } from '@usb/contracts/messages';
import { timings } from '@usb/schema/domain';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { sendResetMail } from '../api/send-reset-mail';

interface ForgottenValues {
  identifier: string;
}

/** Forgotten password: one identifier field; 'Nulstil' stays disabled while it is empty. */
export function ForgottenPasswordPage() {
  const [form] = Form.useForm<ForgottenValues>();
  const identifier: string | undefined = Form.useWatch('identifier', form);
  const { message, show, clear } = useTimedMessage();
  const [pending, setPending] = useState(false);
  const empty = (identifier ?? '').trim() === '';

  const submit = async (values: ForgottenValues) => {
    clear();
    setPending(true);
    const sent = await sendResetMail({ identifier: values.identifier.trim() });
    setPending(false);
    if (sent) show({ type: 'success', text: messages.forgotten.success });
    else show({ type: 'error', text: messages.forgotten.failure }, timings.forgotFailureMessage);
  };

  return (
    <PageSection title={messages.forgotten.title}>
      <Card>
        <Typography.Paragraph>{messages.forgotten.intro}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label={messages.accountFields.identifier} name="identifier">
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Flex vertical gap={16}>
            <ScreenAlert message={message} />
            <Button type="primary" htmlType="submit" block disabled={empty} loading={pending}>
              {messages.forgotten.button}
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageSection>
  );
}
