/**
 * The site's GraphQL client: one factory for the shell and the dev pages, and the one
 * documented way for a remote to add a type policy of its own to the page's client.
 */
export { createGraphqlClient, type GraphqlClientOptions } from './create-graphql-client';
export { createGraphqlCache, addTypePolicies } from './graphql-cache';
