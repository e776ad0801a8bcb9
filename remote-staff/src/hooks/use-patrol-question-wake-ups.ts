import { useLiveEvent, useLiveOpen } from '@usb/contracts/live';

/**
 * Reads the battle's patrol questions again when the live channel says one was asked, answered
 * or closed, and when the page's stream opens again after a break; the staff's polls stay as
 * the fallback for a page without a stream.
 */
export function usePatrolQuestionWakeUps(battleID: string | null, refetch: () => void): void {
  useLiveEvent('patrol-question', (message) => {
    if (battleID !== null && String(message.battleId) === battleID) refetch();
  });
  useLiveOpen(() => {
    if (battleID !== null) refetch();
  });
}
