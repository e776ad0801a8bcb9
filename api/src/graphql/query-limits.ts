/**
 * Limits a GraphQL document must keep before it is validated or executed, so one request
 * cannot hold the server (docs/authorization.md, "Request limits"): its depth, its number of
 * fields (aliases included) and its cost, where every field costs 1 and everything below a
 * list field counts LIST_WEIGHT times. Fragments count where they are spread. Checked before
 * graphql-js validates, whose overlapping-fields rule is quadratic in the number of aliases.
 */
import {
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  Lexer,
  Source,
  TokenKind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { ApiError } from '../errors';

export const QUERY_LIMITS = {
  /** Nesting of selection sets, the namespace level (`battles { getBattle { ... } }`) included. */
  maxDepth: 10,
  /** Every field node counted, each alias and each spread of a fragment anew. */
  maxFields: 400,
  /** Fields of the root and namespace levels (`shop { order }` counts two): each aliased mutation is one more. */
  maxOperationFields: 25,
  /** Aliases anywhere in the document. */
  maxAliases: 30,
  maxCost: 10_000,
  /** Operations and fragments in one document. */
  maxDefinitions: 20,
} as const;

/** A list is assumed to hold this many items when its selection is priced. */
export const LIST_WEIGHT = 10;

interface Tally {
  fields: number;
  operationFields: number;
  aliases: number;
  depth: number;
  cost: number;
}

function fieldsOf(type: GraphQLNamedType | undefined): Record<string, { type: GraphQLOutputType }> {
  return type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
}

function returnsList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/** Measures a document against the limits; the cost of one operation's selection. */
export function measureDocument(schema: GraphQLSchema, document: DocumentNode): Tally {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const tally: Tally = { fields: 0, operationFields: 0, aliases: 0, depth: 0, cost: 0 };

  // Answers the cost of the selection; `active` holds the fragments being expanded (a cycle counts once).
  function walk(selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined, depth: number, active: Set<string>): number {
    tally.depth = Math.max(tally.depth, depth);
    if (tally.fields > QUERY_LIMITS.maxFields || tally.depth > QUERY_LIMITS.maxDepth) return 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        tally.fields += 1;
        if (depth <= 2) tally.operationFields += 1;
        if (selection.alias) tally.aliases += 1;
        const fieldType = fieldsOf(parent)[selection.name.value]?.type;
        const childType = fieldType ? getNamedType(fieldType) : undefined;
        const below = selection.selectionSet ? walk(selection.selectionSet, childType, depth + 1, active) : 0;
        cost += 1 + below * (fieldType && returnsList(fieldType) ? LIST_WEIGHT : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        cost += walk(selection.selectionSet, typed ?? undefined, depth, active);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || active.has(name)) continue;
        const typed = schema.getType(fragment.typeCondition.name.value) ?? undefined;
        cost += walk(fragment.selectionSet, typed, depth, new Set([...active, name]));
      }
    }
    return cost;
  }

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    tally.cost += walk(definition.selectionSet, schema.getRootType(definition.operation) ?? undefined, 1, new Set());
  }
  return tally;
}

/** Throws QUERY_TOO_COMPLEX when the document is beyond a limit. */
export function checkQueryLimits(schema: GraphQLSchema, document: DocumentNode): void {
  if (document.definitions.length > QUERY_LIMITS.maxDefinitions) throw tooComplex('too many operations and fragments');
  const measured = measureDocument(schema, document);
  if (measured.depth > QUERY_LIMITS.maxDepth) throw tooComplex(`deeper than ${QUERY_LIMITS.maxDepth}`);
  if (measured.fields > QUERY_LIMITS.maxFields) throw tooComplex(`more than ${QUERY_LIMITS.maxFields} fields`);
  if (measured.operationFields > QUERY_LIMITS.maxOperationFields) throw tooComplex(`more than ${QUERY_LIMITS.maxOperationFields} operations`);
  if (measured.aliases > QUERY_LIMITS.maxAliases) throw tooComplex(`more than ${QUERY_LIMITS.maxAliases} aliases`);
  if (measured.cost > QUERY_LIMITS.maxCost) throw tooComplex(`costs more than ${QUERY_LIMITS.maxCost}`);
}

function tooComplex(reason: string): ApiError {
  return new ApiError('QUERY_TOO_COMPLEX', `The query is too complex: ${reason}`);
}

/**
 * The token count of sources lexed to their end: the site sends the same few documents again
 * and again, so each is lexed once. Bounded: at most this many sources of at most 4 KB (the
 * site's own are far smaller); when full it starts over.
 */
const MAX_COUNTED_SOURCES = 1_000;
const MAX_COUNTED_SOURCE_LENGTH = 4_096;
const tokenCounts = new Map<string, number>();

/** Throws QUERY_TOO_COMPLEX when the source holds more than `max` tokens; a syntax error is left to the parser. */
export function checkTokenCount(source: string, max: number): void {
  const known = tokenCounts.get(source);
  if (known !== undefined) {
    if (known > max) throw tooComplex(`more than ${max} tokens`);
    return;
  }
  const lexer = new Lexer(new Source(source));
  let count = 0;
  try {
    for (; lexer.advance().kind !== TokenKind.EOF; count += 1) {
      if (count >= max) throw tooComplex(`more than ${max} tokens`);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return;
  }
  if (source.length > MAX_COUNTED_SOURCE_LENGTH) return;
  if (tokenCounts.size >= MAX_COUNTED_SOURCES) tokenCounts.clear();
  tokenCounts.set(source, count);
}
