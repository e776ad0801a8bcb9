import { useRef } from 'react';
import { hasErrorCode, useMutation, useQuery } from '@usb/contracts/graphql-client';
import {
  CancelAnnouncementDocument,
  GetAnnouncementsByBattleIdDocument,
  SendAnnouncementDocument,
  type AnnouncementInput,
  type GetAnnouncementsByBattleIdQuery,
} from '@usb/schema/graphql';
import { useLiveEvent, useLiveOpen } from '@usb/contracts/live';
import { staffMessages } from '../../../texts';

export type StaffAnnouncement = GetAnnouncementsByBattleIdQuery['announcements']['getByBattleID'][number];

const text = staffMessages.announcements;
/** The list is read again at most this often while receipts stream in. */
const REFRESH_EVERY_MS = 2_000;

/**
 * announcements.getByBattleID with its counts kept fresh live: read again when the staff's
 * stream says more patrols confirmed one (at most every 2 s) and when the stream (re)opens.
 */
export function useAnnouncements(battleID: string | null) {
  const { data, loading, error, refetch } = useQuery(GetAnnouncementsByBattleIdDocument, {
    variables: { battleID: battleID ?? '' },
    skip: !battleID,
    fetchPolicy: 'cache-and-network',
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refreshSoon = (): void => {
    if (!battleID || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void refetch().catch(() => undefined);
    }, REFRESH_EVERY_MS);
  };
  useLiveEvent('announcement-receipts', (message) => {
    if (String(message.battleId) === battleID) refreshSoon();
  });
  useLiveOpen(refreshSoon);
  return {
    announcements: data?.announcements.getByBattleID ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}

/** The Danish message of a refused send or cancel. */
export function announcementErrorMessage(error: unknown): string {
  if (hasErrorCode(error, 'RATE_LIMITED')) return text.rateLimited;
  if (hasErrorCode(error, 'CONFLICT')) return text.alreadySent;
  return text.failed;
}

/** send and cancel; both read the battle's list again. */
export function useAnnouncementChanges(battleID: string) {
  const refetchQueries = [{ query: GetAnnouncementsByBattleIdDocument, variables: { battleID } }];
  const [send, sending] = useMutation(SendAnnouncementDocument, { refetchQueries, awaitRefetchQueries: true });
  const [cancel, cancelling] = useMutation(CancelAnnouncementDocument, { refetchQueries, awaitRefetchQueries: true });
  return {
    send: (announcement: AnnouncementInput) => send({ variables: { announcement } }),
    cancel: (id: string) => cancel({ variables: { id } }),
    busy: sending.loading || cancelling.loading,
  };
}
