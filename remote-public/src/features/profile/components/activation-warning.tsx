import { useState } from 'react';
import { Alert, Button, Flex } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { timings } from '@usb/schema/domain';
import { ScreenAlert } from '../../../components/screen-alert';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { resendActivationMail } from '../../../lib/resend-activation-mail';

/**
 * The not-activated warning of the profile. 'Send ny mail' only appears once `resendAllowed`
 * (10 s after the profile loaded, so a user who has just signed up first looks for the mail
 * already sent), and it goes away after a successful resend (docs/accounts.md, activation).
 */
export function ActivationWarning({ resendAllowed }: { resendAllowed: boolean }) {
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  const { message, show, clear } = useTimedMessage();

  const resend = async () => {
    clear();
    setSending(true);
    const sent = await resendActivationMail();
    setSending(false);
    if (sent) {
      setResent(true);
      show({ type: 'success', text: messages.profile.resendSuccess });
    } else {
      show({ type: 'error', text: messages.profile.resendFailure }, timings.profileResendFailureMessage);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Alert
        type="warning"
        showIcon
        title={messages.profile.notActivated}
        action={
          resendAllowed && !resent ? (
            <Button size="small" onClick={resend} loading={sending}>
              {messages.profile.resendButton}
            </Button>
          ) : undefined
        }
      />
      <ScreenAlert message={message} />
    </Flex>
  );
}
