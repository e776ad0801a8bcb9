import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { GRAPHQL_PATH } from '@usb/contracts/graphql';
import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@usb/contracts/rest';
import { sessionStore } from '@usb/contracts/session';
import { readCookie } from './read-cookie';

/**
 * Adds the session token and the XSRF echo to every GraphQL request, read at send time so
 * a login or logout takes effect on the next request without a new client.
 */
const authenticatedFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const token = sessionStore.getState().token;
  if (token) headers.set(TOKEN_HEADER, token);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return fetch(input, { ...init, headers, credentials: 'same-origin' });
};

/**
 * The page's one Apollo client (one cache for the shell and every remote). __typename is
 * stripped from variables, so data read from the cache can be sent back as input.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([new RemoveTypenameFromVariablesLink(), new HttpLink({ uri: GRAPHQL_PATH, fetch: authenticatedFetch })]),
  });
}
