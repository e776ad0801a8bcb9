import { emit } from '@usb/contracts/events';

/**
 * Runs an action that has no form to show its outcome (hide, delete) and announces it in the
 * shell's alert area: the success for 3 s, a failure until dismissed. True on success.
 */
export async function runAndNotify(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await action();
    emit('alert', { type: 'success', message: success, dismissible: true, timeout: 3000 });
    return true;
  } catch {
    emit('alert', { type: 'error', message: failure, dismissible: true });
    return false;
  }
}
