import { useCallback, useEffect, useRef, useState } from 'react';

export interface ScreenMessage {
  type: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * One message shown on a screen. `show` replaces the current message; with `durationMs` it
 * goes away by itself (several failure texts show for 10 s or 30 s, docs/accounts.md).
 */
export function useTimedMessage(): {
  message: ScreenMessage | null;
  show: (message: ScreenMessage, durationMs?: number) => void;
  clear: () => void;
} {
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const clear = useCallback(() => {
    stopTimer();
    setMessage(null);
  }, [stopTimer]);

  const show = useCallback(
    (next: ScreenMessage, durationMs?: number) => {
      stopTimer();
      setMessage(next);
      if (durationMs !== undefined) timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [stopTimer],
  );

  useEffect(() => stopTimer, [stopTimer]);

  return { message, show, clear };
}
