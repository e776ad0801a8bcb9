import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined } from '@usb/ui/icons';
import { messages } from '@usb/contracts/messages';
import { THEME_CLASS } from './menu-markup';

/** antd's default drawer width; its stylesheet keeps it within the screen (max-width 100vw). */
const DRAWER_WIDTH = 378;

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Keeps Tab and Shift+Tab inside the panel: from the last element to the first and back. */
function keepFocusInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  const focusable = panel
    ? [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null || element === document.activeElement)
    : [];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The header's menu on a phone: a panel from the right over a dimmed page, drawn as antd's
 * drawer. It is a modal dialog: the focus moves to its close button and stays inside until it
 * closes (the close button, Escape or a tap on the dimmed page), then returns to where it was;
 * the page behind does not scroll meanwhile.
 */
export function NavDrawer({ open, onClose, title, children }: NavDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // The latest onClose, for the key listener the effect below adds once per opening.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
      else if (event.key === 'Tab') keepFocusInside(event, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`ant-drawer ant-drawer-right ${THEME_CLASS} ant-drawer-open`}>
      {/* A tap beside the panel closes it; keyboards and screen readers have the close button and Escape. */}
      <div className="ant-drawer-mask" aria-hidden="true" onClick={onClose} />
      <div className="ant-drawer-content-wrapper" style={{ width: DRAWER_WIDTH }}>
        <div ref={panelRef} className="ant-drawer-section" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <div className="ant-drawer-header">
            <div className="ant-drawer-header-title">
              <button type="button" className="ant-drawer-close" aria-label={messages.nav.closeMenu} onClick={onClose}>
                <CloseOutlined />
              </button>
              <div className="ant-drawer-title" id={titleId}>
                {title}
              </div>
            </div>
          </div>
          <div className="ant-drawer-body">{children}</div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
