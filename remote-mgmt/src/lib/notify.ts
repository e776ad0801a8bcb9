import { emit } from '@usb/contracts/events';

/**
 * Runs an action that has no form to show its outcome (a delete, a status change) and announces
 * it in the shell's alert area: the success for 3 s (none when null: the change shows by itself),
 * a failure until dismissed. True on success.
 */
export async function runAndNotify(action: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> {
  try {
    await action();
    if (success) emit('alert', { type: 'success', message: success, dismissible: true, timeout: 3000 });
    return true;
  } catch {
    emit('alert', { type: 'error', message: failure, dismissible: true });
    return false;
  }
}
