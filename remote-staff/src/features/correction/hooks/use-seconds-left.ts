import { useEffect, useState } from 'react';
import { timings } from '@usb/schema/domain';

/** Seconds until `until` (never below 0), ticking every second; null without a time. */
export function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), timings.countdownTick);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, (Date.parse(until) - now) / 1000);
}
