/** The battles namespace of the GraphQL schema, and the staff field of Battle. */
import type { Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import { optionalCaller, requireCaller } from '../users/caller';
import { toGraphqlUser } from '../users/user-view';
import type { UsersService } from '../users/users-service';
import type { BattlesService } from './battles-service';

export function battlesResolvers(battles: BattlesService, users: UsersService): Resolvers {
  return {
    Query: { battles: () => ({}) },
    Mutation: { battles: () => ({}) },
    BattlesQuery: {
      getBattle: (_parent, { id }) => battles.require(toId(id, 'id')),
      getBattlesOpenForRegistration: () => battles.openForRegistration(),
      getNextBattle: () => battles.next(),
      getCurrentUserIsStaffMember: async (_parent, { battleID }, context) => {
        const battleId = toId(battleID, 'battleID');
        const caller = await optionalCaller(context, users);
        return caller ? battles.isStaffOf(caller, battleId) : false;
      },
    },
    BattlesMutation: {
      createBattle: async (_parent, args, context) => battles.createBattle(await requireCaller(context, users), args),
      saveBattle: async (_parent, { id, ...fields }, context) =>
        battles.saveBattle(await requireCaller(context, users), toOptionalId(id, 'id'), fields),
      addBattleStaffMember: async (_parent, { battleID, userID }, context) =>
        battles.addStaffMember(await requireCaller(context, users), toId(battleID, 'battleID'), toId(userID, 'userID')),
      removeBattleStaffMember: async (_parent, { battleID, userID }, context) =>
        battles.removeStaffMember(await requireCaller(context, users), toId(battleID, 'battleID'), toId(userID, 'userID')),
    },
    Battle: {
      staffMembers: async (battle, _args, context) => {
        const members = await battles.staffMembers(await requireCaller(context, users), battle.id);
        return members.map((user) => ({ user: toGraphqlUser(user) }));
      },
    },
  };
}
