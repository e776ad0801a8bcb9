import { Alert, Button } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';

/** A failed load with 'Prøv igen'. */
export function LoadError({ message = messages.mgmt.common.loadError, onRetry }: { message?: string; onRetry: () => void }) {
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
