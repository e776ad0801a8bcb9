import { useEffect, useMemo, useRef } from 'react';
import { useLiveEvent, useLiveOpen } from '@usb/contracts/live';
import { createTrailingThrottle } from '../lib/trailing-throttle';

/** The shortest time between two reads of the view (docs/staff-live-view.md). */
export const RELOAD_INTERVAL_MS = 2_000;
/** How long after a lock's end the view reads again, so the api sees it ended. */
const AFTER_LOCK_END_MS = 500;

/**
 * Reads the battle's view again, at most once every RELOAD_INTERVAL_MS: on each `staff-activity`
 * event of the battle, when the live stream opens again (events may have been missed), and just
 * after `nextLockEnd` (a lock running out is no write, so no event tells of it). No polling.
 */
export function useLiveReload(battleID: string, reload: () => void, nextLockEnd: string | null, serverAt: string | null): void {
  const latest = useRef(reload);
  latest.current = reload;
  const throttle = useMemo(() => createTrailingThrottle(() => latest.current(), RELOAD_INTERVAL_MS), []);
  useEffect(() => () => throttle.cancel(), [throttle]);

  useLiveEvent('staff-activity', (message) => {
    if (String(message.battleId) === battleID) throttle.request();
  });
  useLiveOpen(() => throttle.request());

  useEffect(() => {
    if (!nextLockEnd || !serverAt) return undefined;
    // Measured on the server's clock: the page's may be off.
    const wait = new Date(nextLockEnd).getTime() - new Date(serverAt).getTime() + AFTER_LOCK_END_MS;
    const timer = setTimeout(() => throttle.request(), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [nextLockEnd, serverAt, throttle]);
}
