/**
 * Named plugin `usb-graphql`: mercurius (with graphql-jit) at POST /graphql, serving the
 * schema of @usb/contracts. Modules add their resolvers with `app.graphql.defineResolvers`
 * (typed by `defineResolvers` below) before the app is ready.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import mercurius, { type IResolvers } from 'mercurius';
import { GRAPHQL_PATH } from '@usb/contracts/graphql';
import { loadSchemaSDL } from '@usb/contracts/graphql/schema';
import type { Resolvers } from '../generated/graphql';
import { dateTimeScalar } from '../graphql/date-time-scalar';
import { formatErrors } from '../graphql/format-errors';

/** Adds typed resolvers; the generated types are checked here, mercurius' loose ones are not needed elsewhere. */
export function defineResolvers(app: FastifyInstance, resolvers: Resolvers): void {
  app.graphql.defineResolvers(resolvers as IResolvers);
}

export default fp(
  async (app) => {
    await app.register(mercurius, {
      schema: loadSchemaSDL(),
      path: GRAPHQL_PATH,
      jit: 1,
      graphiql: false,
      errorFormatter: formatErrors,
      // Resolvers read the caller from the request, which looks it up once however many fields ask.
      context: (request) => ({ request }),
    });
    app.graphql.defineResolvers({ DateTime: dateTimeScalar });
  },
  { name: 'usb-graphql' },
);
