/**
 * The evening's gallery (docs/gallery.md): the battle's staff pick media answers for the public
 * and remove them; anyone sees the picked items and their files; a member of the item's patrol
 * asks for an item to be taken down, which takes it out of the public gallery at once and for
 * good (staff cannot pick that answer again).
 */
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { InputCheck } from '../../lib/text-input';
import type { RateLimits } from '../../plugins/rate-limits';
import type { BattlesService } from '../battles';
import type { PatrolsService } from '../patrols';
import type { UserRecord } from '../users';
import type { GalleryItemRecord, GalleryRepository, OwnItemRow, PublicItemRow, StaffItemRow } from './gallery-repository';

/** How long a caption may be, and how many items (not taken down) a battle's gallery holds. */
export const CAPTION_MAX = 140;
export const GALLERY_MAX_ITEMS = 500;

export interface PublicItem extends PublicItemRow {
  ownPatrol: boolean;
}

export function createGalleryService(deps: {
  repository: GalleryRepository;
  battles: BattlesService;
  patrols: PatrolsService;
  rateLimits: RateLimits;
  config: AppConfig;
}) {
  const { repository, battles, patrols, rateLimits, config } = deps;

  async function requireItem(id: number): Promise<GalleryItemRecord & { patrolId: number }> {
    const item = await repository.findWithPatrol(id);
    if (!item) throw new ApiError('NOT_FOUND', 'No such gallery item');
    return item;
  }

  return {
    /** Anyone: the battle's public items; ownPatrol marks those of the caller's patrol. */
    async listPublic(caller: UserRecord | null, battleId: number): Promise<PublicItem[]> {
      const battle = await battles.require(battleId);
      const [rows, patrol] = await Promise.all([repository.listPublic(battle.id), caller ? patrols.findByMember(battle.id, caller.id) : null]);
      return rows.map((row) => ({ ...row, ownPatrol: patrol?.id === row.patrolId }));
    },

    /** Any user: the public items of their own patrol's answers to the task, for the task view. */
    listOwnForTask(caller: UserRecord, battleTaskId: number): Promise<OwnItemRow[]> {
      return repository.listOwnPublic(caller.id, battleTaskId);
    },

    /** The battle's staff: every item, taken down ones included. */
    async listForStaff(caller: UserRecord, battleId: number): Promise<StaffItemRow[]> {
      const battle = await battles.require(battleId);
      await battles.requireStaffOf(caller, battle.id);
      return repository.listForStaff(battle.id);
    },

    /** The staff of the answer's battle: picks a media answer with a stored file, or renews its caption. */
    async pick(caller: UserRecord, answerId: number, caption: string | null | undefined): Promise<StaffItemRow> {
      const answer = await repository.pickableAnswer(answerId);
      if (!answer) throw new ApiError('NOT_FOUND', 'No media answer with a stored file');
      await battles.requireStaffOf(caller, answer.battleId);
      const check = new InputCheck();
      const text = check.text('caption', caption, { max: CAPTION_MAX });
      check.done();
      const outcome = await repository.pick({ ...answer, caption: text, pickedBy: caller.id, pickedAt: config.now() }, GALLERY_MAX_ITEMS);
      if (outcome.kind === 'takenDown') throw new ApiError('CONFLICT', 'The patrol asked for this to be taken down', ['answerID']);
      if (outcome.kind === 'full') throw new ApiError('CONFLICT', `The gallery holds ${GALLERY_MAX_ITEMS} items`, ['battleID']);
      const entry = await repository.staffRow(outcome.item.id);
      if (!entry) throw new ApiError('NOT_FOUND', 'The answer was deleted');
      return entry;
    },

    /** The battle's staff: takes an item out; a takedown request stays. True when it was there. */
    async remove(caller: UserRecord, itemId: number): Promise<boolean> {
      const item = await requireItem(itemId);
      await battles.requireStaffOf(caller, item.battleId);
      return repository.remove(item.id);
    },

    /** A member of the item's patrol: out of the public gallery at once, for good. Counted per user before anything else. */
    async requestTakedown(caller: UserRecord, itemId: number): Promise<boolean> {
      await rateLimits.take('galleryTakedown', `user:${caller.id}`);
      const item = await requireItem(itemId);
      const patrol = await patrols.findByMember(item.battleId, caller.id);
      if (patrol?.id !== item.patrolId) throw new ApiError('FORBIDDEN', 'Only the patrol may ask for its pictures to be taken down');
      await repository.takeDown(item.id, caller.id, config.now());
      return true;
    },

    /** Anyone: the stored file of a public item; NOT_FOUND from the moment it leaves the gallery. */
    async publicFile(itemId: number): Promise<{ key: string; mimeType: string; size: number }> {
      const file = await repository.publicFile(itemId);
      if (!file) throw new ApiError('NOT_FOUND', 'Not in the gallery');
      return file;
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
