/**
 * The first view in the page (domain/first-views.ts): the shell captures it before React
 * renders, and a page's Suspense fallback shows it while the page's scripts load. Shared as a
 * singleton, so the shell and the remotes see the same capture; a subpath of its own, so the
 * shell's start does not load the components' kits with it.
 */
import type { ReactNode } from 'react';
import { FIRST_VIEW_ATTRIBUTE } from '@usb/schema/domain';

interface CapturedView {
  path: string;
  html: string;
}

/** The first view index.html was served with; one per page load, shared by every container (this module is a singleton). */
let captured: CapturedView | null = null;

/**
 * Remembers the first view index.html holds (domain/first-views.ts), if any. The shell calls it
 * once, before React replaces the static page: from then on FirstViewFallback can show it.
 */
export function captureFirstView(document: Document): void {
  const element = document.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  const path = element?.getAttribute(FIRST_VIEW_ATTRIBUTE);
  captured = element && path ? { path, html: element.innerHTML } : null;
}

/**
 * A Suspense fallback for a page: on the path the page was first loaded at, its first view as
 * index.html painted it (so what the reader already sees stays while the page's scripts load,
 * inert and hidden from assistive technology as before), anywhere else `fallback`.
 */
export function FirstViewFallback({ fallback }: { fallback: ReactNode }) {
  if (captured === null || captured.path !== window.location.pathname) return fallback;
  return <div {...{ [FIRST_VIEW_ATTRIBUTE]: captured.path }} inert aria-hidden dangerouslySetInnerHTML={{ __html: captured.html }} />;
}
