/**
 * The patrols namespace of the GraphQL schema, plus the patrol fields of Battle (patrols,
 * patrolCurrentUser) and the fields of Patrol and PatrolInvitation.
 */
import type { PatrolSummary, Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import type { BattlesService } from '../battles/battles-service';
import { optionalCaller, requireCaller } from '../users/caller';
import { toPublicUser } from '../users/user-view';
import type { UsersService } from '../users/users-service';
import type { PatrolRecord } from './patrols-repository';
import type { PatrolsService } from './patrols-service';

function toSummary(patrol: PatrolRecord): PatrolSummary {
  return { id: String(patrol.id), name: patrol.name, corps: patrol.corps, category: patrol.category };
}

export function patrolsResolvers(patrols: PatrolsService, battles: BattlesService, users: UsersService): Resolvers {
  async function owner(patrol: PatrolRecord) {
    // created_by cascades on delete, so the owner always exists.
    const user = await users.repository.findById(patrol.createdBy);
    if (!user) throw new Error(`patrol ${patrol.id} has no owner ${patrol.createdBy}`);
    return toPublicUser(user);
  }

  return {
    Query: { patrols: () => ({}) },
    Mutation: { patrols: () => ({}) },
    PatrolsQuery: {
      getPatrolsByBattleID: async (_parent, { battleID }) => {
        const battle = await battles.require(toId(battleID, 'battleID'));
        return (await patrols.listByBattle(battle.id)).map(toSummary);
      },
      getPatrol: async (_parent, { id }, context) => patrols.getPatrol(await requireCaller(context, users), toId(id, 'id')),
      getPatrolFromToken: (_parent, { token }) => patrols.findByToken(token),
    },
    PatrolsMutation: {
      savePatrol: async (_parent, { patrol }, context) =>
        patrols.save(await requireCaller(context, users), toOptionalId(patrol.id, 'id'), patrol),
      participateBattle: async (_parent, { battleID, patrol }, context) =>
        patrols.participate(await requireCaller(context, users), toId(battleID, 'battleID'), patrol),
      joinPatrol: async (_parent, { token }, context) => patrols.join(await requireCaller(context, users), token),
      removeMember: async (_parent, { patrolID, userID }, context) =>
        patrols.removeMember(await requireCaller(context, users), toId(patrolID, 'patrolID'), toId(userID, 'userID')),
      renewInviteLink: async (_parent, { patrolID }, context) =>
        patrols.renewInviteLink(await requireCaller(context, users), toId(patrolID, 'patrolID')),
      leavePatrol: async (_parent, { patrolID }, context) => patrols.leave(await requireCaller(context, users), toId(patrolID, 'patrolID')),
    },
    Battle: {
      patrols: async (battle) => (await patrols.listByBattle(battle.id)).map(toSummary),
      patrolCurrentUser: async (battle, _args, context) => {
        const caller = await optionalCaller(context, users);
        const patrol = caller ? await patrols.findByMember(battle.id, caller.id) : null;
        return patrol ? toSummary(patrol) : null;
      },
    },
    Patrol: {
      inviteLink: async (patrol, _args, context) => {
        const session = await context.reply.request.authSession();
        return patrols.inviteLinkFor(patrol, session?.userId);
      },
      battle: (patrol) => battles.require(patrol.battleId),
      createdBy: owner,
      members: async (patrol) => (await patrols.members(patrol.id)).map(toPublicUser),
    },
    PatrolInvitation: {
      battle: (patrol) => battles.require(patrol.battleId),
      createdBy: owner,
    },
  };
}
