/** The battles namespace of the GraphQL schema, and the staff field of Battle. */
import type { Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import { toGraphqlUser } from '../users';
import type { BattlesService } from './battles-service';

export function battlesResolvers(battles: BattlesService): Resolvers {
  return {
    Query: { battles: () => ({}) },
    Mutation: { battles: () => ({}) },
    BattlesQuery: {
      getBattle: (_parent, { id }) => battles.require(toId(id, 'id')),
      getBattlesOpenForRegistration: () => battles.openForRegistration(),
      getNextBattle: () => battles.next(),
      getStaffBattles: async (_parent, _args, { request }) => battles.staffBattles(await request.requireCaller()),
      getBattles: async (_parent, _args, { request }) => battles.listAll(await request.requireCaller()),
      getCurrentUserIsStaffMember: async (_parent, { battleID }, { request }) => {
        const battleId = toId(battleID, 'battleID');
        const caller = await request.caller;
        return caller ? battles.isStaffOf(caller, battleId) : false;
      },
    },
    BattlesMutation: {
      createBattle: async (_parent, args, { request }) => battles.createBattle(await request.requireCaller(), args),
      saveBattle: async (_parent, { id, ...fields }, { request }) => battles.saveBattle(await request.requireCaller(), toOptionalId(id, 'id'), fields),
      cloneBattle: async (_parent, { battleID, name, start }, { request }) =>
        battles.cloneBattle(await request.requireCaller(), toId(battleID, 'battleID'), { name, start }),
      setBattleFreeze: async (_parent, { battleID, freezeAt }, { request }) =>
        battles.setFreeze(await request.requireCaller(), toId(battleID, 'battleID'), freezeAt ?? null),
      addBattleStaffMember: async (_parent, { battleID, userID }, { request }) =>
        battles.addStaffMember(await request.requireCaller(), toId(battleID, 'battleID'), toId(userID, 'userID')),
      removeBattleStaffMember: async (_parent, { battleID, userID }, { request }) =>
        battles.removeStaffMember(await request.requireCaller(), toId(battleID, 'battleID'), toId(userID, 'userID')),
    },
    Battle: {
      registration: (battle) => battles.registrationState(battle),
      staffMembers: async (battle, _args, { request }) => {
        const members = await battles.staffMembers(await request.requireCaller(), battle.id);
        return members.map((user) => ({ user: toGraphqlUser(user) }));
      },
    },
  };
}
