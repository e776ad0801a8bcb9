/** Path of the GraphQL endpoint on the site's origin. */
export const GRAPHQL_PATH = '/graphql';

/** The stable codes the api puts in a GraphQL error's extensions.code (api/src/errors.ts maps each to its HTTP status). */
export const graphqlErrorCodes = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'CLOSED',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'LOCKED',
] as const;

export type GraphqlErrorCode = (typeof graphqlErrorCodes)[number];
