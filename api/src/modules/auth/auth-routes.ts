/** The accounts' REST endpoints (docs/accounts.md): login, session, logout, sign-up, activation and reset. */
import type { FastifyInstance } from 'fastify';
import type { ActivateUserRequest, Credentials, ResetPasswordRequest, SendResetMailRequest, SignupRequest } from '@usb/schema/rest';
import { restPaths } from '@usb/schema/rest';
import type { AuthService } from './auth-service';

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

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post<{ Body: Credentials }>(restPaths.login, { schema: bodyOf(['identifier', 'password']) }, async (request) =>
    auth.login(request.body.identifier, request.body.password, request.ip),
  );

  app.get(restPaths.currentSession, async (request) => auth.current(await request.requireSession(), await request.requireCaller()));

  app.delete(restPaths.currentSession, async (request, reply) => {
    const session = await request.authSession();
    if (session) await auth.logout(session);
    return reply.code(204).send();
  });

  app.post<{ Body: SignupRequest }>(restPaths.signup, { schema: signupSchema }, async (request) => auth.signup(request.body, request.ip));

  app.post<{ Body: ActivateUserRequest }>(restPaths.activateUser, { schema: bodyOf(['activationKey']) }, async (request, reply) => {
    await auth.activate(await request.requireCaller(), request.body.activationKey);
    return reply.code(204).send();
  });

  app.post(restPaths.resendActivationMail, async (request, reply) => {
    await auth.resendActivationMail(await request.requireCaller());
    return reply.code(204).send();
  });

  app.post<{ Body: SendResetMailRequest }>(restPaths.sendResetMail, { schema: bodyOf(['identifier']) }, async (request, reply) => {
    await auth.sendResetMail(request.body.identifier, request.ip);
    return reply.code(204).send();
  });

  app.post<{ Body: ResetPasswordRequest }>(restPaths.resetPassword, { schema: bodyOf(['key', 'password']) }, async (request, reply) => {
    await auth.resetPassword(request.body.key, request.body.password);
    return reply.code(204).send();
  });
}
