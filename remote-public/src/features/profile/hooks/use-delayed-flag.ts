import { useEffect, useState } from 'react';

/** False at first, true `delayMs` after the component mounted. */
export function useDelayedFlag(delayMs: number): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReached(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return reached;
}
