/** The caller of a GraphQL operation as a user record, for the services that decide by user and role. */
import type { GraphqlContext } from '../../graphql/context';
import type { UserRecord } from './users-repository';
import type { UsersService } from './users-service';

/** The logged-in caller; UNAUTHENTICATED without a valid token. */
export async function requireCaller(context: GraphqlContext, users: UsersService): Promise<UserRecord> {
  return users.current(await context.reply.request.requireSession());
}

/** The caller, or null for an anonymous request (operations open to anyone that vary by caller). */
export async function optionalCaller(context: GraphqlContext, users: UsersService): Promise<UserRecord | null> {
  return users.currentOrNull(await context.reply.request.authSession());
}
