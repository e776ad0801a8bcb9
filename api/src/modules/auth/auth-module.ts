/** The accounts module: REST login, session, sign-up, activation and password reset. Encapsulated. */
import type { FastifyInstance } from 'fastify';
import { createAccountKeysRepository } from './account-keys-repository';
import { createAccountsService } from './accounts-service';
import { authRoutes } from './auth-routes';
import { createLoginAttemptsRepository } from './login-attempts-repository';

export default async function authModule(app: FastifyInstance): Promise<void> {
  const accounts = createAccountsService({
    config: app.config,
    users: app.users,
    passwords: app.passwords,
    sessions: app.sessions,
    mailer: app.mailer,
    keys: createAccountKeysRepository(app.db),
    attempts: createLoginAttemptsRepository(app.db),
    log: app.log,
  });
  authRoutes(app, accounts);
}
