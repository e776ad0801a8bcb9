/** REST of SPEC.md section 7 for accounts: login, session, logout, sign-up, activation and reset. */
import type { FastifyInstance } from 'fastify';
import type {
  ActivateUserRequest,
  Credentials,
  ResetPasswordRequest,
  SendResetMailRequest,
  SignupRequest,
} from '@usb/contracts/rest';
import { restPaths } from '@usb/contracts/rest';
import type { AccountsService } from './accounts-service';

const text = { type: 'string' } as const;

function bodyOf(required: string[]) {
  return {
    body: {
      type: 'object',
      required,
      properties: Object.fromEntries(required.map((name) => [name, text])),
    },
  } as const;
}

// Field values are checked by invalidSignupFields (the same rules as the form), so that a
// bad sign-up answers with every offending field; the schema only insists on strings.
const signupSchema = {
  body: {
    type: 'object',
    properties: {
      contactInfo: {
        type: 'object',
        properties: { firstName: text, lastName: text, email: text, mobile: text },
      },
      loginInfo: { type: 'object', properties: { userName: text, password: text } },
    },
  },
} as const;

export function authRoutes(app: FastifyInstance, accounts: AccountsService): void {
  app.post<{ Body: Credentials }>(restPaths.login, { schema: bodyOf(['identifier', 'password']) }, async (request) =>
    accounts.login(request.body.identifier, request.body.password, request.ip),
  );

  app.get(restPaths.currentSession, async (request) => accounts.current(await request.requireSession()));

  app.delete(restPaths.currentSession, async (request, reply) => {
    const session = await request.authSession();
    if (session) await app.sessions.end(session.token);
    return reply.code(204).send();
  });

  app.post<{ Body: SignupRequest }>(restPaths.signup, { schema: signupSchema }, async (request) =>
    accounts.signup(request.body),
  );

  app.post<{ Body: ActivateUserRequest }>(
    restPaths.activateUser,
    { schema: bodyOf(['activationKey']) },
    async (request, reply) => {
      await accounts.activate(await request.requireSession(), request.body.activationKey);
      return reply.code(204).send();
    },
  );

  app.post(restPaths.resendActivationMail, async (request, reply) => {
    await accounts.resendActivationMail(await request.requireSession());
    return reply.code(204).send();
  });

  app.post<{ Body: SendResetMailRequest }>(
    restPaths.sendResetMail,
    { schema: bodyOf(['identifier']) },
    async (request, reply) => {
      await accounts.sendResetMail(request.body.identifier);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: ResetPasswordRequest }>(
    restPaths.resetPassword,
    { schema: bodyOf(['key', 'password']) },
    async (request, reply) => {
      await accounts.resetPassword(request.body.key, request.body.password);
      return reply.code(204).send();
    },
  );
}
