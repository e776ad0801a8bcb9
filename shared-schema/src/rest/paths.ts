/** Authentication header carrying the session token on every call. */
export const TOKEN_HEADER = 'x-auth-token';
/** Cookie the api sets with the XSRF token (double submit). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that non-GET requests echo the XSRF cookie in. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const restPaths = {
  login: '/api/auth',
  currentSession: '/api/auth/current',
  sendResetMail: '/api/auth/sendresetmail',
  resetPassword: '/api/auth/reset',
  activateUser: '/api/activation/activateuser',
  resendActivationMail: '/api/activation/resendactivationmail',
  signup: '/api/user/signup',
  health: '/api/health',
  /** POST with a deploy token: the body is a gzip tar of one remote's build folder (remoteVersionsPath). */
  remoteVersions: '/api/remotes/:name/versions',
  /** GET with a deploy token or an admin session: the stored versions (RemoteVersionSummary[]). */
  remotes: '/api/remotes',
  /** POST `{ version }`: makes a stored version the active one (RemoteSwitchResult). */
  remoteActivate: '/api/remotes/:name/activate',
  /** POST: activates the version stored before the active one (RemoteSwitchResult). */
  remoteRollback: '/api/remotes/:name/rollback',
  /** POST `{ version, hours? }`: a signed preview link of a stored version (RemotePreviewLink). */
  remotePreviews: '/api/remotes/:name/previews',
  /** POST RemoteReportBatch, no session needed: what the shell saw of the remote versions it loaded (204). */
  remoteReports: '/api/remotes/reports',
} as const;

/** Where a team's CI uploads a build of one remote (POST, gzip tar body, deploy token). */
export function remoteVersionsPath(name: string): string {
  return restPaths.remoteVersions.replace(':name', encodeURIComponent(name));
}

/** The activate or rollback path of one remote. */
export function remoteSwitchPath(name: string, action: 'activate' | 'rollback'): string {
  return (action === 'activate' ? restPaths.remoteActivate : restPaths.remoteRollback).replace(':name', encodeURIComponent(name));
}

/** Where a team's CI asks for a preview link of one of its remote's stored versions. */
export function remotePreviewsPath(name: string): string {
  return restPaths.remotePreviews.replace(':name', encodeURIComponent(name));
}

/**
 * The query parameter of a deploy that only stores the build (`?activate=false`): the version
 * is kept for a preview or a canary and the active one stays as it is.
 */
export const STAGE_ONLY_QUERY = 'activate=false';

/** Header carrying a deploy token: `Authorization: Bearer <token>`. */
export const DEPLOY_TOKEN_SCHEME = 'Bearer';
