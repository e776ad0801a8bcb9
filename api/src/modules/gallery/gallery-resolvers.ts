/** The gallery namespace of the GraphQL schema. */
import type { Resolvers } from '../../generated/graphql';
import { toId } from '../../graphql/ids';
import type { UserRecord, UsersService } from '../users';
import type { StaffItemRow } from './gallery-repository';
import type { GalleryService } from './gallery-service';
import { toGalleryEntry, toGalleryItem, toOwnGalleryItem } from './gallery-view';

export function galleryResolvers(gallery: GalleryService, users: UsersService): Resolvers {
  async function entries(rows: StaffItemRow[]) {
    const ids = [...new Set(rows.flatMap((row) => [row.pickedBy, row.takedownBy]).filter((id): id is number => id !== null))];
    const known = new Map<number, UserRecord>((await users.findByIds(ids)).map((user) => [user.id, user]));
    return rows.map((row) => toGalleryEntry(row, known));
  }

  return {
    Query: { gallery: () => ({}) },
    Mutation: { gallery: () => ({}) },
    GalleryQuery: {
      getByBattleID: async (_parent, { battleID }, { request }) =>
        (await gallery.listPublic(await request.caller, toId(battleID, 'battleID'))).map(toGalleryItem),
      getOwnByTaskID: async (_parent, { battleTaskID }, { request }) =>
        (await gallery.listOwnForTask(await request.requireCaller(), toId(battleTaskID, 'battleTaskID'))).map(toOwnGalleryItem),
      getStaffGallery: async (_parent, { battleID }, { request }) =>
        entries(await gallery.listForStaff(await request.requireCaller(), toId(battleID, 'battleID'))),
    },
    GalleryMutation: {
      pickAnswer: async (_parent, { answerID, caption }, { request }) => {
        const [entry] = await entries([await gallery.pick(await request.requireCaller(), toId(answerID, 'answerID'), caption)]);
        if (!entry) throw new Error('a picked item without its entry');
        return entry;
      },
      removeItem: async (_parent, { itemID }, { request }) => gallery.remove(await request.requireCaller(), toId(itemID, 'itemID')),
      requestTakedown: async (_parent, { itemID }, { request }) => gallery.requestTakedown(await request.requireCaller(), toId(itemID, 'itemID')),
    },
  };
}
