import { Alert, Button } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';

const reload = (): void => window.location.reload();

/**
 * What a remote's area shows when the remote cannot be loaded or throws: a Danish message and
 * a reload button, in that area only. `compact` suits a slot such as the open-task strip; a
 * routed area centres the same warning with room around it.
 */
export function RemoteFallback({ compact = false }: { compact?: boolean }) {
  const action = (
    <Button onClick={reload} size={compact ? 'small' : 'middle'}>
      {messages.remote.reload}
    </Button>
  );
  const warning = <Alert type="warning" showIcon title={messages.remote.unavailable} action={action} role="alert" />;
  if (compact) return warning;
  return <div style={{ maxWidth: 720, margin: '0 auto', padding: '48px 16px' }}>{warning}</div>;
}
