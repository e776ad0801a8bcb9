/**
 * The api's GraphQL schema as a graphql-js object, without a server: the SDL of
 * @usb/contracts that plugins/graphql.ts hands to mercurius (which builds it the same way and
 * adds the resolvers, which validation does not look at). The registry validates a remote's
 * operations against it when the remote is deployed (remote-needs.ts).
 */
import { buildSchema, type GraphQLSchema } from 'graphql';
import { loadSchemaSDL } from '@usb/schema/graphql/schema';

let schema: GraphQLSchema | undefined;

/** The schema the api serves, built once. */
export function apiSchema(): GraphQLSchema {
  schema ??= buildSchema(loadSchemaSDL());
  return schema;
}
