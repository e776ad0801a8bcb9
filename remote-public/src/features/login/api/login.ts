import { restPaths, restRequest, type Credentials, type LoginSession } from '@usb/schema/rest';

export type LoginOutcome = { kind: 'success'; session: LoginSession } | { kind: 'bad-credentials' } | { kind: 'rate-limited' } | { kind: 'error' };

/**
 * POST /api/auth. 403 and 400 mean wrong user name or password, 429 too many attempts
 * (docs/accounts.md); every other failure, a network error included, is the unknown-error case.
 */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const result = await restRequest<LoginSession>(restPaths.login, { method: 'POST', body: credentials });
    if (result.status === 403 || result.status === 400) return { kind: 'bad-credentials' };
    if (result.status === 429) return { kind: 'rate-limited' };
    if (result.ok && result.data?.token) return { kind: 'success', session: result.data };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}
