import type { ReactNode } from 'react';
import { Popconfirm } from '@usb/ui/controls';
import { messages } from '@usb/contracts/messages';

const text = messages.gallery;

/** The confirmation of a takedown request around its button: a chunk of its own with the controls kit (gallery-notice.tsx). */
export function TakedownConfirm({
  open,
  onOpenChange,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Popconfirm
      title={text.takedownConfirm}
      okText={text.takedownYes}
      cancelText={text.takedownNo}
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
