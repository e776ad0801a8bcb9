import { fill } from '@usb/contracts/messages';
import { staffQuestionMessages } from '../../../texts';

const MINUTE = 60_000;

/** How long a question has waited, in whole minutes: '3 min.', '1 t. 5 min.'; under a minute '0 min.'. */
export function formatWaited(askedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(askedAt)) / MINUTE));
  const duration = minutes < 60 ? `${minutes} min.` : `${Math.floor(minutes / 60)} t. ${minutes % 60} min.`;
  return fill(staffQuestionMessages.waited, { time: duration });
}
