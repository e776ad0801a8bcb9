/**
 * The account flows behind the REST endpoints (DESIGN.md section 5): login with rate
 * limiting, sign-up with the activation mail, activation, and the password reset.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginSession, SignupRequest } from '@usb/contracts/rest';
import { checkField, invalidSignupFields, passwordRule } from '@usb/contracts/validation';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import { activationMail, passwordResetMail } from '../../mail/account-mails';
import type { Mailer } from '../../mail/mailer';
import type { Passwords } from '../../plugins/passwords';
import type { AuthSession, Sessions } from '../../plugins/sessions';
import { toSessionUser } from '../users/user-view';
import type { UserRecord } from '../users/users-repository';
import type { UsersService } from '../users/users-service';
import type { AccountKeysRepository } from './account-keys-repository';
import type { LoginAttemptsRepository } from './login-attempts-repository';

/** At most this many unused reset mails per user an hour: the endpoint cannot be used to flood a mailbox. */
export const MAX_RESET_MAILS_PER_HOUR = 3;
/**
 * A new activation mail at most every 10 s per user: as often as the profile's 'Send ny mail'
 * button can appear (SPEC.md section 9), never in a scripted burst.
 */
export const ACTIVATION_RESEND_INTERVAL_MS = 10 * 1000;

export interface AccountsDeps {
  config: AppConfig;
  users: UsersService;
  passwords: Passwords;
  sessions: Sessions;
  mailer: Mailer;
  keys: AccountKeysRepository;
  attempts: LoginAttemptsRepository;
  log: FastifyBaseLogger;
}

export function createAccountsService(deps: AccountsDeps) {
  const { config, users, passwords, sessions, mailer, keys, attempts, log } = deps;
  const repository = users.repository;

  async function startSession(user: UserRecord): Promise<LoginSession> {
    return { token: await sessions.create(user.id), user: toSessionUser(user) };
  }

  async function sendActivationMail(user: UserRecord): Promise<void> {
    const key = await keys.issueActivationKey(user.id, config.now());
    await mailer.send(activationMail(config.publicUrl, user, key));
  }

  return {
    /** Too many recent failures of the identifier or the address answer 429 before any password is checked. */
    async login(identifier: string, password: string, address: string): Promise<LoginSession> {
      const now = config.now();
      const since = new Date(now.getTime() - config.rateLimit.windowMs);
      const counted = identifier.trim().toLowerCase();
      const [byIdentifier, byAddress] = await Promise.all([
        attempts.failuresOfIdentifier(counted, since),
        attempts.failuresFromAddress(address, since),
      ]);
      if (byIdentifier >= config.rateLimit.maxPerIdentifier || byAddress >= config.rateLimit.maxPerAddress) {
        throw new ApiError('RATE_LIMITED');
      }
      const user = await repository.findByIdentifier(identifier.trim());
      let valid = false;
      if (user) valid = await passwords.verify(user.passwordHash, password);
      else await passwords.verifyNothing(password);
      if (!user || !valid) {
        await attempts.recordFailure(counted, address, now);
        await attempts.prune(since);
        throw new ApiError('INVALID_CREDENTIALS');
      }
      await attempts.clearIdentifier(counted);
      return startSession(user);
    },

    async current(session: AuthSession): Promise<LoginSession> {
      return { token: session.token, user: toSessionUser(await users.current(session)) };
    },

    async signup(request: SignupRequest): Promise<LoginSession> {
      const fields = invalidSignupFields(request);
      if (fields.length > 0) throw new ApiError('BAD_USER_INPUT', 'The sign-up has invalid fields', fields);
      const { contactInfo, loginInfo } = request;
      const id = await repository.insert({
        userName: loginInfo.userName.trim(),
        email: contactInfo.email.trim(),
        firstName: contactInfo.firstName.trim(),
        lastName: contactInfo.lastName.trim(),
        mobile: contactInfo.mobile.trim(),
        passwordHash: await passwords.hash(loginInfo.password),
        activated: false,
        createdAt: config.now(),
      });
      if (id === null) throw new ApiError('CONFLICT', 'The user name or e-mail is taken');
      const user = await repository.findById(id);
      if (!user) throw new Error(`user ${id} vanished right after sign-up`);
      try {
        await sendActivationMail(user);
      } catch (error) {
        // The account exists either way; the profile's 'Send ny mail' retries.
        log.error({ err: error, userId: id }, 'activation mail failed at sign-up');
      }
      return startSession(user);
    },

    async activate(session: AuthSession, activationKey: string): Promise<void> {
      const user = await users.current(session);
      if (!(await keys.consumeActivationKey(user.id, activationKey, config.now()))) throw new ApiError('INVALID_KEY');
      await repository.setActivated(user.id);
    },

    async resendActivationMail(session: AuthSession): Promise<void> {
      const user = await users.current(session);
      if (user.activated) throw new ApiError('CONFLICT', 'The user is already activated');
      const issuedAt = await keys.activationKeyIssuedAt(user.id);
      if (issuedAt && config.now().getTime() - issuedAt.getTime() < ACTIVATION_RESEND_INTERVAL_MS) {
        throw new ApiError('RATE_LIMITED', 'An activation mail was sent moments ago');
      }
      try {
        await sendActivationMail(user);
      } catch (error) {
        log.error({ err: error, userId: user.id }, 'activation mail failed');
        throw new ApiError('MAIL_FAILED');
      }
    },

    /**
     * Answers the same, and as fast, whether or not the user exists, so nobody can probe for
     * accounts: the key and the mail are made after the answer. Beyond MAX_RESET_MAILS_PER_HOUR
     * unused keys no further mail goes out (the answer stays the same).
     */
    async sendResetMail(identifier: string): Promise<void> {
      const user = identifier.trim() ? await repository.findByIdentifier(identifier.trim()) : null;
      if (!user) return;
      const deliver = async () => {
        const now = config.now();
        if ((await keys.liveResetKeys(user.id, now)) >= MAX_RESET_MAILS_PER_HOUR) {
          log.warn({ userId: user.id }, 'reset mail not sent: too many in the last hour');
          return;
        }
        const key = await keys.issueResetKey(user.id, now);
        await mailer.send(passwordResetMail(config.publicUrl, user, key));
      };
      deliver().catch((error: unknown) => log.error({ err: error, userId: user.id }, 'reset mail failed'));
    },

    /** Sets the new password and ends every session of the user; the key works once. */
    async resetPassword(key: string, password: string): Promise<void> {
      if (checkField(password, passwordRule)) throw new ApiError('BAD_USER_INPUT', undefined, ['password']);
      const userId = await keys.consumeResetKey(key, config.now());
      if (userId === null) throw new ApiError('INVALID_KEY');
      await repository.setPasswordHash(userId, await passwords.hash(password));
      await keys.dropResetKeys(userId);
      await sessions.endAllOf(userId);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
