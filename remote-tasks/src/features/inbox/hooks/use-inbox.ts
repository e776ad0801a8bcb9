import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@usb/contracts/graphql-client';
import {
  GetAnnouncementInboxDocument,
  MarkAnnouncementsReadDocument,
  MarkAnnouncementsReceivedDocument,
  type InboxAnnouncementFieldsFragment,
} from '@usb/schema/graphql';
import { emit, on } from '@usb/contracts/events';
import { useLiveEvent, useLiveOpen, type LiveMessage } from '@usb/contracts/live';
import { fill, messages } from '@usb/contracts/messages';
import type { AnnouncementLiveData } from '@usb/schema/rest';

export type InboxItem = InboxAnnouncementFieldsFragment;

/** Confirmations wait this long for others to go with them, plus up to as much again at random (thousands of pages get one message at once). */
const CONFIRM_AFTER_MS = 500;
/** Toasts of one burst: one each up to this many, then one that counts them. */
const TOASTS_PER_BURST = 2;
const TOAST_MS = 12_000;

function isAnnouncementData(data: unknown): data is AnnouncementLiveData {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as AnnouncementLiveData).text === 'string' &&
    typeof (data as AnnouncementLiveData).sentAt === 'string'
  );
}

function shortened(text: string): string {
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/**
 * The user's inbox (docs/live.md): read when mounted, on a change of session or patrols and
 * whenever the live stream (re)opens; an announcement heard on the stream goes to the top at
 * once, counts as unread, shows as a toast and is confirmed to the api (the staff's 'received'
 * count), as are the unread ones the inbox brings. `markRead` empties the unread count.
 */
export function useInbox(): { items: InboxItem[]; unread: number; loaded: boolean; failed: boolean; markRead: () => void } {
  const client = useApolloClient();
  const [items, setItems] = useState<InboxItem[]>([]);
  const [unread, setUnread] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  // The ids on the page: a message heard again (a replay after a reconnect) is neither counted nor shown twice.
  const known = useRef(new Set<string>());
  const confirmed = useRef(new Set<string>());
  const pending = useRef(new Set<string>());
  const confirmTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const burst = useRef({ count: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const confirm = useCallback(
    (ids: string[]) => {
      for (const id of ids) if (!confirmed.current.has(id)) pending.current.add(id);
      if (pending.current.size === 0 || confirmTimer.current) return;
      confirmTimer.current = setTimeout(
        () => {
          confirmTimer.current = undefined;
          const batch = [...pending.current].slice(0, 100);
          for (const id of batch) {
            pending.current.delete(id);
            confirmed.current.add(id);
          }
          client.mutate({ mutation: MarkAnnouncementsReceivedDocument, variables: { ids: batch } }).catch(() => {
            // Not confirmed: the next (re)open of the stream or the inbox tries again.
            for (const id of batch) confirmed.current.delete(id);
          });
        },
        CONFIRM_AFTER_MS * (1 + Math.random()),
      );
    },
    [client],
  );

  const refresh = useCallback(async () => {
    try {
      const { data } = await client.query({ query: GetAnnouncementInboxDocument, fetchPolicy: 'network-only' });
      if (!data) return;
      const inbox = data.announcements.getInbox;
      known.current = new Set(inbox.announcements.map((item) => item.id));
      setItems(inbox.announcements);
      setUnread(inbox.unread);
      setFailed(false);
      confirm(inbox.announcements.slice(0, inbox.unread).map((item) => item.id));
    } catch {
      setFailed(true);
    } finally {
      setLoaded(true);
    }
  }, [client, confirm]);

  useEffect(() => {
    void refresh();
    const stops = [on('participation-changed', () => void refresh()), on('token-changed', () => void refresh())];
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(confirmTimer.current);
      clearTimeout(burst.current.timer);
    };
  }, [refresh]);

  useLiveOpen(() => void refresh());

  const toast = useCallback((text: string) => {
    const current = burst.current;
    current.count += 1;
    clearTimeout(current.timer);
    current.timer = setTimeout(() => (current.count = 0), TOAST_MS);
    if (current.count <= TOASTS_PER_BURST) {
      emit('alert', { type: 'info', message: fill(messages.inbox.toast, { text: shortened(text) }), dismissible: true, timeout: TOAST_MS });
    } else if (current.count === TOASTS_PER_BURST + 1) {
      emit('alert', { type: 'info', message: fill(messages.inbox.toastMore, { n: current.count }), dismissible: true, timeout: TOAST_MS });
    }
  }, []);

  useLiveEvent('announcement', (message: LiveMessage) => {
    if (!isAnnouncementData(message.data)) return;
    const id = String(message.id);
    const { text, sentAt } = message.data;
    confirm([id]);
    if (known.current.has(id)) return;
    known.current.add(id);
    setItems((current) => [{ __typename: 'Announcement', id, battleID: String(message.battleId), text, sentAt }, ...current]);
    setUnread((count) => count + 1);
    toast(text);
  });

  const markRead = useCallback(() => {
    setUnread(0);
    client
      .mutate({ mutation: MarkAnnouncementsReadDocument })
      .then(({ data }) => {
        if (data) setUnread(data.announcements.markRead.unread);
      })
      .catch(() => undefined);
  }, [client]);

  return { items, unread, loaded, failed, markRead };
}
