/** The announcements namespace of the GraphQL schema and the fields of Announcement. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import { toPublicUser, type UsersService } from '../users';
import { audienceOf, type AnnouncementsService } from './announcements-service';

export function announcementsResolvers(announcements: AnnouncementsService, users: UsersService): Resolvers {
  return {
    Query: { announcements: () => ({}) },
    Mutation: { announcements: () => ({}) },
    AnnouncementsQuery: {
      getInbox: async (_parent, _args, { request }) => announcements.inbox(await request.requireCaller()),
      getByBattleID: async (_parent, { battleID }, { request }) => announcements.listByBattle(await request.requireCaller(), toId(battleID, 'battleID')),
    },
    AnnouncementsMutation: {
      send: async (_parent, { announcement }, { request }) => announcements.send(await request.requireCaller(), announcement),
      cancel: async (_parent, { id }, { request }) => announcements.cancel(await request.requireCaller(), toId(id, 'id')),
      markReceived: async (_parent, { ids }, { request }) => announcements.markReceived(await request.requireCaller(), ids),
      markRead: async (_parent, _args, { request }) => announcements.markRead(await request.requireCaller()),
    },
    Announcement: {
      battleID: (row) => String(row.battleId),
      audience: (row) => audienceOf(row),
      received: (row) => row.staffView?.received ?? null,
      recipients: (row) => row.staffView?.recipients ?? null,
      patrolName: (row) => row.staffView?.patrolName ?? null,
      sender: async (row) => {
        if (!row.staffView || row.createdBy === null) return null;
        const sender = await users.findById(row.createdBy);
        return sender ? toPublicUser(sender) : null;
      },
    },
  };
}
