import { Alert, Button, Result } from '@usb/contracts/ui/core';
import { messages } from '@usb/contracts/messages';

const reload = (): void => window.location.reload();

/**
 * What a remote's area shows when the remote cannot be loaded or throws: a Danish message and
 * a reload button, in that area only. `compact` suits a slot such as the open-task strip.
 */
export function RemoteFallback({ compact = false }: { compact?: boolean }) {
  const action = (
    <Button onClick={reload} size={compact ? 'small' : 'middle'}>
      {messages.remote.reload}
    </Button>
  );
  if (compact) return <Alert type="warning" showIcon title={messages.remote.unavailable} action={action} role="alert" />;
  return <Result status="warning" title={messages.remote.unavailable} extra={action} role="alert" />;
}
