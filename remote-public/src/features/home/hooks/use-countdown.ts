import { useEffect, useState } from 'react';
import { timings } from '@usb/schema/domain';
import { countdownState, type CountdownState } from './countdown-state';

/**
 * The live countdown to `start` (an ISO date): re-read every second, and stopped once the
 * event counts as finished, since nothing changes after that.
 */
export function useCountdown(start: string): CountdownState {
  const startMs = new Date(start).getTime();
  const [state, setState] = useState(() => countdownState(startMs, Date.now()));

  useEffect(() => {
    const first = countdownState(startMs, Date.now());
    setState(first);
    if (first.phase === 'finished') return undefined;
    const timer = setInterval(() => {
      const next = countdownState(startMs, Date.now());
      setState(next);
      if (next.phase === 'finished') clearInterval(timer);
    }, timings.countdownTick);
    return () => clearInterval(timer);
  }, [startMs]);

  return state;
}
