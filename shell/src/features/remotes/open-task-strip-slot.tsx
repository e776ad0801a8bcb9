import { useEffect, useRef, useState } from 'react';
import { OPEN_TASK_STRIP_MODULE } from '../../config/remotes';
import { RemoteComponent } from './remote-component';

/** Where the page remembers how tall the strip was when it last settled (px). */
export const STRIP_HEIGHT_STORAGE_KEY = 'usb-open-task-strip-height';

/** The remembered height: a whole number of px, else 0 (first visit, storage unavailable). */
export function storedStripHeight(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  const height = Number(storage?.getItem(STRIP_HEIGHT_STORAGE_KEY));
  return Number.isInteger(height) && height > 0 && height < 1000 ? height : 0;
}

/**
 * The open-task strip under the header, for someone logged in. Its content comes late (the
 * remote, then the patrol's open tasks), so the slot keeps the height the strip had the last
 * time while it loads (docs/answers-and-windows.md): the shell's placeholder while the remote
 * loads, the strip's own (it receives `reservedHeight`) until its first list is in. The
 * height is remembered whenever it changes, so the next page load reserves what shows now.
 */
export function OpenTaskStripSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const [reservedHeight] = useState(() => storedStripHeight());

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      try {
        window.localStorage.setItem(STRIP_HEIGHT_STORAGE_KEY, String(Math.round(element.getBoundingClientRect().height)));
      } catch {
        // storage full or blocked: the next load reserves nothing, as on a first visit
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot}>
      <RemoteComponent id={OPEN_TASK_STRIP_MODULE} compact reservedHeight={reservedHeight} props={{ reservedHeight }} />
    </div>
  );
}
