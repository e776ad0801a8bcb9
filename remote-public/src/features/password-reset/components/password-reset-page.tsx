import { useState } from 'react';
import { Button, Card, Flex } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { useParams } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { timings } from '@usb/schema/domain';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useSubmittable } from '../../../hooks/use-submittable';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/reset-password';

interface ResetValues {
  password: string;
  password2: string;
}

/** Password reset from the mailed link: after success the form locks and login follows in 5 s. */
export function PasswordResetPage() {
  const { key = '' } = useParams();
  const [form] = Form.useForm<ResetValues>();
  const submittable = useSubmittable(form);
  const navigateLater = useDelayedNavigate();
  const { message, show, clear } = useTimedMessage();
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const onValuesChange = (changed: Partial<ResetValues>) => {
    if (changed.password !== undefined) form.resetFields(['password2']);
  };

  const submit = async (values: ResetValues) => {
    clear();
    setPending(true);
    const reset = await resetPassword({ key, password: values.password });
    setPending(false);
    if (reset) {
      setDone(true);
      show({ type: 'success', text: messages.passwordReset.success });
      navigateLater(paths.login, timings.passwordResetRedirect);
    } else {
      show({ type: 'error', text: messages.passwordReset.failure }, timings.passwordResetFailureMessage);
    }
  };

  return (
    <PageSection title={messages.passwordReset.title}>
      <Card>
        <Form form={form} layout="vertical" onFinish={submit} onValuesChange={onValuesChange} disabled={done} requiredMark={false}>
          <NewPasswordFields
            name="password"
            repeatName="password2"
            label={messages.accountFields.newPassword}
            repeatLabel={messages.accountFields.repeatPassword}
            autoFocus
          />
          <Flex vertical gap={16}>
            <ScreenAlert message={message} />
            <Button type="primary" htmlType="submit" block disabled={!submittable || done} loading={pending}>
              {messages.passwordReset.submit}
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageSection>
  );
}
