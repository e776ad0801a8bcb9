import { CombinedGraphQLErrors } from '@apollo/client';
import type { GraphqlErrorCode } from '@usb/contracts/graphql';

/** Whether an Apollo error carries a GraphQL error with this extensions.code. */
export function hasErrorCode(error: unknown, code: GraphqlErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === code);
}
