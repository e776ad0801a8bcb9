import { CombinedGraphQLErrors } from '@apollo/client';
import type { GraphqlErrorCode } from '@usb/schema/graphql';

/** Whether an error of a query or mutation carries a GraphQL error with this extensions.code (the api's error codes). */
export function hasErrorCode(error: unknown, code: GraphqlErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code);
}
