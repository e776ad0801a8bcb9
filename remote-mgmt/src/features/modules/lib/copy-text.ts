import { emit } from '@usb/contracts/events';

/** Copies a secret or a link to the clipboard and says in the shell's alert area whether it worked. */
export async function copyText(value: string, texts: { copied: string; copyFailed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    emit('alert', { type: 'success', message: texts.copied, dismissible: true, timeout: 3000 });
  } catch {
    emit('alert', { type: 'error', message: texts.copyFailed, dismissible: true });
  }
}
