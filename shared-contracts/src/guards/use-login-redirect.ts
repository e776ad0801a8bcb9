import { useLocation } from '@usb/contracts/router';

/** The login URL that brings the user back to the page they tried to open: /login?return=<URL>. */
export function useLoginRedirect(): string {
  const location = useLocation();
  const attempted = `${location.pathname}${location.search}${location.hash}`;
  return `/login?return=${encodeURIComponent(attempted)}`;
}
