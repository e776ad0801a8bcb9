import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_PATH } from '@usb/contracts/graphql';
import { TOKEN_HEADER } from '@usb/contracts/rest';
import { sessionStore } from '@usb/contracts/session';

/** Adds the session token to each GraphQL request, read at request time. */
const fetchWithToken: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  const token = sessionStore.getState().token;
  if (token) headers.set(TOKEN_HEADER, token);
  return fetch(input, { ...init, headers });
};

/**
 * The Apollo client of the standalone dev page only. Inside the site the shell owns the one
 * client and cache of the page; this stands in for it when the remote runs alone.
 */
export function createDevApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_PATH, fetch: fetchWithToken }),
    cache: new InMemoryCache(),
  });
}
