import { useSyncExternalStore } from 'react';
import { HEADER_FOLD_BELOW_PX } from '../../config/site';

const WIDE_SCREEN_QUERY = `(min-width: ${HEADER_FOLD_BELOW_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = (): boolean => window.matchMedia(WIDE_SCREEN_QUERY).matches;

/**
 * True when the screen is wide enough for the header's full menus (antd's xl breakpoint, as the
 * static frame's media query). Read from the first render on, so a phone's first render is
 * already the folded header: antd's Grid.useBreakpoint answers only after mounting, which drew
 * and measured the wide menus first and then replaced them.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
