/**
 * Values between JavaScript and PostgreSQL's text format for the embedded database's thread.
 *
 * Parameters are written by their JavaScript type, as node-postgres writes them (PostgreSQL infers
 * each parameter's type from the statement, as it does for PGlite's own query()): text and numbers
 * as they are, booleans as true/false, dates in ISO 8601, bytes as bytea hex, arrays as array
 * literals, other objects as JSON. drizzle hands most values over already mapped by their column.
 *
 * Rows are read with PGlite's own parsers (and the array types the database reports), so the
 * values are those PGlite's query() gives; a caller's parsers (drizzle keeps timestamps as text)
 * take precedence for their types.
 */
import { types } from '@electric-sql/pglite';
import type { FieldDescription } from './pglite-thread-messages';

export type ValueParser = (text: string, typeId?: number) => unknown;
export type ParserTable = Record<number, ValueParser>;

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayLiteral(value);
  const text = serializeParam(value) ?? 'NULL';
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function arrayLiteral(values: unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

function byteaHex(bytes: Uint8Array): string {
  return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
}

/** A parameter in PostgreSQL's text format; null and undefined are SQL NULL. */
export function serializeParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      break;
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return byteaHex(value);
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

/** PGlite's parsers by type oid, with its parsers for the arrays of those types. */
export function defaultParsers(arrayTypes: { oid: number; typarray: number }[]): ParserTable {
  const table: ParserTable = {};
  for (const [key, parser] of Object.entries(types.parsers)) {
    const oid = Number(key);
    if (Number.isInteger(oid)) table[oid] = parser;
  }
  for (const { oid, typarray } of arrayTypes) {
    const element = table[oid];
    table[typarray] = (text) => types.arrayParser(text, (item) => (element ? element(item, oid) : item), typarray);
  }
  return table;
}

/** One converter per column: the caller's parser for its type, else the default, else the text itself. */
export function columnParsers(fields: FieldDescription[], defaults: ParserTable, overrides: ParserTable | undefined): (ValueParser | null)[] {
  return fields.map(({ dataTypeID }) => overrides?.[dataTypeID] ?? defaults[dataTypeID] ?? null);
}

export function parseValue(text: string | null, parser: ValueParser | null, typeId: number): unknown {
  if (text === null) return null;
  return parser ? parser(text, typeId) : text;
}
