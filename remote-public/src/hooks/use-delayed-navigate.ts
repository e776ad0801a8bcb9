import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@usb/contracts/router';

/**
 * Navigates to a path after a delay (the redirects of docs/accounts.md: 4 s after an
 * activation mail resend, 5 s after a password reset). Leaving the screen first cancels it.
 */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (to: string, delayMs: number) => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
