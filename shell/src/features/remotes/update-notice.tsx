import { useState } from 'react';
import { Button, Flex } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import { useRemoteUpdate } from './use-remote-update';

const text = messages.remote;

const reload = (): void => window.location.reload();

/**
 * A small bar at the bottom of the page when a part of it has a new version: 'Genindlæs' loads
 * it, the close button hides the bar. The status region is always present, so screen readers
 * announce the text when it appears.
 */
export function UpdateNotice() {
  const updated = useRemoteUpdate();
  const [dismissed, setDismissed] = useState(false);
  const shown = updated && !dismissed;
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <Flex
          align="center"
          gap="small"
          style={{
            position: 'fixed',
            bottom: 16,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 1000,
            padding: '8px 8px 8px 16px',
            background: '#fff',
            border: '1px solid rgba(5, 5, 5, 0.12)',
            borderRadius: 6,
            boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
            maxWidth: 'calc(100vw - 32px)',
          }}
        >
          <span>{text.updateAvailable}</span>
          <Button type="primary" size="small" onClick={reload}>
            {text.reload}
          </Button>
          <Button type="text" size="small" aria-label={text.dismissUpdate} onClick={() => setDismissed(true)}>
            ×
          </Button>
        </Flex>
      )}
    </div>
  );
}
