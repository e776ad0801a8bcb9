import { useEffect, useState } from 'react';
import { Alert } from '@usb/ui/core';
import { fill, messages } from '@usb/contracts/messages';
import { timings } from '@usb/schema/domain';
import type { BattleTaskView } from '../api/use-battle-task';
import { latePenaltyText } from '../lib/late-penalty';
import { formatTaskTime } from '../lib/task-times';

/** This browser's clock, read again every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), timings.countdownTick);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 'Sen aflevering': the task has closed but the patrol may still answer until availableTo, at
 * one point per started minute; the penalty an answer now would cost ticks each second. The
 * task view shows it only in the late window and only to a patrol that may answer.
 */
export function LateNotice({ task }: { task: Pick<BattleTaskView, 'close' | 'availableTo' | 'displayDate'> }) {
  const now = useNow();
  return (
    <Alert
      type="warning"
      // Not an alert: a live region would read the ticking penalty aloud every second.
      role="note"
      showIcon
      title={messages.taskView.late}
      description={
        <>
          {fill(messages.taskView.lateRule, { until: formatTaskTime(task.availableTo, task.displayDate) })}{' '}
          <strong role="timer">{latePenaltyText(task.close, now)}</strong>
        </>
      }
    />
  );
}
