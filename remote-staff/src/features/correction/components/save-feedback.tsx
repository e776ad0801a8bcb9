import { Alert } from '@usb/ui/core';
import { staffMessages } from '../../../texts';

const text = staffMessages.answer;

export type Feedback = 'saved' | 'noteSaved' | 'lockLost' | 'invalid' | 'failed' | 'allDone';

const alerts: Record<Feedback, { type: 'success' | 'error' | 'warning' | 'info'; title: string }> = {
  saved: { type: 'success', title: text.saved },
  noteSaved: { type: 'success', title: staffMessages.note.saved },
  lockLost: { type: 'error', title: text.lockLost },
  invalid: { type: 'warning', title: text.pointsRange },
  failed: { type: 'error', title: text.saveError },
  allDone: { type: 'info', title: text.allDone },
};

/** What became of the last save, in a live region so a screen reader hears it. */
export function SaveFeedback({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  const alert = alerts[feedback];
  return (
    <div role="status">
      <Alert type={alert.type} showIcon title={alert.title} />
    </div>
  );
}
