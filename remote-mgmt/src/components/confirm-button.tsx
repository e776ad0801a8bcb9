import type { ReactNode } from 'react';
import { Button } from '@usb/ui/core';
import { Popconfirm } from '@usb/ui/controls';
import { mgmtMessages } from '../texts';

export interface ConfirmButtonProps {
  /** The question asked before anything happens, e.g. how many patrols answered. */
  question: string;
  onConfirm: () => unknown;
  children: ReactNode;
  icon?: ReactNode;
  type?: 'primary' | 'default';
  danger?: boolean;
  size?: 'small' | 'middle';
  disabled?: boolean;
  loading?: boolean;
  okText?: string;
  /** Names the button for screen readers when it shows only an icon. */
  'aria-label'?: string;
}

/** A button that asks first: the action runs only on 'Ja' (or the given okText). */
export function ConfirmButton({ question, onConfirm, children, okText, 'aria-label': ariaLabel, ...button }: ConfirmButtonProps) {
  return (
    <Popconfirm
      title={question}
      okText={okText ?? mgmtMessages.common.yes}
      cancelText={mgmtMessages.common.no}
      onConfirm={() => void onConfirm()}
      okButtonProps={{ danger: button.danger }}
    >
      <Button {...button} aria-label={ariaLabel}>
        {children}
      </Button>
    </Popconfirm>
  );
}
