import { useState } from 'react';
import { fill, messages } from '@usb/contracts/messages';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import { Alert, Button, Typography } from '@usb/ui/core';
import { BellOutlined } from '@usb/ui/icons';
import { Drawer } from '@usb/ui/nav';
import { useInbox, type InboxItem } from '../hooks/use-inbox';
import { sentAtText } from '../lib/sent-at-text';

const countStyle = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 5px',
  borderRadius: 9,
  background: '#cf1322',
  color: '#fff',
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '18px',
  textAlign: 'center',
} as const;

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

/** The inbox's list of the patrols' announcements, in a drawer from the header's bell. */
function InboxDrawer({ open, onClose, items, failed }: { open: boolean; onClose: () => void; items: InboxItem[]; failed: boolean }) {
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

/**
 * The header's bell (docs/live.md): shown to a logged-in user with a patrol, with the count of
 * unread announcements; opening it shows the inbox and marks everything read. New ones arrive
 * live and show as a toast too.
 */
function PatrolInbox() {
  const { items, unread, failed, markRead } = useInbox();
  const [open, setOpen] = useState(false);
  const label = unread > 0 ? fill(messages.inbox.openUnread, { n: unread }) : messages.inbox.open;
  return (
    <>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Button
          type="text"
          icon={<BellOutlined style={{ fontSize: 20 }} />}
          aria-label={label}
          title={label}
          style={{ color: 'inherit', width: 44, height: 44 }}
          onClick={() => {
            setOpen(true);
            if (unread > 0) markRead();
          }}
        />
        {unread > 0 && (
          <span style={countStyle} aria-hidden="true" data-testid="inbox-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      <InboxDrawer open={open} onClose={() => setOpen(false)} items={items} failed={failed} />
    </>
  );
}

export function InboxButton() {
  const withPatrol = useSession((state) => isLoggedIn(state) && (state.user?.patrols.length ?? 0) > 0);
  return withPatrol ? <PatrolInbox /> : null;
}
