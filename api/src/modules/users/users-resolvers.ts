/** The users namespace of the GraphQL schema. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { toGraphqlUser, toPublicUser } from './user-view';
import type { UsersService } from './users-service';

export function usersResolvers(users: UsersService): Resolvers {
  return {
    Query: { users: () => ({}) },
    Mutation: { users: () => ({}) },
    UsersQuery: {
      getCurrent: async (_parent, _args, { request }) => toGraphqlUser(await request.requireCaller()),
      getUser: async (_parent, { id }, { request }) => toGraphqlUser(await users.getUser(await request.requireCaller(), toId(id, 'id'))),
      searchUsers: async (_parent, { searchText, roles, activated }, { request }) => {
        const found = await users.search(await request.requireCaller(), searchText ?? '', roles ?? [], activated ?? null);
        return found.map(toGraphqlUser);
      },
    },
    User: {
      activation: async (user, _args, { request }) => {
        const activation = await users.activationOf(await request.caller, Number(user.id));
        return activation && { activatedAt: activation.activatedAt, activatedBy: activation.activatedBy && toPublicUser(activation.activatedBy) };
      },
    },
    UsersMutation: {
      activateUser: async (_parent, { userID }, { request }) =>
        toGraphqlUser(await users.activateByAdmin(await request.requireCaller(), toId(userID, 'userID'))),
      changePassword: async (_parent, { currentPassword, newPassword }, { request }) => {
        const caller = await request.requireCaller();
        const session = await request.requireSession();
        return users.changePassword(caller, session.token, currentPassword, newPassword);
      },
      addRole: async (_parent, { userID, roleID }, { request }) =>
        toGraphqlUser(await users.addRole(await request.requireCaller(), toId(userID, 'userID'), roleID)),
      removeRole: async (_parent, { userID, roleID }, { request }) =>
        toGraphqlUser(await users.removeRole(await request.requireCaller(), toId(userID, 'userID'), roleID)),
    },
  };
}
