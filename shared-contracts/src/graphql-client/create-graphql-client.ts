import { ApolloClient, ApolloLink, HttpLink, type TypePolicies } from '@apollo/client';
import { RemoveTypenameFromVariablesLink } from '@apollo/client/link/remove-typename';
import { GRAPHQL_PATH } from '@usb/schema/graphql';
import { createGraphqlCache } from './graphql-cache';
import { sessionLink } from './session-link';
import { unauthenticatedLink } from './unauthenticated-link';

export interface GraphqlClientOptions {
  /** Type policies beside the generated ones (see createGraphqlCache). */
  typePolicies?: TypePolicies;
}

/**
 * The site's Apollo client: the shell makes the page's one client with it, and a remote's dev
 * page makes its own. Each request carries the session token and the XSRF echo, __typename
 * is stripped from variables (so data read from the cache can be sent back as input), a
 * refused token ends the session, and the cache knows the schema's interfaces and namespaces.
 */
export function createGraphqlClient(options: GraphqlClientOptions = {}): ApolloClient {
  return new ApolloClient({
    cache: createGraphqlCache(options.typePolicies),
    link: ApolloLink.from([new RemoveTypenameFromVariablesLink(), sessionLink, unauthenticatedLink, new HttpLink({ uri: GRAPHQL_PATH })]),
  });
}
