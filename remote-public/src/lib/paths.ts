/**
 * The site URLs this remote links and redirects to. Absolute, because the shell mounts this
 * remote at the site root (`/*`) and other parts of the site live beside it.
 */
export const paths = {
  home: '/',
  about: '/om',
  contact: '/kontakt',
  practical: '/praktisk',
  events: '/events',
  login: '/login',
  forgotten: '/login/forgotten',
  signup: '/user/signup',
  profile: '/user',
  passwordChange: '/user/passwordchange',
  battle: (id: string) => `/battles/${id}`,
  invite: (token: string) => `/patrol/invite/${token}`,
  results: (path: string) => `/resultater/${path}`,
} as const;

/**
 * A login (or sign-up) link that brings the user back to `returnTo` afterwards, as the route
 * guards do.
 */
export function withReturn(target: string, returnTo: string): string {
  return `${target}?return=${encodeURIComponent(returnTo)}`;
}

/**
 * A return target from the query string, accepted only as a path on this site; anything else
 * (missing, absolute URL, protocol-relative '//host') falls back, so a crafted link cannot send
 * a user to another site after logging in.
 */
export function safeReturnPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
