import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { sessionStore } from '@usb/contracts/session';
import type { SessionContext } from './session-link';

const UNAUTHENTICATED = 'UNAUTHENTICATED';

/** The api refused the request's token: a GraphQL error with code UNAUTHENTICATED, or HTTP 401. */
function isUnauthenticated(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((entry) => entry.extensions?.['code'] === UNAUTHENTICATED);
  return ServerError.is(error) && error.statusCode === 401;
}

/**
 * When the api answers that a sent token is no longer a session (it expired, or the user
 * logged out in another browser), the page forgets it: sessionStore.logout(), after which the
 * shell removes the stored token and resets the cache, and the guards send the visitor to the
 * login page. Only if that token is still the page's: a late answer to a request made before
 * a new login must not end the new session. Anonymous requests refused for want of a login
 * change nothing.
 */
export const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
  if (!isUnauthenticated(error)) return;
  const { sentToken } = operation.getContext() as Partial<SessionContext>;
  if (sentToken && sessionStore.getState().token === sentToken) sessionStore.getState().logout();
});
