import { XSRF_COOKIE, XSRF_HEADER } from './paths';

/** A cookie's value, or null (also outside a browser, where there are no cookies). */
function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * The page's half of the api's double-submit XSRF check: a non-GET request to the site's own
 * origin (a relative URL) echoes the XSRF-TOKEN cookie, which the api sets on any answer, in
 * the X-XSRF-TOKEN header. Nothing for GET, for another origin (the token never leaves the
 * site), or while the page has no cookie yet.
 */
export function xsrfHeaders(method: string, url: string): Record<string, string> {
  if (method.toUpperCase() === 'GET' || !url.startsWith('/')) return {};
  const value = readCookie(XSRF_COOKIE);
  return value ? { [XSRF_HEADER]: value } : {};
}
