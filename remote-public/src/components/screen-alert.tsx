import { Alert } from '@usb/ui/core';
import type { ScreenMessage } from '../hooks/use-timed-message';

/** The inline alert of a screen's current message (role="alert" for screen readers). */
export function ScreenAlert({ message }: { message: ScreenMessage | null }) {
  if (!message) return null;
  return <Alert type={message.type} title={message.text} showIcon role="alert" />;
}
