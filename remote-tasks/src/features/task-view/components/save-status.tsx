import { Typography } from '@usb/ui/core';
import { messages } from '@usb/contracts/messages';
import type { SaveStatus } from '../lib/answer-save-queue';

const texts = {
  saving: { text: messages.task.saving, type: 'secondary' },
  saved: { text: messages.task.saved, type: 'success' },
  unsaved: { text: messages.taskView.notSaved, type: 'warning' },
} as const;

/** 'Gemmer...' (info), 'Gemt' (success), or that the answer is not saved yet. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  if (status === 'idle') return null;
  const { text, type } = texts[status];
  return (
    <Typography.Text type={type} role="status" aria-live="polite">
      {text}
    </Typography.Text>
  );
}
