/**
 * The typed event bus between the shell and the remotes. Events travel as DOM CustomEvents on
 * window, so remotes built against different versions of this package still hear each other.
 */
export interface AlertEvent {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  dismissible: boolean;
  /** Milliseconds after which the alert goes away by itself; none keeps it. */
  timeout?: number;
}

export interface BusEvents {
  /** A patrol registration or membership of the current user changed. */
  'participation-changed': { battleID?: string };
  /** The login token changed (login, logout, another tab). */
  'token-changed': { token: string | null };
  /** Show an alert in the shell's alert area. */
  alert: AlertEvent;
}

export type BusEventName = keyof BusEvents;

const PREFIX = 'usb:';

export function emit<K extends BusEventName>(name: K, detail: BusEvents[K]): void {
  window.dispatchEvent(new CustomEvent<BusEvents[K]>(PREFIX + name, { detail }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends BusEventName>(name: K, handler: (detail: BusEvents[K]) => void): () => void {
  const listener = (event: Event): void => handler((event as CustomEvent<BusEvents[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}
