import { useEffect, useState } from 'react';
import { fetchVersionsForThisBrowser, versionsInUse } from './remote-registry';
import { updateCheckIntervalMs, updateCheckMinGapMs, watchRemoteUpdates } from './update-check';

/**
 * Whether a remote this page loaded has a new version for this browser in /remotes.json since
 * the page started (a new active version, or a canary that now reaches the browser or is gone). Checked now and then (update-check.ts); the page is never reloaded by itself, since a
 * patrol may be typing an answer.
 */
export function useRemoteUpdate(): boolean {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    const intervalMs = updateCheckIntervalMs();
    return watchRemoteUpdates({
      intervalMs,
      minGapMs: updateCheckMinGapMs(intervalMs),
      inUse: versionsInUse,
      fetchLatest: fetchVersionsForThisBrowser,
      onUpdate: () => setUpdated(true),
    });
  }, []);
  return updated;
}
