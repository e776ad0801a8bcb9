/**
 * The account flows behind the REST endpoints (docs/accounts.md): login with rate limiting,
 * the session, logout, sign-up with the activation mail, activation, and the password reset.
 * Users are read and written through the users service.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginSession, SignupRequest } from '@usb/schema/rest';
import { checkField, invalidSignupFields, passwordRule } from '@usb/schema/validation';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { cacheTags } from '../../lib/cache-tags';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Mailer } from '../../plugins/mailer';
import type { Passwords } from '../../plugins/passwords';
import type { RateLimits } from '../../plugins/rate-limits';
import type { AuthSession, Sessions } from '../../plugins/sessions';
import { toSessionUser, type UserActivationSteps, type UserRecord, type UsersService } from '../users';
import { activationMail, passwordResetMail } from './account-mails';
import type { AuthRepository } from './auth-repository';

/** At most this many unused reset mails per user an hour: the endpoint cannot be used to flood a mailbox. */
const MAX_RESET_MAILS_PER_HOUR = 3;

export interface AuthDeps {
  repository: AuthRepository;
  users: UsersService;
  passwords: Passwords;
  sessions: Sessions;
  mailer: Mailer;
  rateLimits: RateLimits;
  invalidation: InvalidationBus;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** The login limit's key: the account, whether named by user name or e-mail; an unknown identifier by itself. */
function loginKey(user: UserRecord | null, identifier: string): string {
  return user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`;
}

export function createAuthService(deps: AuthDeps) {
  const { repository, users, passwords, sessions, mailer, rateLimits, invalidation, config, log } = deps;

  async function startSession(user: UserRecord): Promise<LoginSession> {
    return { token: await sessions.create(user.id), user: toSessionUser(user) };
  }

  /** Issues the user's new activation key (older keys stop working) and mails its link. */
  async function mailActivationKey(user: UserRecord): Promise<void> {
    const key = await repository.issueActivationKey(user.id, config.now());
    await mailer.send(activationMail(config.publicUrl, user, key));
  }

  /**
   * Both limits are counted in one atomic statement each before a key is issued, so parallel
   * requests send one mail. The 10 s interval comes first: a refused burst leaves the hour's
   * mails alone.
   */
  async function resendActivationMail(user: UserRecord): Promise<void> {
    if (user.activated) throw new ApiError('CONFLICT', 'The user is already activated');
    await rateLimits.take('activationMailInterval', `user:${user.id}`);
    await rateLimits.take('activationMail', `user:${user.id}`);
    try {
      await mailActivationKey(user);
    } catch (error) {
      log.error({ err: error, userId: user.id }, 'activation mail failed');
      throw new ApiError('MAIL_FAILED');
    }
  }

  /** The auth module's part in activating a user (`app.users`): the user's activation keys stop working, in the same transaction. */
  const activationSteps: UserActivationSteps = {
    activated: (tx, userId) => repository.dropActivationKeys(tx, userId),
  };

  return {
    activationSteps,

    /**
     * Every attempt is counted against the account and the address before the password is
     * checked, so parallel guesses are limited too; beyond either limit the answer is 429
     * without a check. A right password forgives the account's failures and gives back the
     * address's attempt.
     */
    async login(identifier: string, password: string, address: string): Promise<LoginSession> {
      const user = await users.findByIdentifier(identifier.trim());
      const account = loginKey(user, identifier.trim());
      await rateLimits.take('login', account);
      try {
        await rateLimits.take('loginAddress', `addr:${address}`);
      } catch (error) {
        await rateLimits.giveBack('login', account);
        throw error;
      }
      let valid = false;
      if (user) valid = await passwords.verify(user.passwordHash, password);
      else await passwords.verifyNothing(password);
      if (!user || !valid) throw new ApiError('INVALID_CREDENTIALS');
      await rateLimits.clear('login', account);
      await rateLimits.giveBack('loginAddress', `addr:${address}`);
      return startSession(user);
    },

    /** The session answer for the caller of a live session. */
    current: (session: AuthSession, caller: UserRecord): LoginSession => ({ token: session.token, user: toSessionUser(caller) }),

    /** Ends the session here and, through the caches' bus, in every api process. */
    async logout(session: AuthSession): Promise<void> {
      await sessions.end(session.token);
      await invalidation.publish([cacheTags.session(session.token)]);
    },

    async signup(request: SignupRequest, address: string): Promise<LoginSession> {
      const fields = invalidSignupFields(request);
      if (fields.length > 0) throw new ApiError('BAD_USER_INPUT', 'The sign-up has invalid fields', fields);
      await rateLimits.take('signup', `addr:${address}`);
      const { contactInfo, loginInfo } = request;
      const user = await users.createAccount({
        userName: loginInfo.userName.trim(),
        email: contactInfo.email.trim(),
        firstName: contactInfo.firstName.trim(),
        lastName: contactInfo.lastName.trim(),
        mobile: contactInfo.mobile.trim(),
        password: loginInfo.password,
      });
      if (!user) throw new ApiError('CONFLICT', 'The user name or e-mail is taken');
      try {
        // The sign-up's mail starts the user's 10 s interval too (a new user's count is 1).
        await rateLimits.take('activationMailInterval', `user:${user.id}`);
        await mailActivationKey(user);
      } catch (error) {
        // The account exists either way; the profile's 'Send ny mail' retries.
        log.error({ err: error, userId: user.id }, 'activation mail failed at sign-up');
      }
      return startSession(user);
    },

    async activate(caller: UserRecord, activationKey: string): Promise<void> {
      if (!(await repository.consumeActivationKey(caller.id, activationKey, config.now()))) throw new ApiError('INVALID_KEY');
      await users.activate(caller.id);
    },

    resendActivationMail,

    /** An admin sends the user's activation mail again, by the same rules as the user's own button. */
    async resendActivationMailFor(caller: UserRecord, userId: number): Promise<void> {
      users.requireAdmin(caller);
      await resendActivationMail(await users.require(userId));
    },

    /**
     * Answers the same, and as fast, whether or not the user exists, so nobody can probe for
     * accounts: the key and the mail are made after the answer. Beyond MAX_RESET_MAILS_PER_HOUR
     * unused keys no further mail goes out (the answer stays the same). The address is limited
     * alike for known and unknown identifiers, so a 429 tells nothing about an account either.
     */
    async sendResetMail(identifier: string, address: string): Promise<void> {
      await rateLimits.take('resetMail', `addr:${address}`);
      const user = identifier.trim() ? await users.findByIdentifier(identifier.trim()) : null;
      if (!user) return;
      const deliver = async () => {
        const now = config.now();
        if ((await repository.liveResetKeys(user.id, now)) >= MAX_RESET_MAILS_PER_HOUR) {
          log.warn({ userId: user.id }, 'reset mail not sent: too many in the last hour');
          return;
        }
        const key = await repository.issueResetKey(user.id, now);
        await mailer.send(passwordResetMail(config.publicUrl, user, key));
      };
      deliver().catch((error: unknown) => log.error({ err: error, userId: user.id }, 'reset mail failed'));
    },

    /** Sets the new password and ends every session of the user; the key works once. */
    async resetPassword(key: string, password: string): Promise<void> {
      if (checkField(password, passwordRule)) throw new ApiError('BAD_USER_INPUT', undefined, ['password']);
      const userId = await repository.consumeResetKey(key, config.now());
      if (userId === null) throw new ApiError('INVALID_KEY');
      await users.setPassword(userId, password);
      await repository.dropResetKeys(userId);
      await users.endSessions(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
