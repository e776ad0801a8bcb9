/**
 * Patrol rules (docs/patrols.md): activated users register within the registration window and
 * join an existing patrol from its opening until the battle ends, one patrol per user per battle, names unique per battle, only the
 * owner edits (until the start) and renews the invite link, the owner or an admin removes members,
 * only admins edit any patrol at any time, add and move members (each change in the audit trail)
 * and delete a patrol (with all it answered). Memberships are cached (docs/caching.md) and every
 * change of one clears the cache in every api process at once, so a removed member loses access at once.
 */
import type { PatrolInput } from '../../generated/graphql';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { BACKSTOP_AGE } from '../../lib/cache';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { RateLimits } from '../../plugins/rate-limits';
import { randomSecret } from '../../plugins/tokens';
import type { BattleRecord, BattlesService } from '../battles';
import type { MediaService } from '../media';
import { isAdmin, requireAdmin, type UserRecord, type UsersService } from '../users';
import type { AuditStamp } from './patrol-audit';
import { checkPatrolInput } from './patrol-input';
import type { PatrolAuditRecord, PatrolDeletionSteps, PatrolRecord, PatrolsRepository } from './patrols-repository';
import { toStaffPatrol, type StaffPatrolView } from './staff-patrol-view';

/** Invite tokens are random 128-bit, hex encoded. */
const INVITE_TOKEN_BITS = 128;
const INVITE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** One entry per user and battle asked about: every patrol member of a big event night, twice over. */
const MAX_MEMBERSHIPS = 50_000;

/** By category (none last), then name. */
function sortPatrols(patrols: PatrolRecord[]): PatrolRecord[] {
  return patrols.sort((a, b) => (a.category ?? Infinity) - (b.category ?? Infinity) || a.name.localeCompare(b.name, 'da'));
}

function requireActivated(caller: UserRecord): void {
  if (!caller.activated) throw new ApiError('FORBIDDEN', 'The account is not activated');
}

export function createPatrolsService(deps: {
  repository: PatrolsRepository;
  battles: BattlesService;
  users: UsersService;
  media: MediaService;
  rateLimits: RateLimits;
  invalidation: InvalidationBus;
  config: AppConfig;
}) {
  const { repository, battles, users, media, rateLimits, invalidation, config } = deps;
  // Modules registered after this one whose rows hang off a patrol add their steps at start (addDeletionSteps).
  const deletionSteps: PatrolDeletionSteps[] = [];
  /**
   * The patrol of a user in a battle, or null, by `battleId:userId` (docs/caching.md): every
   * answer save and task view asks. Cleared by joining, leaving, removal, and the patrol's edits.
   */
  const memberships = invalidation.cache<PatrolRecord | null>('memberships', { maxEntries: MAX_MEMBERSHIPS, ...BACKSTOP_AGE });

  function findByMember(battleId: number, userId: number): Promise<PatrolRecord | null> {
    return memberships.getOrLoad(`${battleId}:${userId}`, async () => {
      const patrol = await repository.findByMember(battleId, userId);
      return { value: patrol, tags: patrol ? [cacheTags.user(userId), cacheTags.patrol(patrol.id)] : [cacheTags.user(userId)] };
    });
  }

  /** After a committed change: every process reads these again. */
  const changedUser = (userId: number) => invalidation.publish([cacheTags.user(userId)]);
  const changedPatrol = (patrolId: number) => invalidation.publish([cacheTags.patrol(patrolId)]);

  async function require(id: number): Promise<PatrolRecord> {
    const patrol = await repository.findById(id);
    if (!patrol) throw new ApiError('NOT_FOUND', 'No such patrol');
    return patrol;
  }

  async function requireOwned(caller: UserRecord, id: number): Promise<PatrolRecord> {
    const patrol = await require(id);
    if (patrol.createdBy !== caller.id) throw new ApiError('FORBIDDEN', 'Only the patrol owner may do this');
    return patrol;
  }

  function requireOpenRegistration(battle: BattleRecord): void {
    if (!battles.registrationOpen(battle)) throw new ApiError('CLOSED', 'Registration is not open');
  }

  function requireOpenJoining(battle: BattleRecord): void {
    if (!battles.joiningOpen(battle)) throw new ApiError('CLOSED', 'Joining is not open');
  }

  async function requireNotStarted(battleId: number): Promise<void> {
    if (battles.started(await battles.require(battleId))) throw new ApiError('CLOSED', 'The battle has started');
  }

  async function requireNoPatrolIn(battleId: number, caller: UserRecord): Promise<void> {
    if (await repository.findByMember(battleId, caller.id)) throw new ApiError('CONFLICT', 'Already in a patrol of this battle');
  }

  async function requireFreeName(battleId: number, name: string, exceptId?: number): Promise<void> {
    if (await repository.nameTaken(battleId, name, exceptId)) throw new ApiError('CONFLICT', 'The patrol name is taken', ['name']);
  }

  const stampOf = (caller: UserRecord): AuditStamp => ({ changedBy: caller.id, at: config.now() });

  async function findByToken(token: string): Promise<PatrolRecord> {
    const patrol = INVITE_TOKEN_PATTERN.test(token) ? await repository.findByToken(token) : null;
    if (!patrol) throw new ApiError('NOT_FOUND', 'The invite link is not valid');
    return patrol;
  }

  return {
    require,
    findByToken,
    /** Fills the memberships cache with the members of running battles' patrols, before the process takes requests; answers how many. */
    warmMemberships(): Promise<number> {
      return memberships.warm(async () =>
        (await repository.membersOfRunningBattles(config.now(), MAX_MEMBERSHIPS)).map(({ userId, patrol }) => ({
          key: `${patrol.battleId}:${userId}`,
          value: patrol,
          tags: [cacheTags.user(userId), cacheTags.patrol(patrol.id)],
        })),
      );
    },
    /** The members in order of joining (the owner first). */
    async members(patrolId: number): Promise<UserRecord[]> {
      const ids = await repository.memberIds(patrolId);
      const found = await users.findByIds(ids);
      return ids.flatMap((id) => found.filter((user) => user.id === id));
    },

    /** The battle's staff and admins: every patrol of the battle with its members' contact details. */
    async staffOverview(caller: UserRecord, battleId: number): Promise<StaffPatrolView[]> {
      await battles.requireStaffOf(caller, battleId);
      await battles.require(battleId);
      const [list, memberships] = await Promise.all([repository.listByBattle(battleId), repository.membershipsOfBattle(battleId)]);
      const found = new Map((await users.findByIds(memberships.map((membership) => membership.userId))).map((user) => [user.id, user]));
      return sortPatrols(list).map((patrol) =>
        toStaffPatrol(
          patrol,
          memberships.flatMap((membership) => (membership.patrolId === patrol.id ? (found.get(membership.userId) ?? []) : [])),
        ),
      );
    },

    async owner(patrol: PatrolRecord): Promise<UserRecord> {
      // created_by cascades on delete, so the owner always exists.
      const user = await users.findById(patrol.createdBy);
      if (!user) throw new Error(`patrol ${patrol.id} has no owner ${patrol.createdBy}`);
      return user;
    },

    /** The user's patrol in the battle (cached; a change of membership clears it at once). */
    findByMember,

    /** Forgets this process's cached membership (the database said otherwise); the next findByMember reads it. */
    forgetMembership(battleId: number, userId: number): void {
      memberships.delete(`${battleId}:${userId}`);
    },

    /** The battle's patrols, by category (none last) then name. */
    async listByBattle(battleId: number): Promise<PatrolRecord[]> {
      return sortPatrols(await repository.listByBattle(battleId));
    },

    /** PUBLIC_URL/patrol/invite/{token}, for the owner only. */
    inviteLinkFor(patrol: PatrolRecord, viewerId: number | undefined): string | null {
      return viewerId === patrol.createdBy ? `${config.publicUrl}/patrol/invite/${patrol.inviteToken}` : null;
    },

    /** Members, the battle's staff and admins may read a patrol. */
    async getPatrol(caller: UserRecord, id: number): Promise<PatrolRecord> {
      const patrol = await require(id);
      if (!(await repository.isMember(patrol.id, caller.id)) && !(await battles.isStaffOf(caller, patrol.battleId))) {
        throw new ApiError('FORBIDDEN');
      }
      return patrol;
    },

    async participate(caller: UserRecord, battleId: number, input: PatrolInput): Promise<PatrolRecord> {
      requireActivated(caller);
      const battle = await battles.require(battleId);
      requireOpenRegistration(battle);
      const fields = checkPatrolInput(input);
      await requireNoPatrolIn(battle.id, caller);
      await requireFreeName(battle.id, fields.name);
      const created = await repository.create({
        ...fields,
        battleId: battle.id,
        inviteToken: randomSecret(INVITE_TOKEN_BITS),
        createdBy: caller.id,
        createdAt: config.now(),
      });
      await changedUser(caller.id);
      return created;
    },

    /** The owner edits until the battle starts; an admin at any time, audited. */
    async save(caller: UserRecord, id: number | undefined, input: PatrolInput): Promise<PatrolRecord> {
      if (id === undefined) throw new ApiError('BAD_USER_INPUT', 'patrol.id is required', ['id']);
      const admin = isAdmin(caller);
      const patrol = admin ? await require(id) : await requireOwned(caller, id);
      if (!admin) await requireNotStarted(patrol.battleId);
      const fields = checkPatrolInput(input);
      await requireFreeName(patrol.battleId, fields.name, patrol.id);
      const saved = admin ? await repository.auditedUpdate(patrol.id, fields, stampOf(caller)) : await repository.update(patrol.id, fields);
      if (!saved) throw new ApiError('NOT_FOUND', 'No such patrol');
      // The memberships cache holds the patrol's category: its open tasks follow a new one at once.
      await changedPatrol(saved.id);
      return saved;
    },

    /**
     * Open until the battle ends, so a member who did not join beforehand answers on the night. Each
     * try counts against the caller's limit first, found or not: invite tokens cannot be guessed in bulk.
     */
    async join(caller: UserRecord, token: string): Promise<PatrolRecord> {
      requireActivated(caller);
      await rateLimits.take('joinPatrol', `user:${caller.id}`);
      const patrol = await findByToken(token);
      requireOpenJoining(await battles.require(patrol.battleId));
      await requireNoPatrolIn(patrol.battleId, caller);
      await repository.addMember(patrol, caller.id, config.now());
      await changedUser(caller.id);
      return patrol;
    },

    /** The owner, or an admin tidying up (audited). */
    async removeMember(caller: UserRecord, patrolId: number, userId: number): Promise<PatrolRecord> {
      const admin = isAdmin(caller);
      const patrol = admin ? await require(patrolId) : await requireOwned(caller, patrolId);
      if (userId === patrol.createdBy) throw new ApiError('BAD_USER_INPUT', 'The owner cannot be removed', ['userID']);
      if (!(await repository.removeMember(patrol.id, userId, admin ? stampOf(caller) : undefined))) {
        throw new ApiError('NOT_FOUND', 'Not a member of the patrol');
      }
      await changedUser(userId);
      return patrol;
    },

    /** Admins only, at any time (audited): the user named by user name or e-mail joins the patrol. */
    async addMember(caller: UserRecord, patrolId: number, identifier: string): Promise<PatrolRecord> {
      requireAdmin(caller);
      const patrol = await require(patrolId);
      const user = await users.findByIdentifier(identifier.trim());
      if (!user) throw new ApiError('NOT_FOUND', 'No such user', ['user']);
      if (await repository.findByMember(patrol.battleId, user.id)) throw new ApiError('CONFLICT', 'Already in a patrol of this battle', ['user']);
      await repository.addMember(patrol, user.id, config.now(), stampOf(caller));
      await changedUser(user.id);
      return patrol;
    },

    /** Admins only, at any time (audited): a member other than the owner moves to another patrol of the battle. */
    async moveMember(caller: UserRecord, patrolId: number, userId: number, toPatrolId: number): Promise<PatrolRecord> {
      requireAdmin(caller);
      const [from, to] = await Promise.all([require(patrolId), require(toPatrolId)]);
      if (to.battleId !== from.battleId || to.id === from.id) throw new ApiError('BAD_USER_INPUT', 'Not another patrol of the battle', ['toPatrolID']);
      if (userId === from.createdBy) throw new ApiError('BAD_USER_INPUT', 'The owner cannot be moved', ['userID']);
      if (!(await repository.moveMember(from, to, userId, stampOf(caller)))) throw new ApiError('NOT_FOUND', 'Not a member of the patrol');
      await changedUser(userId);
      return to;
    },

    /** Admins only: the patrol's audit trail, newest first. */
    async audit(caller: UserRecord, patrolId: number): Promise<PatrolAuditRecord[]> {
      requireAdmin(caller);
      await require(patrolId);
      return repository.auditOf(patrolId);
    },

    /** A module whose rows hang off a patrol (the answers) takes part in deleting a patrol, inside its transaction. */
    addDeletionSteps(steps: PatrolDeletionSteps): void {
      deletionSteps.push(steps);
    },

    /** Admins only: the patrol and all it answered; its media files go once the rows are gone. */
    async deletePatrol(caller: UserRecord, patrolId: number): Promise<boolean> {
      requireAdmin(caller);
      const keys = await repository.deleteWithAnswers(patrolId, deletionSteps);
      if (keys === null) throw new ApiError('NOT_FOUND', 'No such patrol');
      await changedPatrol(patrolId);
      await media.deleteFiles(keys);
      return true;
    },

    /** A new token: the old invite link stops working at once. */
    async renewInviteLink(caller: UserRecord, patrolId: number): Promise<PatrolRecord> {
      await rateLimits.take('renewInvite', `user:${caller.id}`);
      const patrol = await requireOwned(caller, patrolId);
      const renewed = await repository.setInviteToken(patrol.id, randomSecret(INVITE_TOKEN_BITS));
      if (!renewed) throw new ApiError('NOT_FOUND', 'No such patrol');
      await changedPatrol(renewed.id);
      return renewed;
    },

    /** A member other than the owner leaves, until the battle starts. */
    async leave(caller: UserRecord, patrolId: number): Promise<boolean> {
      const patrol = await require(patrolId);
      if (patrol.createdBy === caller.id) throw new ApiError('FORBIDDEN', 'The owner cannot leave the patrol');
      await requireNotStarted(patrol.battleId);
      if (!(await repository.removeMember(patrol.id, caller.id))) throw new ApiError('NOT_FOUND', 'Not a member of the patrol');
      await changedUser(caller.id);
      return true;
    },
  };
}

export type PatrolsService = ReturnType<typeof createPatrolsService>;
