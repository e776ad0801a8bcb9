import { ApolloLink } from '@apollo/client';
import { GRAPHQL_PATH } from '@usb/schema/graphql';
import { TOKEN_HEADER, xsrfHeaders } from '@usb/schema/rest';
import { sessionStore } from '@usb/contracts/session';

/** What the session link leaves in an operation's context for the links after it. */
export interface SessionContext {
  /** The token this request was sent with; null for an anonymous request. */
  sentToken: string | null;
}

/**
 * Adds the session token and the XSRF echo to each request, both read when it is sent, so a
 * login or logout takes effect on the next request without a new client. Every GraphQL
 * request is a POST (HttpLink's default, which this client keeps), so each one echoes.
 */
export const sessionLink = new ApolloLink((operation, forward) => {
  const token = sessionStore.getState().token;
  const sent: SessionContext = { sentToken: token };
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    ...sent,
    headers: { ...headers, ...xsrfHeaders('POST', GRAPHQL_PATH), ...(token ? { [TOKEN_HEADER]: token } : {}) },
  }));
  return forward(operation);
});
