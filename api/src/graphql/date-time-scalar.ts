/** The schema's DateTime: an ISO 8601 string on the wire, a Date in resolvers, within the years 2000-2100. */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isDateInRange } from '../lib/input-rules';

function toDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || !isDateInRange(date)) {
    throw new GraphQLError('DateTime must be an ISO 8601 string within the years 2000-2100', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return date;
}

export const dateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize(value) {
    if (value instanceof Date) return value.toISOString();
    return toDate(value).toISOString();
  },
  parseValue: toDate,
  parseLiteral(node) {
    if (node.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string', { extensions: { code: 'BAD_USER_INPUT' } });
    return toDate(node.value);
  },
});
