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
} as const;
