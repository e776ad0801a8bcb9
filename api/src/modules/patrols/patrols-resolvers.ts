/**
 * The patrols namespace of the GraphQL schema, plus the patrol fields of Battle (patrols,
 * patrolCurrentUser) and the fields of Patrol and PatrolInvitation.
 */
import type { PatrolSummary, Resolvers } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import type { BattlesService } from '../battles';
import { toPublicUser, type UsersService } from '../users';
import type { PatrolRecord } from './patrols-repository';
import type { PatrolsService } from './patrols-service';

function toSummary(patrol: PatrolRecord): PatrolSummary {
  return { id: String(patrol.id), name: patrol.name, corps: patrol.corps, category: patrol.category };
}

export function patrolsResolvers(patrols: PatrolsService, battles: BattlesService, users: UsersService): Resolvers {
  const owner = async (patrol: PatrolRecord) => toPublicUser(await patrols.owner(patrol));
  const publicUserOrNull = async (userId: number | null) => {
    const user = userId === null ? null : await users.findById(userId);
    return user ? toPublicUser(user) : null;
  };

  return {
    Query: { patrols: () => ({}) },
    Mutation: { patrols: () => ({}) },
    PatrolsQuery: {
      getPatrolsByBattleID: async (_parent, { battleID }) => {
        const battle = await battles.require(toId(battleID, 'battleID'));
        return (await patrols.listByBattle(battle.id)).map(toSummary);
      },
      getPatrol: async (_parent, { id }, { request }) => patrols.getPatrol(await request.requireCaller(), toId(id, 'id')),
      getPatrolFromToken: (_parent, { token }) => patrols.findByToken(token),
      getPatrolAudit: async (_parent, { patrolID }, { request }) => patrols.audit(await request.requireCaller(), toId(patrolID, 'patrolID')),
      getStaffOverviewByBattleID: async (_parent, { battleID }, { request }) =>
        patrols.staffOverview(await request.requireCaller(), toId(battleID, 'battleID')),
    },
    PatrolsMutation: {
      savePatrol: async (_parent, { patrol }, { request }) => patrols.save(await request.requireCaller(), toOptionalId(patrol.id, 'id'), patrol),
      participateBattle: async (_parent, { battleID, patrol }, { request }) =>
        patrols.participate(await request.requireCaller(), toId(battleID, 'battleID'), patrol),
      joinPatrol: async (_parent, { token }, { request }) => patrols.join(await request.requireCaller(), token),
      removeMember: async (_parent, { patrolID, userID }, { request }) =>
        patrols.removeMember(await request.requireCaller(), toId(patrolID, 'patrolID'), toId(userID, 'userID')),
      addPatrolMember: async (_parent, { patrolID, user }, { request }) => patrols.addMember(await request.requireCaller(), toId(patrolID, 'patrolID'), user),
      movePatrolMember: async (_parent, { patrolID, userID, toPatrolID }, { request }) =>
        patrols.moveMember(await request.requireCaller(), toId(patrolID, 'patrolID'), toId(userID, 'userID'), toId(toPatrolID, 'toPatrolID')),
      renewInviteLink: async (_parent, { patrolID }, { request }) => patrols.renewInviteLink(await request.requireCaller(), toId(patrolID, 'patrolID')),
      leavePatrol: async (_parent, { patrolID }, { request }) => patrols.leave(await request.requireCaller(), toId(patrolID, 'patrolID')),
      deletePatrol: async (_parent, { patrolID }, { request }) => patrols.deletePatrol(await request.requireCaller(), toId(patrolID, 'patrolID')),
    },
    Battle: {
      patrols: async (battle) => (await patrols.listByBattle(battle.id)).map(toSummary),
      patrolCurrentUser: async (battle, _args, { request }) => {
        const caller = await request.caller;
        const patrol = caller ? await patrols.findByMember(battle.id, caller.id) : null;
        return patrol ? toSummary(patrol) : null;
      },
    },
    Patrol: {
      inviteLink: async (patrol, _args, { request }) => patrols.inviteLinkFor(patrol, (await request.caller)?.id),
      battle: (patrol) => battles.require(patrol.battleId),
      createdBy: owner,
      members: async (patrol) => (await patrols.members(patrol.id)).map(toPublicUser),
    },
    PatrolAuditEntry: {
      changedBy: (entry) => publicUserOrNull(entry.changedBy),
      member: (entry) => publicUserOrNull(entry.memberId),
    },
    PatrolInvitation: {
      battle: (patrol) => battles.require(patrol.battleId),
      createdBy: owner,
    },
  };
}
