import { useState } from 'react';
import { Button, Card, Flex, Typography } from '@usb/ui/core';
import { useNavigate, useParams } from '@usb/contracts/router';
import { messages } from '@usb/contracts/messages';
import { timings } from '@usb/schema/domain';
import { PageSection } from '../../../components/page-section';
import { ScreenAlert } from '../../../components/screen-alert';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { paths } from '../../../lib/paths';
import { resendActivationMail } from '../../../lib/resend-activation-mail';
import { activateUser } from '../api/activate-user';
import { useRefreshCurrentUser } from '../../../hooks/use-refresh-current-user';

/** Activation from the mailed link (login required): activate, or ask for a new link. */
export function ActivationPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const navigateLater = useDelayedNavigate();
  const refreshCurrentUser = useRefreshCurrentUser();
  const { message, show, clear } = useTimedMessage();
  const [activating, setActivating] = useState(false);
  const [resending, setResending] = useState(false);

  const activate = async () => {
    clear();
    setActivating(true);
    const activated = await activateUser({ activationKey: key });
    if (activated) {
      await refreshCurrentUser();
      void navigate(paths.profile);
      return;
    }
    setActivating(false);
    show({ type: 'error', text: messages.activation.failure });
  };

  const resend = async () => {
    clear();
    setResending(true);
    const sent = await resendActivationMail();
    setResending(false);
    if (sent) {
      show({ type: 'success', text: messages.activation.resendSuccess });
      navigateLater(paths.profile, timings.activationResendRedirect);
    } else {
      show({ type: 'error', text: messages.profile.resendFailure });
    }
  };

  return (
    <PageSection title={messages.activation.title}>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Text>{messages.activation.intro}</Typography.Text>
          <ScreenAlert message={message} />
          <Button type="primary" block onClick={activate} loading={activating}>
            {messages.activation.button}
          </Button>
          <Typography.Text style={{ textAlign: 'center' }}>
            {messages.activation.resendPrompt}{' '}
            <Button type="link" onClick={resend} loading={resending} style={{ padding: 0, height: 'auto' }}>
              {messages.activation.resendLink}
            </Button>
          </Typography.Text>
        </Flex>
      </Card>
    </PageSection>
  );
}
