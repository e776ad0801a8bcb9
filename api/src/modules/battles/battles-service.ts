/** Battle rules: public reads, admin-only writes (the freeze: the battle's staff too), and who counts as the battle's staff. */
import { ROLE_STAFF } from '@usb/schema/domain';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { BACKSTOP_AGE } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { holdsRole, isAdmin, requireAdmin, type UserRecord, type UsersService } from '../users';
import { checkCloneBattle, checkCreateBattle, checkSaveBattle, type BattleArgs } from './battle-input';
import type { BattleRecord, BattlesRepository } from './battles-repository';
import { registrationState } from './registration-window';

/**
 * Copies what another module keeps of a battle (the tasks module: tasks and questions) into a
 * clone, with its times moved by offsetMs, inside the clone's transaction (`tx`).
 */
export type BattleContentCopier = (tx: Database, fromBattleId: number, toBattleId: number, offsetMs: number) => Promise<void>;

const MAX_STAFF_PLACES = 10_000;

export function createBattlesService(deps: { repository: BattlesRepository; users: UsersService; invalidation: InvalidationBus; config: AppConfig }) {
  const { repository, users, invalidation, config } = deps;
  /** Whether a StaffRole holder is on a battle's staff, by `battleId:userId`; cleared with the user's tag. */
  const staffPlaces = invalidation.cache<boolean>('staff-places', { maxEntries: MAX_STAFF_PLACES, ...BACKSTOP_AGE });
  // Modules registered after this one add their copiers at start (addContentCopier).
  const copiers: BattleContentCopier[] = [];

  async function require(id: number): Promise<BattleRecord> {
    const battle = await repository.findById(id);
    if (!battle) throw new ApiError('NOT_FOUND', 'No such battle');
    return battle;
  }

  /** Staff of the battle: StaffRole and added to it; admins always (docs/authorization.md). */
  async function isStaffOf(caller: UserRecord, battleId: number): Promise<boolean> {
    if (isAdmin(caller)) return true;
    if (!caller.roles.includes(ROLE_STAFF)) return false;
    return staffPlaces.getOrLoad(`${battleId}:${caller.id}`, async () => ({
      value: await repository.isStaffMember(battleId, caller.id),
      tags: [cacheTags.user(caller.id), cacheTags.battle(battleId)],
    }));
  }

  return {
    require,
    isStaffOf,

    /** FORBIDDEN unless the caller is staff of the battle (or an admin). */
    async requireStaffOf(caller: UserRecord, battleId: number): Promise<void> {
      if (!(await isStaffOf(caller, battleId))) throw new ApiError('FORBIDDEN');
    },

    /** The battle's registration window now (registration-window.ts). */
    registrationState: (battle: BattleRecord) => registrationState(battle, config.now()),

    /** Whether registration is open at this moment: registrationFrom <= now <= registrationTo. */
    registrationOpen: (battle: BattleRecord) => registrationState(battle, config.now()) === 'OPEN',

    /**
     * Whether an existing patrol may be joined at this moment: registrationFrom <= now <= end, so a
     * member who did not join beforehand can still join on the night.
     */
    joiningOpen(battle: BattleRecord): boolean {
      const now = config.now();
      return battle.registrationFrom <= now && now <= battle.end;
    },

    /**
     * The freeze time when the battle's public standings are frozen now (docs/results.md): the
     * freeze has passed and the result has not been published since; null otherwise.
     */
    frozenAt(battle: Pick<BattleRecord, 'freezeAt' | 'revealedAt'>): Date | null {
      const { freezeAt, revealedAt } = battle;
      if (!freezeAt || freezeAt > config.now()) return null;
      return revealedAt && revealedAt >= freezeAt ? null : freezeAt;
    },

    /**
     * The battle's staff and admins set (or clear, null) the freeze, between the battle's start
     * and end (BAD_USER_INPUT with fields ['freezeAt'] otherwise).
     */
    async setFreeze(caller: UserRecord, battleId: number, freezeAt: Date | null): Promise<BattleRecord> {
      if (!(await isStaffOf(caller, battleId))) throw new ApiError('FORBIDDEN');
      const battle = await require(battleId);
      if (freezeAt && (freezeAt < battle.start || freezeAt > battle.end)) {
        throw new ApiError('BAD_USER_INPUT', "freezeAt must be between the battle's start and end", ['freezeAt']);
      }
      const saved = await repository.setFreeze(battleId, freezeAt);
      if (!saved) throw new ApiError('NOT_FOUND', 'No such battle');
      await invalidation.publish([cacheTags.battle(battleId)]);
      return saved;
    },

    /** Ends a passed freeze: the result has been published (the results module checks the caller). */
    async reveal(battle: BattleRecord): Promise<void> {
      await repository.setRevealed(battle.id, config.now());
      await invalidation.publish([cacheTags.battle(battle.id)]);
    },

    /** Whether the event has begun (patrol data is frozen from then on). */
    started(battle: BattleRecord): boolean {
      return config.now() >= battle.start;
    },

    /**
     * The battles whose registration is open, soonest start first, by the same rule as each
     * battle's `registration` field, so the list and the home page's card cannot disagree.
     * Battles are a few a year, so all of them are read.
     */
    async openForRegistration(): Promise<BattleRecord[]> {
      const now = config.now();
      const newestFirst = await repository.listAll();
      return newestFirst.filter((battle) => registrationState(battle, now) === 'OPEN').reverse();
    },
    next: () => repository.next(config.now()),
    findByName: (name: string) => repository.findByName(name),

    /** The battles the caller staffs (StaffRole and added to them); every battle for admins. */
    async staffBattles(caller: UserRecord): Promise<BattleRecord[]> {
      if (isAdmin(caller)) return repository.staffBattles(null);
      if (!caller.roles.includes(ROLE_STAFF)) throw new ApiError('FORBIDDEN');
      return repository.staffBattles(caller.id);
    },

    /** The staff list is for StaffRole holders and admins. */
    async staffMembers(caller: UserRecord, battleId: number): Promise<UserRecord[]> {
      if (!holdsRole(caller, ROLE_STAFF)) throw new ApiError('FORBIDDEN');
      const ids = await repository.staffUserIds(battleId);
      const found = await users.findByIds(ids);
      return ids.flatMap((id) => found.filter((user) => user.id === id));
    },

    async createBattle(caller: UserRecord, args: BattleArgs): Promise<BattleRecord> {
      requireAdmin(caller);
      return repository.insert(checkCreateBattle(args, config.now()));
    },

    async listAll(caller: UserRecord): Promise<BattleRecord[]> {
      requireAdmin(caller);
      return repository.listAll();
    },

    addContentCopier(copier: BattleContentCopier): void {
      copiers.push(copier);
    },

    /** The battle with every copier's content, all moved by the offset of the new start, in one transaction. */
    async cloneBattle(caller: UserRecord, battleId: number, args: Pick<BattleArgs, 'name' | 'start'>): Promise<BattleRecord> {
      requireAdmin(caller);
      const original = await require(battleId);
      const { fields, offsetMs } = checkCloneBattle(original, args);
      return repository.insertWith(fields, async (tx, clone) => {
        for (const copy of copiers) await copy(tx, original.id, clone.id, offsetMs);
      });
    },

    async saveBattle(caller: UserRecord, id: number | undefined, args: BattleArgs): Promise<BattleRecord> {
      requireAdmin(caller);
      const checked = checkSaveBattle(id, args);
      const saved = await repository.update(checked.id, checked.fields);
      if (!saved) throw new ApiError('NOT_FOUND', 'No such battle');
      await invalidation.publish([cacheTags.battle(saved.id)]);
      return saved;
    },

    async addStaffMember(caller: UserRecord, battleId: number, userId: number): Promise<BattleRecord> {
      requireAdmin(caller);
      const battle = await require(battleId);
      await users.require(userId);
      await repository.addStaffMember(battleId, userId);
      await invalidation.publish([cacheTags.user(userId)]);
      return battle;
    },

    async removeStaffMember(caller: UserRecord, battleId: number, userId: number): Promise<BattleRecord> {
      requireAdmin(caller);
      const battle = await require(battleId);
      await repository.removeStaffMember(battleId, userId);
      await invalidation.publish([cacheTags.user(userId)]);
      return battle;
    },
  };
}

export type BattlesService = ReturnType<typeof createBattlesService>;
