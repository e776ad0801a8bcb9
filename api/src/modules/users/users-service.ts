/**
 * Account rules of the users namespace (password change, admin-only search, roles and manual
 * activation), and the users every other module asks for: lookups, new accounts, activation,
 * passwords and the admin bootstrap. Only this service touches the users repository.
 */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/schema/domain';
import { checkField, passwordRule } from '@usb/schema/validation';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Passwords } from '../../plugins/passwords';
import type { AuthSession, Sessions } from '../../plugins/sessions';
import { holdsRole, requireAdmin } from './role-check';
import type { ActivationRecord, NewUser, UserActivationSteps, UserRecord, UsersRepository } from './users-repository';

export interface EnsuredUser {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  password: string;
  roles: number[];
}

/** A sign-up's account, not yet activated. */
export type NewAccount = Omit<EnsuredUser, 'roles'>;

export function createUsersService(deps: {
  repository: UsersRepository;
  passwords: Passwords;
  sessions: Sessions;
  invalidation: InvalidationBus;
  config: AppConfig;
}) {
  const { repository, passwords, sessions, invalidation, config } = deps;
  // Modules registered after this one that take part in an activation add their steps at start (addActivationSteps).
  const activationSteps: UserActivationSteps[] = [];

  /** After a committed change of the user's account, roles or sessions: every process reads the user again. */
  const changed = (userId: number) => invalidation.publish([cacheTags.user(userId)]);

  async function newUser(account: NewAccount, activated: boolean): Promise<NewUser> {
    const { userName, email, firstName, lastName, mobile } = account;
    return { userName, email, firstName, lastName, mobile, passwordHash: await passwords.hash(account.password), activated, createdAt: config.now() };
  }

  async function current(session: AuthSession): Promise<UserRecord> {
    const user = await repository.findById(session.userId);
    // A session outliving its user (deleted meanwhile) counts as no session.
    if (!user) throw new ApiError('UNAUTHENTICATED');
    return user;
  }

  async function require(userId: number): Promise<UserRecord> {
    const user = await repository.findById(userId);
    if (!user) throw new ApiError('NOT_FOUND', 'No such user');
    return user;
  }

  async function requireRoleId(roleId: number): Promise<void> {
    if (!(await repository.roleExists(roleId))) throw new ApiError('NOT_FOUND', 'No such role');
  }

  /**
   * Makes sure an activated user with this user name exists, with the password and roles
   * given (the admin bootstrap and the demo users); answers the user.
   */
  async function ensureUser(wanted: EnsuredUser): Promise<UserRecord> {
    let user = await repository.findByUserName(wanted.userName);
    if (!user) {
      await repository.insert(await newUser(wanted, true));
      // Another instance may have won the insert; either way the user exists now.
      user = await repository.findByUserName(wanted.userName);
      if (!user) throw new Error(`could not create the user ${wanted.userName}`);
    } else if (!(await passwords.verify(user.passwordHash, wanted.password))) {
      await repository.setPasswordHash(user.id, await passwords.hash(wanted.password));
    }
    if (!user.activated) await repository.activate(user.id, null, config.now(), activationSteps);
    for (const roleId of wanted.roles) await repository.addRole(user.id, roleId);
    await changed(user.id);
    return (await repository.findById(user.id)) ?? user;
  }

  async function changeRole(caller: UserRecord, userId: number, roleId: number, change: 'add' | 'remove'): Promise<UserRecord> {
    requireAdmin(caller);
    await require(userId);
    await requireRoleId(roleId);
    // An admin never locks themselves out; another admin has to take the role.
    if (change === 'remove' && userId === caller.id && roleId === ROLE_ADMIN) {
      throw new ApiError('BAD_USER_INPUT', 'Admins cannot remove their own AdminRole', ['roleID']);
    }
    await (change === 'add' ? repository.addRole(userId, roleId) : repository.removeRole(userId, roleId));
    await changed(userId);
    return require(userId);
  }

  return {
    /** The user of a live session; UNAUTHENTICATED when the user is gone. */
    current,
    require,
    findById: (userId: number) => repository.findById(userId),
    /** Several users at once, in no particular order (unknown ids are left out). */
    findByIds: (userIds: number[]) => repository.findByIds(userIds),
    liveSessionsOfRunningBattles: (now: Date, limit: number) => repository.liveSessionsOfRunningBattles(now, limit),
    /** Login and reset accept the user name or the e-mail, in any case. */
    findByIdentifier: (identifier: string) => repository.findByIdentifier(identifier),

    /** A new unactivated user (sign-up); null when the user name or e-mail is taken. */
    async createAccount(account: NewAccount): Promise<UserRecord | null> {
      const id = await repository.insert(await newUser(account, false));
      if (id === null) return null;
      const user = await repository.findById(id);
      if (!user) throw new Error(`user ${id} vanished right after sign-up`);
      return user;
    },

    /** A module that takes part in activating a user (the auth module voids the activation keys) adds its steps, run inside the activation's transaction. */
    addActivationSteps(steps: UserActivationSteps): void {
      activationSteps.push(steps);
    },

    /** The user activates themselves through the mailed link (the caller has used up its key). */
    async activate(userId: number): Promise<void> {
      await repository.activate(userId, userId, config.now(), activationSteps);
      await changed(userId);
    },

    /**
     * Admins only: activates the user by hand, with the admin in the activation's trail; the
     * user's activation links stop working. CONFLICT when the user is already activated.
     */
    async activateByAdmin(caller: UserRecord, userId: number): Promise<UserRecord> {
      requireAdmin(caller);
      await require(userId);
      if (!(await repository.activate(userId, caller.id, config.now(), activationSteps))) throw new ApiError('CONFLICT', 'The user is already activated');
      await changed(userId);
      return require(userId);
    },

    /** The user's activation trail for admins; null for everyone else. */
    async activationOf(caller: UserRecord | null, userId: number): Promise<ActivationRecord | null> {
      return caller && holdsRole(caller, ROLE_ADMIN) ? repository.activationOf(userId) : null;
    },

    /** The new password; the caller ends the user's sessions (which clears them from the caches). */
    async setPassword(userId: number, password: string): Promise<void> {
      await repository.setPasswordHash(userId, await passwords.hash(password));
    },

    /** Ends every session of the user (a password reset), in every process. */
    async endSessions(userId: number): Promise<void> {
      await sessions.endAllOf(userId);
      await changed(userId);
    },

    /** False when the current password is wrong; on success the caller's other sessions end. */
    async changePassword(caller: UserRecord, keepToken: string, currentPassword: string, newPassword: string): Promise<boolean> {
      if (checkField(newPassword, passwordRule)) throw new ApiError('BAD_USER_INPUT', undefined, ['newPassword']);
      if (!(await passwords.verify(caller.passwordHash, currentPassword))) return false;
      await repository.setPasswordHash(caller.id, await passwords.hash(newPassword));
      await sessions.endAllOf(caller.id, keepToken);
      await changed(caller.id);
      return true;
    },

    /** Admins only: one user by id, with contact information, roles and patrols. */
    async getUser(caller: UserRecord, userId: number): Promise<UserRecord> {
      requireAdmin(caller);
      return require(userId);
    },

    /** FORBIDDEN unless the caller is an admin; for admin-only operations of other modules. */
    requireAdmin,

    async search(caller: UserRecord, searchText: string, roleIds: number[], activated: boolean | null): Promise<UserRecord[]> {
      requireAdmin(caller);
      return repository.search(searchText, roleIds, activated);
    },

    addRole: (caller: UserRecord, userId: number, roleId: number) => changeRole(caller, userId, roleId, 'add'),
    removeRole: (caller: UserRecord, userId: number, roleId: number) => changeRole(caller, userId, roleId, 'remove'),

    /**
     * With ADMIN_PASSWORD set, makes sure ADMIN_USERNAME exists, is activated, holds both
     * roles and has that password, so a fresh site can be administered at once.
     */
    async ensureAdmin(): Promise<void> {
      const password = config.adminPassword;
      if (!password) return;
      await ensureUser({
        userName: config.adminUserName,
        email: `${config.adminUserName}@localhost`,
        firstName: 'Admin',
        lastName: 'Administrator',
        mobile: '00000000',
        password,
        roles: [ROLE_ADMIN, ROLE_STAFF],
      });
    },

    ensureUser,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
