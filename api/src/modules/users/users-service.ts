/** Account rules of the users namespace: current user, password change, role guard, search and roles. */
import { ROLE_ADMIN, ROLE_STAFF } from '@usb/contracts/domain';
import { checkField, passwordRule } from '@usb/contracts/validation';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import type { Passwords } from '../../plugins/passwords';
import type { AuthSession, Sessions } from '../../plugins/sessions';
import type { UserRecord, UsersRepository } from './users-repository';

/** Whether the user holds the role; AdminRole passes every role check (DESIGN.md section 5). */
export function holdsRole(user: Pick<UserRecord, 'roles'>, roleId: number): boolean {
  return user.roles.includes(roleId) || user.roles.includes(ROLE_ADMIN);
}

export interface EnsuredUser {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  password: string;
  roles: number[];
}

export function createUsersService(deps: {
  repository: UsersRepository;
  passwords: Passwords;
  sessions: Sessions;
  config: AppConfig;
}) {
  const { repository, passwords, sessions, config } = deps;

  async function current(session: AuthSession): Promise<UserRecord> {
    const user = await repository.findById(session.userId);
    // A session outliving its user (deleted meanwhile) counts as no session.
    if (!user) throw new ApiError('UNAUTHENTICATED');
    return user;
  }

  /** The caller, when they hold the role; AdminRole passes every role check (DESIGN.md section 5). */
  async function requireRole(session: AuthSession, roleId: number): Promise<UserRecord> {
    const user = await current(session);
    if (!holdsRole(user, roleId)) throw new ApiError('FORBIDDEN');
    return user;
  }

  async function requireUser(userId: number): Promise<UserRecord> {
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
      await repository.insert({
        userName: wanted.userName,
        email: wanted.email,
        firstName: wanted.firstName,
        lastName: wanted.lastName,
        mobile: wanted.mobile,
        passwordHash: await passwords.hash(wanted.password),
        activated: true,
        createdAt: config.now(),
      });
      // Another instance may have won the insert; either way the user exists now.
      user = await repository.findByUserName(wanted.userName);
      if (!user) throw new Error(`could not create the user ${wanted.userName}`);
    } else if (!(await passwords.verify(user.passwordHash, wanted.password))) {
      await repository.setPasswordHash(user.id, await passwords.hash(wanted.password));
    }
    if (!user.activated) await repository.setActivated(user.id);
    for (const roleId of wanted.roles) await repository.addRole(user.id, roleId);
    return (await repository.findById(user.id)) ?? user;
  }

  return {
    repository,
    current,
    /** The caller when a session is given, else null (operations open to anyone that vary by caller). */
    currentOrNull: (session: AuthSession | null) => (session ? current(session) : Promise.resolve(null)),
    requireRole,

    /** False when the current password is wrong; on success the user's other sessions end. */
    async changePassword(session: AuthSession, currentPassword: string, newPassword: string): Promise<boolean> {
      if (checkField(newPassword, passwordRule)) throw new ApiError('BAD_USER_INPUT', undefined, ['newPassword']);
      const user = await current(session);
      if (!(await passwords.verify(user.passwordHash, currentPassword))) return false;
      await repository.setPasswordHash(user.id, await passwords.hash(newPassword));
      await sessions.endAllOf(user.id, session.token);
      return true;
    },

    async search(session: AuthSession, searchText: string, roleIds: number[]): Promise<UserRecord[]> {
      await requireRole(session, ROLE_ADMIN);
      return repository.search(searchText, roleIds);
    },

    async addRole(session: AuthSession, userId: number, roleId: number): Promise<UserRecord> {
      await requireRole(session, ROLE_ADMIN);
      await requireUser(userId);
      await requireRoleId(roleId);
      await repository.addRole(userId, roleId);
      return requireUser(userId);
    },

    async removeRole(session: AuthSession, userId: number, roleId: number): Promise<UserRecord> {
      await requireRole(session, ROLE_ADMIN);
      await requireUser(userId);
      await requireRoleId(roleId);
      await repository.removeRole(userId, roleId);
      return requireUser(userId);
    },

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
