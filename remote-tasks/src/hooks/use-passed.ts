import { useEffect, useState } from 'react';

/** setTimeout takes at most a signed 32-bit delay; a later instant needs no timer this visit. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the instant `iso` has passed on this browser's clock (now > instant), turning true by
 * itself when it passes while the page is open. The task's windows (docs/answers-and-windows.md)
 * are read with it: the late window from close, read-only from availableTo.
 */
export function usePassed(iso: string): boolean {
  const [passed, setPassed] = useState(() => Date.now() > Date.parse(iso));

  useEffect(() => {
    const left = Date.parse(iso) - Date.now();
    setPassed(left < 0);
    if (left < 0 || left > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setPassed(true), left + 1);
    return () => clearTimeout(timer);
  }, [iso]);

  return passed;
}
