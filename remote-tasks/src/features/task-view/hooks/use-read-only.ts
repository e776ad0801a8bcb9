import { useEffect, useState } from 'react';
import { isLoggedIn, useSession } from '@usb/contracts/session';
import type { BattleTaskView } from '../api/use-battle-task';

/** setTimeout takes at most a signed 32-bit delay; a later deadline needs no timer this visit. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the task view is read-only: the api says the caller may not answer (closed, not a
 * member of a patrol in one of its categories, not activated, not logged in), the session has
 * ended since, or late delivery (availableTo) has passed while the page was open.
 */
export function useReadOnly(task: BattleTaskView): boolean {
  const loggedIn = useSession(isLoggedIn);
  const [expired, setExpired] = useState(() => Date.now() > Date.parse(task.availableTo));

  useEffect(() => {
    const left = Date.parse(task.availableTo) - Date.now();
    setExpired(left < 0);
    if (left < 0 || left > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setExpired(true), left + 1);
    return () => clearTimeout(timer);
  }, [task.availableTo]);

  return !task.answerable || !loggedIn || expired;
}
