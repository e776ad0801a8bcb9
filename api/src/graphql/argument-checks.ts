/**
 * The input layer of GraphQL: before any resolver runs, every argument of the request (literal
 * or variable, nested input fields included) is checked against the rules of
 * ../lib/input-rules.ts by its schema type. A failing request is refused whole with
 * BAD_USER_INPUT naming the failing fields as argument paths (`order.contactInfo.email`).
 */
import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  valueFromASTUntyped,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { ApiError } from '../errors';
import { isAcceptableText, isDateInRange, maxLengthOf, strictId } from '../lib/input-rules';

type Variables = Record<string, unknown> | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarIsValid(typeName: string, value: unknown, path: string): boolean {
  if (typeName === 'ID') return strictId(value) !== null;
  if (typeName === 'DateTime') return typeof value === 'string' && isDateInRange(new Date(value));
  if (typeName === 'String') return typeof value !== 'string' || isAcceptableText(value, maxLengthOf(path));
  return true;
}

/** Collects the paths of the values below `path` that break a rule. */
function checkValue(type: GraphQLInputType, value: unknown, path: string, failed: Set<string>): void {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) checkValue(inner.ofType, item, path, failed);
    return;
  }
  if (isInputObjectType(inner)) {
    if (!isRecord(value)) return;
    const fields = inner.getFields();
    for (const [name, fieldValue] of Object.entries(value)) {
      const field = fields[name];
      if (field) checkValue(field.type, fieldValue, `${path}.${name}`, failed);
    }
    return;
  }
  if (!scalarIsValid(getNamedType(inner).name, value, path)) failed.add(path);
}

/** An argument written in the document: its schema type and its value (a literal, or variables to fill in). */
interface ArgumentSite {
  name: string;
  type: GraphQLInputType;
  value: ValueNode;
}

/** The argument sites of each document seen, found once: mercurius hands the same document object for the same query text. */
const sitesByDocument = new WeakMap<DocumentNode, ArgumentSite[]>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode): ArgumentSite[] {
  const known = sitesByDocument.get(document);
  if (known) return known;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.ARGUMENT](node) {
        const argument = typeInfo.getArgument();
        if (argument) sites.push({ name: node.name.value, type: argument.type, value: node.value });
      },
    }),
  );
  sitesByDocument.set(document, sites);
  return sites;
}

/** Throws BAD_USER_INPUT naming every argument of the document that breaks an input rule. */
export function checkArguments(schema: GraphQLSchema, document: DocumentNode, variables: Variables): void {
  const failed = new Set<string>();
  for (const site of argumentSites(schema, document)) {
    checkValue(site.type, valueFromASTUntyped(site.value, variables ?? undefined), site.name, failed);
  }
  if (failed.size > 0) throw new ApiError('BAD_USER_INPUT', `Invalid arguments: ${[...failed].join(', ')}`, [...failed]);
}
