import { restPaths, restRequest, type LoginSession, type SignupRequest } from '@usb/schema/rest';
import type { SessionUser } from '@usb/contracts/session';

export type SignupOutcome =
  { kind: 'success'; token: string; user: SessionUser | null } | { kind: 'bad-request' } | { kind: 'conflict' } | { kind: 'rate-limited' } | { kind: 'error' };

/**
 * POST /api/user/signup. The answer is the new user's login: a session (token and user), or
 * just the token; both are accepted so the screen logs in either way. 400, 409 and 429 have
 * their own texts (docs/accounts.md).
 */
export async function signup(request: SignupRequest): Promise<SignupOutcome> {
  try {
    const result = await restRequest<LoginSession | string>(restPaths.signup, { method: 'POST', body: request });
    if (result.status === 400) return { kind: 'bad-request' };
    if (result.status === 409) return { kind: 'conflict' };
    if (result.status === 429) return { kind: 'rate-limited' };
    if (!result.ok || !result.data) return { kind: 'error' };
    if (typeof result.data === 'string') return { kind: 'success', token: result.data, user: null };
    if (!result.data.token) return { kind: 'error' };
    return { kind: 'success', token: result.data.token, user: result.data.user ?? null };
  } catch {
    return { kind: 'error' };
  }
}
