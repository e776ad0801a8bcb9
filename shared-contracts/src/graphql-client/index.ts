/**
 * The site's GraphQL client: one factory for the shell and the dev pages, the one documented
 * way for a remote to add a type policy of its own to the page's client, and the only door to
 * Apollo at run time for the shell and the remotes (Apollo's React hooks and the error class
 * they test for). This subpath is a shared singleton provided by the shell, so the page holds
 * one Apollo; and because Apollo itself is reached only through these re-exports (a shared
 * package is bundled whole, a re-export is tree-shaken), only the parts listed here and those
 * the factory needs are on the page. Types may still be imported from Apollo with `import type`.
 */
export { createGraphqlClient, type GraphqlClientOptions } from './create-graphql-client';
export { createGraphqlCache, addTypePolicies } from './graphql-cache';
export { claimFirstLoadQuery, startFirstLoadQuery } from './first-load-query';
export { hasErrorCode } from './graphql-error-code';
export { ApolloProvider, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
export { CombinedGraphQLErrors } from '@apollo/client';
