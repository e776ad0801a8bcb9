import { useEffect, useRef } from 'react';
import { Alert, Button } from '@usb/ui/core';
import { fill } from '@usb/contracts/messages';
import { staffMessages } from '../../../texts';
import { formatSecondsLeft } from '../../../lib/dates';
import type { StaffAnswerDetail } from '../lib/question-rows';
import { useSecondsLeft } from '../hooks/use-seconds-left';

const text = staffMessages.answer;

export interface LockBannerProps {
  lock: StaffAnswerDetail['lock'];
  /** The end of the caller's own lock, renewals included. */
  lockedUntil: string | null;
  /** Ask for the answer again with the lock (take it over). */
  onTakeOver: () => void;
}

/**
 * Who corrects this answer and for how long. The caller's own lock: 'Du retter denne
 * besvarelse' and the time left. Another corrector's: read-only with their name and a live
 * countdown; when it runs out the lock is taken over once by itself. 'Prøv igen' is offered
 * all along, as the other corrector may have left the answer (their lock released) before then.
 */
export function LockBanner({ lock, lockedUntil, onTakeOver }: LockBannerProps) {
  const secondsLeft = useSecondsLeft(lockedUntil);
  const triedFor = useRef<string | null>(null);
  const expired = secondsLeft === 0;

  useEffect(() => {
    // Once per lock end: a clock ahead of the server's must not ask again every second.
    if (lock && !lock.heldByCaller && expired && triedFor.current !== lockedUntil) {
      triedFor.current = lockedUntil;
      onTakeOver();
    }
  }, [lock, expired, lockedUntil, onTakeOver]);

  const timeLeft = secondsLeft === null ? '' : fill(text.timeLeft, { time: formatSecondsLeft(secondsLeft) });
  const takeOver = (
    <Button size="small" onClick={onTakeOver}>
      {text.takeOver}
    </Button>
  );
  if (lock?.heldByCaller) return <Alert type="success" showIcon title={text.lockMine} description={timeLeft} />;
  if (!lock) return <Alert type="info" showIcon title={text.lockFree} action={takeOver} />;
  if (expired) return <Alert type="info" showIcon title={text.lockExpired} action={takeOver} />;
  return <Alert type="warning" showIcon title={fill(text.lockOther, { name: lock.createdBy.contactInfo.fullName })} description={timeLeft} action={takeOver} />;
}
