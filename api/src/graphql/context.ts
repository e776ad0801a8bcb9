/** Types the generated resolver signatures refer to (scripts/generate.mjs). */
import type { FastifyRequest } from 'fastify';
import type { MercuriusContext } from 'mercurius';

/**
 * What every resolver receives: mercurius' context plus the request, whose memoised
 * `request.caller` (users module) and `request.authSession()` tell who is asking.
 */
export interface GraphqlContext extends MercuriusContext {
  request: FastifyRequest;
}

/** The value a namespace root (Query.users, Mutation.users, ...) resolves to; its fields do the work. */
export type Namespace = Record<string, never>;
