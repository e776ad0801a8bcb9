/**
 * The matrix rows of the gallery's operations: a photo answer of the member's patrol on the
 * fixture's open task, picked fresh where a call uses its item up.
 */
import { photoAnswer, pickedItem } from '../support/gallery';
import type { Fixture } from './matrix-fixture';
import { anyone, battleStaff, loggedIn, patrolMembers, type Row } from './matrix-rules';

const freshPhoto = (fx: Fixture) => photoAnswer(fx.site, fx.member.token, fx.taskID);
const freshItem = async (fx: Fixture) => pickedItem(fx.site, await freshPhoto(fx));

export const galleryQueryRows: Record<string, Row> = {
  'gallery.getByBattleID': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: anyone },
  // Every user may ask; only a member of a patrol gets anything back.
  'gallery.getOwnByTaskID': { vars: ({ fx }) => ({ battleTaskID: fx.taskID }), expect: loggedIn },
  'gallery.getStaffGallery': { vars: ({ fx }) => ({ battleID: fx.battleID }), expect: battleStaff },
};

export const galleryMutationRows: Record<string, Row> = {
  'gallery.pickAnswer': { vars: async ({ fx }) => ({ answerID: await freshPhoto(fx), caption: 'Flot' }), expect: battleStaff },
  'gallery.removeItem': { vars: async ({ fx }) => ({ itemID: await freshItem(fx) }), expect: battleStaff },
  // Only the patrol whose answer it is: the battle's staff and admins remove items instead.
  'gallery.requestTakedown': { vars: async ({ fx }) => ({ itemID: await freshItem(fx) }), expect: patrolMembers },
};
