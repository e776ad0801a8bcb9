import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import type { QueueAnswer } from '../api/use-staff-answers';

const text = staffMessages.queue;

export interface AnswerStatus {
  label: string;
  color: 'success' | 'default' | 'warning' | 'processing';
}

/**
 * An answer's status in the queue: locked by a corrector (naming them; 'processing' when it
 * is the caller's own lock) wins over corrected or not, since that is what decides whether
 * it can be opened for correction now.
 */
export function answerStatus(answer: QueueAnswer): AnswerStatus {
  if (answer.lock) {
    return {
      label: fill(text.statusLockedBy, { name: answer.lock.createdBy.contactInfo.fullName }),
      color: answer.lock.heldByCaller ? 'processing' : 'warning',
    };
  }
  return answer.corrected ? { label: text.statusCorrected, color: 'success' } : { label: text.statusNotCorrected, color: 'default' };
}
