import { Alert, Button } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';

/** A load error with its Danish text and 'Prøv igen'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.staff.retry}
        </Button>
      }
    />
  );
}
