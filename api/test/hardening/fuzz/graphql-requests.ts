/**
 * Malformed GraphQL requests over every operation of the schema: the schema is walked for each
 * field that takes arguments or sits in a namespace (`patrols { joinPatrol }`), and each request
 * gives it generated arguments (as variables or inline literals) and a selection of its result.
 * Some requests are malformed as documents instead: deep, aliased, batched, cyclic, not GraphQL.
 */
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { loadSchemaSDL } from '@usb/schema/graphql/schema';
import { junkValue, scalarValue } from './bad-values';
import type { Prng } from './prng';

export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  /** The namespace field, when the operation sits in one. */
  namespace: string | null;
  field: GraphQLField<unknown, unknown>;
}

export interface FuzzRequest {
  method: string;
  path: string;
  /** A JSON value, or raw text sent as is. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
}

export function graphqlOperations(schema: GraphQLSchema = buildSchema(loadSchemaSDL())): GraphqlOperation[] {
  const operations: GraphqlOperation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const type = getNamedType(field.type);
      if (field.args.length === 0 && isObjectType(type)) {
        for (const inner of Object.values(type.getFields())) operations.push({ kind, namespace: field.name, field: inner });
      } else {
        operations.push({ kind, namespace: null, field });
      }
    }
  }
  return operations;
}

function inputValue(prng: Prng, type: GraphQLInputType, depth: number): unknown {
  if (prng.chance(0.04)) return junkValue(prng);
  if (isNonNullType(type)) return prng.chance(0.05) ? null : inputValue(prng, type.ofType, depth);
  if (prng.chance(0.05)) return null;
  if (isListType(type)) {
    if (prng.chance(0.1)) return inputValue(prng, type.ofType, depth + 1);
    return Array.from({ length: prng.below(4) }, () => inputValue(prng, type.ofType, depth + 1));
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) || prng.chance(0.7)) value[field.name] = inputValue(prng, field.type, depth + 1);
    }
    if (prng.chance(0.05)) value.unknownField = 'x';
    return value;
  }
  if (isEnumType(type)) return prng.chance(0.8) ? prng.pick(type.getValues()).value : 'NOPE';
  return scalarValue(prng, type.name);
}

/** The selection of a result: its scalar fields and, one level down, those of its objects. */
function selectionOf(type: GraphQLNamedType, depth: number): string {
  if (isUnionType(type)) return '{ __typename }';
  if (!isObjectType(type) && !isInterfaceType(type)) return '';
  const parts = ['__typename'];
  for (const field of Object.values((type as GraphQLObjectType).getFields())) {
    if (field.args.some((argument) => isNonNullType(argument.type))) continue;
    const named = getNamedType(field.type);
    if (isScalarType(named) || isEnumType(named)) parts.push(field.name);
    else if (depth < 2) parts.push(`${field.name} ${selectionOf(named, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** A GraphQL literal of a JSON value (objects unquoted keys, null, lists). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([key, item]) => `${key}: ${literal(item)}`)
      .join(', ')} }`;
  if (typeof value === 'string') return JSON.stringify(value);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : 'null';
}

function typeName(type: GraphQLInputType): string {
  return type.toString();
}

/** One request of the operation with generated arguments. */
export function operationRequest(prng: Prng, operation: GraphqlOperation): FuzzRequest {
  const { field } = operation;
  const inline = prng.chance(0.3);
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args = field.args
    .filter((argument: GraphQLArgument) => isNonNullType(argument.type) || prng.chance(0.7))
    .map((argument) => {
      const value = inputValue(prng, argument.type, 0);
      if (inline) return `${argument.name}: ${literal(value)}`;
      definitions.push(`$${argument.name}: ${typeName(argument.type)}`);
      variables[argument.name] = value;
      return `${argument.name}: $${argument.name}`;
    });
  const call = `${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''} ${selectionOf(getNamedType(field.type), 0)}`;
  const aliased = prng.chance(0.1) ? Array.from({ length: 2 + prng.below(5) }, (_, index) => `a${index}: ${call}`).join(' ') : call;
  const body = operation.namespace ? `${operation.namespace} { ${aliased} }` : aliased;
  const header = definitions.length > 0 ? `${operation.kind} (${definitions.join(', ')})` : operation.kind;
  return { method: 'POST', path: '/graphql', body: { query: `${header} { ${body} }`, variables } };
}

const MALFORMED_DOCUMENTS: readonly ((prng: Prng) => FuzzRequest)[] = [
  () => ({ method: 'POST', path: '/graphql', body: { query: `{ ${'results { '.repeat(40)}path${' }'.repeat(40)} }` } }),
  (prng) => ({
    method: 'POST',
    path: '/graphql',
    body: { query: `{ results { ${Array.from({ length: 200 + prng.below(2000) }, (_, index) => `a${index}: getOverview { path }`).join(' ')} } }` },
  }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ results { ...A } } fragment A on ResultsQuery { ...B } fragment B on ResultsQuery { ...A }' } }),
  () => ({ method: 'POST', path: '/graphql', body: [{ query: '{ results { getOverview { path } } }' }, { query: '{ results { getOverview { path } } }' }] }),
  () => ({
    method: 'POST',
    path: '/graphql',
    body: { query: '{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }' },
  }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ nope }' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ results { getOverview { path } }' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '123' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: 42 } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ results { getOverview { path } } }', variables: 'x' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ results { getOverview { path } } }', variables: [1] } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: 'query A { results { getOverview { path } } }', operationName: 'B' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: 'mutation { shop { order } }' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: `{ results { getOverview { ${'path '.repeat(4000)} } } }` } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: `{ results { getByPath(path: "${'\\u0000'.repeat(3)}") { path } } }` } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ results { getByPath(path: "\\uD800") { path } } }' } }),
  () => ({ method: 'POST', path: '/graphql', body: { query: '{ battles { getBattle(id: 2147483648) { id } } }' } }),
  (prng) => ({
    method: 'POST',
    path: '/graphql',
    body: { query: `{ results { getOverview @include(if: true) ${'@skip(if: false) '.repeat(100 + prng.below(500))}{ path } } }` },
  }),
  () => ({ method: 'POST', path: '/graphql', rawBody: '{"query": "{ results { getOverview { path } } }"', contentType: 'application/json' }),
  () => ({ method: 'POST', path: '/graphql', rawBody: '{ results { getOverview { path } } }', contentType: 'application/graphql' }),
  () => ({ method: 'POST', path: '/graphql', rawBody: 'query=x', contentType: 'application/x-www-form-urlencoded' }),
  () => ({ method: 'POST', path: '/graphql', rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, contentType: 'application/json' }),
  () => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent('mutation { shop { order(order: {}) } }')}` }),
  () => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent('{ results { getOverview { path } } }')}&variables=%7B` }),
];

export function malformedDocument(prng: Prng): FuzzRequest {
  return prng.pick(MALFORMED_DOCUMENTS)(prng);
}
