import { isLoggedIn, useSession } from '@usb/contracts/session';
import { usePassed } from '../../../hooks/use-passed';
import type { BattleTaskView } from '../api/use-battle-task';

/**
 * Whether the task view is read-only: the api says the caller may not answer (closed, not a
 * member of a patrol in one of its categories, not activated, not logged in), the session has
 * ended since, or late delivery (availableTo) has passed while the page was open.
 */
export function useReadOnly(task: BattleTaskView): boolean {
  const loggedIn = useSession(isLoggedIn);
  const expired = usePassed(task.availableTo);
  return !task.answerable || !loggedIn || expired;
}
