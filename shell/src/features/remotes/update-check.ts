import type { RemoteRegistryDocument } from '@usb/schema/rest';

/** The remotes in use whose version in `latest` (as this browser chooses it) is not the one the page loaded. */
export function changedRemotes(inUse: Record<string, string | null>, latest: RemoteRegistryDocument): string[] {
  return Object.entries(inUse)
    .filter(([name, version]) => (latest[name]?.version ?? null) !== version)
    .map(([name]) => name);
}

/**
 * How often an open page asks /remotes.json: every 3 minutes while the tab is visible, and when
 * the tab becomes visible again, but never twice within 30 s (within half the interval when a
 * test shortens it).
 */
export const UPDATE_CHECK_INTERVAL_MS = 3 * 60_000;
const UPDATE_CHECK_MIN_GAP_MS = 30_000;

export function updateCheckMinGapMs(intervalMs: number): number {
  return Math.min(UPDATE_CHECK_MIN_GAP_MS, intervalMs / 2);
}

/**
 * localStorage key that shortens the interval for a test of the notice (milliseconds, at least
 * 1000), read once when the page starts.
 */
export const UPDATE_CHECK_INTERVAL_KEY = 'usb.remotesPollMs';

/** The interval: the localStorage override when it holds a whole number of at least 1000 ms, else the default. */
export function updateCheckIntervalMs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  let override: string | null = null;
  try {
    override = storage?.getItem(UPDATE_CHECK_INTERVAL_KEY) ?? null;
  } catch {
    // storage switched off in the browser: the default applies
  }
  const value = override === null ? NaN : Number(override);
  return Number.isInteger(value) && value >= 1000 ? value : UPDATE_CHECK_INTERVAL_MS;
}

export interface UpdateWatchOptions {
  intervalMs: number;
  /** The least time between two reads, also when the tab becomes visible again. */
  minGapMs: number;
  inUse: () => Record<string, string | null>;
  /** The registry now; null when it cannot be read (the check is then skipped). Never rejects. */
  fetchLatest: () => Promise<RemoteRegistryDocument | null>;
  /** Called once, with the changed remotes, when a check finds any; the watch then stops. */
  onUpdate: (names: string[]) => void;
}

/**
 * Checks /remotes.json every `intervalMs` while the tab is visible and when it becomes visible
 * again (no more often than `minGapMs`), and reports the first change of a remote in use.
 * Returns the function that stops the watch.
 */
export function watchRemoteUpdates(options: UpdateWatchOptions): () => void {
  let stopped = false;
  let lastCheck = Date.now();
  let checking = false;

  const check = async (): Promise<void> => {
    if (stopped || checking || document.visibilityState === 'hidden' || Date.now() - lastCheck < options.minGapMs) return;
    checking = true;
    lastCheck = Date.now();
    const latest = await options.fetchLatest();
    checking = false;
    if (latest === null || stopped) return;
    const changed = changedRemotes(options.inUse(), latest);
    if (changed.length > 0) {
      stop();
      options.onUpdate(changed);
    }
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = setInterval(() => void check(), options.intervalMs);
  document.addEventListener('visibilitychange', onVisibility);

  function stop(): void {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
