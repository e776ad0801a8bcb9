import { useCallback, useEffect, useRef, useState } from 'react';
import { on, type AlertEvent } from '@usb/contracts/events';

export interface ShownAlert extends AlertEvent {
  id: number;
}

/**
 * The alerts sent on the bus by the shell and the remotes. Each goes away after its timeout
 * when it has one; dismiss() removes one at once (the close button of a dismissible alert).
 */
export function useBusAlerts(): { alerts: ShownAlert[]; dismiss: (id: number) => void } {
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const off = on('alert', (event) => {
      const id = nextId.current++;
      setAlerts((current) => [...current, { ...event, id }]);
      if (event.timeout !== undefined && event.timeout > 0)
        pending.set(
          id,
          setTimeout(() => dismiss(id), event.timeout),
        );
    });
    return () => {
      off();
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, [dismiss]);

  return { alerts, dismiss };
}
