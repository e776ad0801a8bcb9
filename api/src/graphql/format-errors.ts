/**
 * Turns resolver failures into GraphQL errors with `extensions.code` (the codes of ../errors.ts):
 * an ApiError keeps its message and gets its GraphQL code (and `fields`); a database out of
 * reach becomes UNAVAILABLE, and then the whole answer is a 503 with `Retry-After`, as on REST
 * (the client retries it whole); any other failure inside a resolver is logged and masked as
 * INTERNAL. Errors of the request itself (syntax, validation) keep mercurius' formatting.
 */
import { GraphQLError, type ExecutionResult } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError, defaultMessage, RETRY_AFTER_SECONDS } from '../errors';

function rewrite(error: GraphQLError, context: MercuriusContext): GraphQLError {
  const original = error.originalError;
  const location = { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path };
  if (isDatabaseUnavailable(original)) {
    context.reply.log.warn({ err: original, path: error.path }, 'database unavailable');
    return new GraphQLError(defaultMessage('UNAVAILABLE'), { ...location, extensions: { code: 'UNAVAILABLE' } });
  }
  if (original instanceof ApiError) {
    const extensions = { code: original.graphqlCode, ...(original.fields ? { fields: original.fields } : {}) };
    return new GraphQLError(original.message, { ...location, extensions });
  }
  if (error.path && original && !(original instanceof GraphQLError)) {
    context.reply.log.error({ err: original, path: error.path }, 'resolver failed');
    return new GraphQLError('Internal error', { ...location, extensions: { code: 'INTERNAL' } });
  }
  return error;
}

export function formatErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): ReturnType<typeof mercurius.defaultErrorFormatter> {
  const errors = execution.errors.map((error) => rewrite(error, context));
  const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, context);
  if (!errors.some((error) => error.extensions.code === 'UNAVAILABLE')) return formatted;
  context.reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return { ...formatted, statusCode: 503 };
}
