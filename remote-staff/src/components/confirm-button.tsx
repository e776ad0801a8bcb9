import type { ReactNode } from 'react';
import { Button } from '@usb/ui/core';
import { Popconfirm } from '@usb/ui/controls';
import { staffMessages } from '../texts';

export interface ConfirmButtonProps {
  /** The question asked before anything happens. */
  question: string;
  /** The pop-up's own button, naming the action ('Offentliggør', 'Slet resultater'). */
  okText: string;
  onConfirm: () => unknown;
  children: ReactNode;
  type?: 'primary' | 'default';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  disabled?: boolean;
  loading?: boolean;
}

/** A button that asks first: the action runs only on the pop-up's okText button. */
export function ConfirmButton({ question, okText, onConfirm, children, ...button }: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={question}
      okText={okText}
      cancelText={staffMessages.results.confirmNo}
      onConfirm={() => void onConfirm()}
      okButtonProps={{ danger: button.danger }}
    >
      <Button {...button}>{children}</Button>
    </Popconfirm>
  );
}
