/** Typed GraphQL documents and types, generated from the schema and operations in this folder. */
export type * from './generated/graphql';
export * from './generated/documents';
export type * from './generated/schema-types';
export { possibleTypes, namespaceTypes } from './generated/cache-types';
export { GRAPHQL_PATH, graphqlErrorCodes, type GraphqlErrorCode } from './error-codes';
