import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { Form } from '@usb/ui/forms';
import { Link, useNavigate } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import type { SignupRequest } from '@usb/schema/rest';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useSubmittable } from '../../../hooks/use-submittable';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { paths } from '../../../lib/paths';
import { useReturnPath } from '../../../hooks/use-return-path';
import { signup } from '../api/signup';
import { ContactInfoCard } from './contact-info-card';
import { LoginInfoCard, REPEAT_FIELD } from './login-info-card';

type SignupValues = SignupRequest & { [REPEAT_FIELD]: string };

const failureText = {
  'bad-request': messages.signup.badRequest,
  conflict: messages.signup.conflict,
  'rate-limited': messages.signup.rateLimited,
  error: messages.signup.unknownError,
} as const;

/** Sign-up: contact and login cards; the button stays disabled until every rule passes. */
export function SignupPage() {
  const [form] = Form.useForm<SignupValues>();
  const navigate = useNavigate();
  const returnPath = useReturnPath(paths.profile);
  const submittable = useSubmittable(form);
  const { message, show, clear } = useTimedMessage();
  const [pending, setPending] = useState(false);

  const onValuesChange = (changed: Partial<SignupValues>) => {
    // A new password makes the old repeat meaningless, so the repeat is cleared.
    if (changed.loginInfo?.password !== undefined) form.resetFields([REPEAT_FIELD]);
  };

  const submit = async (values: SignupValues) => {
    clear();
    setPending(true);
    const outcome = await signup({ contactInfo: values.contactInfo, loginInfo: values.loginInfo });
    setPending(false);
    if (outcome.kind === 'success') {
      sessionStore.getState().login(outcome.token, outcome.user);
      void navigate(returnPath, { replace: true });
    } else {
      show({ type: 'error', text: failureText[outcome.kind] });
    }
  };

  return (
    <PageSection title={messages.signup.title} width="wide">
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={onValuesChange} requiredMark={false}>
        <Flex vertical gap={16}>
          <ContactInfoCard />
          <LoginInfoCard />
          <Card>
            <Flex vertical gap={16}>
              <ScreenAlert message={message} />
              <Button type="primary" htmlType="submit" block disabled={!submittable} loading={pending}>
                {messages.signup.submit}
              </Button>
              <Typography.Text style={{ textAlign: 'center' }}>
                {messages.signup.haveAccount} <Link to={paths.login}>{messages.signup.loginLink}</Link>
              </Typography.Text>
            </Flex>
          </Card>
        </Flex>
      </Form>
    </PageSection>
  );
}
