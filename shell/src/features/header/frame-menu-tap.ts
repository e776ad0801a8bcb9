/**
 * A tap on the static frame's menu button (index.html's header on a phone, before React has
 * taken it over) would otherwise do nothing: the frame is plain markup. The shell's entry
 * listens for such taps, and the React header opens its drawer when it has replaced the frame
 * and one came, so a patrol that taps the menu while the page still starts gets the menu.
 */

/** The attribute that marks the static frame's menu button. */
export const FRAME_MENU_BUTTON_ATTRIBUTE = 'data-frame-menu-button';

let tapped = false;
let stopListening: (() => void) | undefined;

/** Starts remembering taps on the frame's menu button (the shell's entry, before React loads). */
export function listenForFrameMenuTaps(page: Document): void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${FRAME_MENU_BUTTON_ATTRIBUTE}]`)) tapped = true;
  };
  page.addEventListener('click', onClick);
  stopListening = () => page.removeEventListener('click', onClick);
}

/** Whether the frame's menu button was tapped and that tap is not yet answered. */
export const frameMenuTapped = (): boolean => tapped;

/** The React header has answered the tap (or rendered without one): the frame is gone. */
export function forgetFrameMenuTaps(): void {
  tapped = false;
  stopListening?.();
  stopListening = undefined;
}
