import { useLiveEvent, useLiveOpen } from '@usb/contracts/live';

/**
 * Reads the task's questions again when the live channel says one of the battle's patrol
 * questions changed (the patrol's own answered or closed, an answer to all), and when the page's
 * stream opens again after a break (what it may have missed).
 */
export function usePatrolQuestionWakeUps(battleID: string, refetch: () => void): void {
  useLiveEvent('patrol-question', (message) => {
    if (String(message.battleId) === battleID) refetch();
  });
  useLiveOpen(refetch);
}
