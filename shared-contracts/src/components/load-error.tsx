import { Alert, Button } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';

/** A failed load, in the screen's own words or the general ones, with 'Prøv igen'. */
export function LoadError({ message = messages.loadFailed.message, onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.loadFailed.retry}
        </Button>
      }
    />
  );
}
