/** Types the generated resolver signatures refer to (scripts/generate.mjs). */
import type { MercuriusContext } from 'mercurius';

/** What every resolver receives: mercurius' context, whose `reply.request` carries the session. */
export type GraphqlContext = MercuriusContext;

/** The value a namespace root (Query.users, Mutation.users, ...) resolves to; its fields do the work. */
export type Namespace = Record<string, never>;
