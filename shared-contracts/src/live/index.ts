/**
 * The live channel for the page: `useLiveEvent(kind, handler)` and `useLiveOpen(handler)` over
 * the page's one stream (live-connection.ts), which follows the session store and reopens when
 * the user's patrols change. Shared as a singleton (federation), so every remote on the page
 * listens on the same stream.
 */
import { useEffect, useRef } from 'react';
import { on } from '@usb/contracts/events';
import { sessionStore } from '@usb/contracts/session';
import { createLiveConnection, type LiveConnection, type LiveHandler } from './live-connection';
import type { LiveKind } from '@usb/schema/rest';

export type { LiveKind, LiveMessage } from '@usb/schema/rest';
export { createLiveConnection, MAX_WAIT_MS, RETRY_MS, type LiveConnection, type LiveConnectionOptions, type LiveHandler } from './live-connection';

let shared: LiveConnection | null = null;

/** The page's connection, made on first use and bound to the session store and the bus. */
export function pageLiveConnection(): LiveConnection {
  if (shared) return shared;
  const connection = createLiveConnection({
    fetch: (input, init) => window.fetch(input, init),
    random: Math.random,
    storage: window.localStorage,
    now: Date.now,
    setTimer: (run, ms) => {
      const timer = window.setTimeout(run, ms);
      return () => window.clearTimeout(timer);
    },
  });
  const follow = (): void => {
    const { token, user } = sessionStore.getState();
    connection.setSession(token, user?.id ?? null);
  };
  sessionStore.subscribe(follow);
  follow();
  on('participation-changed', () => connection.restart());
  shared = connection;
  return connection;
}

/** Calls handler (its latest version) for every live message of the kind while the component is mounted. */
export function useLiveEvent(kind: LiveKind, handler: LiveHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => pageLiveConnection().listen(kind, (message) => latest.current(message)), [kind]);
}

/** Calls handler every time the page's stream opens (again) while the component is mounted: read again what may have been missed. */
export function useLiveOpen(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => pageLiveConnection().onOpen(() => latest.current()), []);
}
