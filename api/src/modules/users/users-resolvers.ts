/** The users namespace of the GraphQL schema. */
import type { Resolvers } from '../../generated/graphql';
import { ApiError } from '../../errors';
import { toGraphqlUser } from './user-view';
import type { UsersService } from './users-service';

/** GraphQL IDs of users are their numeric database ids as strings. */
function userId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new ApiError('BAD_USER_INPUT', 'userID must be a user id', ['userID']);
  return value;
}

export function usersResolvers(users: UsersService): Resolvers {
  return {
    Query: { users: () => ({}) },
    Mutation: { users: () => ({}) },
    UsersQuery: {
      getCurrent: async (_parent, _args, { reply }) => toGraphqlUser(await users.current(await reply.request.requireSession())),
      searchUsers: async (_parent, { searchText, roles }, { reply }) => {
        const found = await users.search(await reply.request.requireSession(), searchText ?? '', roles ?? []);
        return found.map(toGraphqlUser);
      },
    },
    UsersMutation: {
      changePassword: async (_parent, { currentPassword, newPassword }, { reply }) =>
        users.changePassword(await reply.request.requireSession(), currentPassword, newPassword),
      addRole: async (_parent, { userID, roleID }, { reply }) =>
        toGraphqlUser(await users.addRole(await reply.request.requireSession(), userId(userID), roleID)),
      removeRole: async (_parent, { userID, roleID }, { reply }) =>
        toGraphqlUser(await users.removeRole(await reply.request.requireSession(), userId(userID), roleID)),
    },
  };
}
