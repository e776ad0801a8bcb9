import { lazy, Suspense, useState } from 'react';
import { fill, messages } from '@usb/contracts/messages';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import { Button } from '@usb/ui/core';
import { BellOutlined } from '@usb/ui/icons';
import { useInbox } from '../hooks/use-inbox';

/**
 * The drawer, with the nav kit, is a chunk of its own: the bell shows on every page of a patrol,
 * so its first load waits until the bell is reached for (pointer, focus or tap); a tap before it
 * has arrived opens the drawer as soon as it has.
 */
const loadInboxDrawer = () => import('./inbox-drawer');
const InboxDrawer = lazy(() => loadInboxDrawer().then((module) => ({ default: module.InboxDrawer })));
const preload = () => void loadInboxDrawer().catch(() => undefined);

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

/**
 * The header's bell (docs/live.md): shown to a logged-in user with a patrol, with the count of
 * unread announcements; opening it shows the inbox and marks everything read. New ones arrive
 * live and show as a toast too.
 */
function PatrolInbox() {
  const { items, unread, failed, markRead } = useInbox();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so it can animate closed.
  const [wanted, setWanted] = useState(false);
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
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setWanted(true);
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
      {wanted && (
        <Suspense fallback={null}>
          <InboxDrawer open={open} onClose={() => setOpen(false)} items={items} failed={failed} />
        </Suspense>
      )}
    </>
  );
}

export function InboxButton() {
  const withPatrol = useSession((state) => isLoggedIn(state) && (state.user?.patrols.length ?? 0) > 0);
  return withPatrol ? <PatrolInbox /> : null;
}
