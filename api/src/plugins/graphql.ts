/**
 * Named plugin `usb-graphql`: mercurius (with graphql-jit) at POST /graphql, serving the
 * schema of @usb/contracts. Modules add their resolvers with `app.graphql.defineResolvers`
 * (typed by `defineResolvers` below) before the app is ready. Before a document is validated
 * its size and cost are checked (graphql/query-limits.ts), and before it runs every argument
 * (graphql/argument-checks.ts), so no input reaches a resolver that the database would refuse.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Location } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import { GRAPHQL_PATH } from '@usb/schema/graphql';
import { loadSchemaSDL } from '@usb/schema/graphql/schema';
import { ApiError } from '../errors';
import type { Resolvers } from '../generated/graphql';
import { checkArguments } from '../graphql/argument-checks';
import { dateTimeScalar } from '../graphql/date-time-scalar';
import { formatErrors } from '../graphql/format-errors';
import { checkQueryLimits, checkTokenCount } from '../graphql/query-limits';

/** Tokens of one document: the largest client operation has about 300. */
export const MAX_QUERY_TOKENS = 3_000;

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
      // A backstop: the preParsing hook below refuses longer documents with a clear code first.
      graphql: { parseOptions: { maxTokens: MAX_QUERY_TOKENS } },
      errorFormatter: formatErrors,
      // Resolvers read the caller from the request, which looks it up once however many fields ask.
      context: (request) => ({ request }),
    });
    app.graphql.defineResolvers({ DateTime: dateTimeScalar });
    app.graphql.addHook('preParsing', (_schema, source) => checkTokenCount(source, MAX_QUERY_TOKENS));
    app.graphql.addHook('preValidation', (schema, document) => {
      // mercurius falls back to JSON.parse for a query that is no GraphQL; only parsed documents run here.
      if (!(document.loc instanceof Location)) throw new ApiError('BAD_USER_INPUT', 'The query is not a GraphQL document', ['query']);
      checkQueryLimits(schema, document);
    });
    app.graphql.addHook('preExecution', (schema, document, _context, variables) => {
      checkArguments(schema, document, variables);
    });
  },
  { name: 'usb-graphql' },
);
