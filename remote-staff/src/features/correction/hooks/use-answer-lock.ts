import { useEffect, useRef, useState } from 'react';
import { timings } from '@usb/schema/domain';
import { useRenewLock } from '../api/use-renew-lock';
import { useReleaseLock } from '../api/use-release-lock';

/** Releases waiting for the current render to finish, by task answer id (see below). */
const pendingReleases = new Map<string, number>();

export interface AnswerLockOptions {
  battleTaskAnswerID: string;
  /** Whether the caller holds the live lock, as the api said when the answer was loaded. */
  held: boolean;
  /** The lock's end as loaded. */
  lockedUntil: string | null;
  /** The renewal was refused (CONFLICT) or failed: the lock can no longer be counted on. */
  onLost: () => void;
}

/**
 * Keeps the caller's lock on a task answer while it is open: renewed every 60 s, released when
 * the answer is left (another answer, another page, unmount) and on `pagehide`. A closed tab
 * that could not send the release leaves a lock that simply expires. The release on unmount
 * waits one tick, so a remount of the same answer (React's development double effects) keeps
 * the lock instead of giving it away. Returns the lock's current end.
 */
export function useAnswerLock({ battleTaskAnswerID, held, lockedUntil, onLost }: AnswerLockOptions): string | null {
  const renewLock = useRenewLock();
  const releaseLock = useReleaseLock();
  const [renewed, setRenewed] = useState<{ from: string | null; until: string } | null>(null);
  const onLostRef = useRef(onLost);
  useEffect(() => {
    onLostRef.current = onLost;
  }, [onLost]);

  useEffect(() => {
    if (!held) return undefined;
    const pending = pendingReleases.get(battleTaskAnswerID);
    if (pending !== undefined) window.clearTimeout(pending);
    pendingReleases.delete(battleTaskAnswerID);

    const timer = window.setInterval(() => {
      renewLock(battleTaskAnswerID).then(
        (until) => (until ? setRenewed({ from: lockedUntil, until }) : onLostRef.current()),
        () => onLostRef.current(),
      );
    }, timings.lockRenewal);
    const onPageHide = (): void => releaseLock(battleTaskAnswerID);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      pendingReleases.set(
        battleTaskAnswerID,
        window.setTimeout(() => {
          pendingReleases.delete(battleTaskAnswerID);
          releaseLock(battleTaskAnswerID);
        }, 0),
      );
    };
  }, [battleTaskAnswerID, held, lockedUntil, renewLock, releaseLock]);

  // A fresh load of the answer (a new lockedUntil) supersedes any earlier renewal.
  return renewed && renewed.from === lockedUntil ? renewed.until : lockedUntil;
}
