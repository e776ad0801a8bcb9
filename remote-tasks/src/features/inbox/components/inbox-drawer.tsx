import { Alert, Typography } from '@usb/ui/core';
import { Drawer } from '@usb/ui/nav';
import { messages } from '@usb/contracts/messages';
import type { InboxItem } from '../hooks/use-inbox';
import { sentAtText } from '../lib/sent-at-text';

function InboxEntry({ item }: { item: InboxItem }) {
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.08)' }}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4, fontSize: 15 }}>{item.text}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {sentAtText(item.sentAt)}
      </Typography.Text>
    </li>
  );
}

/**
 * The inbox's list of the patrols' announcements, in a drawer from the header's bell: a chunk of
 * its own with the nav kit, loaded when the bell is first reached for (inbox-button.tsx).
 */
export function InboxDrawer({ open, onClose, items, failed }: { open: boolean; onClose: () => void; items: InboxItem[]; failed: boolean }) {
  return (
    <Drawer open={open} onClose={onClose} title={messages.inbox.title} placement="right" size="default" styles={{ wrapper: { maxWidth: '100vw' } }}>
      {failed && <Alert type="warning" showIcon title={messages.inbox.loadError} style={{ marginBottom: 12 }} />}
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary">{messages.inbox.empty}</Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={messages.inbox.title}>
          {items.map((item) => (
            <InboxEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}
