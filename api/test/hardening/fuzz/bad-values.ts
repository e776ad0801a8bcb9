/**
 * Values for every kind of input: most are malformed (NUL, lone surrogates, huge strings, ids
 * written leniently or beyond int4, dates in year 275760, wrong types, deep nesting), some are
 * plausible, so requests also get past the type checks and into the services.
 */
import type { Prng } from './prng';

const HUGE = 'x'.repeat(300_000);

const STRINGS: readonly unknown[] = [
  'spejder',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'a\uD800b',
  '\uDC00',
  '😀 æøå',
  'x'.repeat(201),
  'x'.repeat(5_000),
  HUGE,
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '0'.repeat(32),
  'f'.repeat(64),
  'maerke1',
  'mette@example.dk',
  '12345678',
  42,
  true,
  [],
  {},
];

const IDS: readonly unknown[] = [
  '1',
  '2',
  '3',
  '7',
  ' 1',
  '0x1',
  '1e0',
  '01',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9'.repeat(400),
  '1.5',
  'abc',
  '',
  'a\u0000',
  1,
  2,
  1.5,
  -3,
  2147483648,
  true,
  null,
  [],
];

const INTS: readonly unknown[] = [0, 1, 2, 5, -1, 100, 2147483647, 2147483648, -2147483649, 1.5, 1e300, '1', 'x', true, null, []];

const DATES: readonly unknown[] = [
  '2030-01-01T10:00:00.000Z',
  '2026-06-01T18:00:00+02:00',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '1999-12-31T23:59:59Z',
  '2101-01-01T00:00:00Z',
  '0000-00-00',
  'i morgen',
  '',
  'a\u0000',
  0,
  1e20,
  true,
];

const BOOLEANS: readonly unknown[] = [true, false, 'true', 0, 1, null];

export type ScalarKind = 'String' | 'ID' | 'Int' | 'Float' | 'Boolean' | 'DateTime';

export function scalarValue(prng: Prng, kind: string): unknown {
  switch (kind) {
    case 'ID':
      return prng.pick(IDS);
    case 'Int':
    case 'Float':
      return prng.pick(INTS);
    case 'Boolean':
      return prng.pick(BOOLEANS);
    case 'DateTime':
      return prng.pick(DATES);
    default:
      return prng.pick(STRINGS);
  }
}

/** A value of no expected shape at all: deep nesting, wrong types, huge arrays. */
export function junkValue(prng: Prng): unknown {
  switch (prng.below(6)) {
    case 0: {
      let nested: unknown = 'bund';
      for (let level = 0; level < 200 + prng.below(2000); level += 1) nested = prng.chance(0.5) ? [nested] : { a: nested };
      return nested;
    }
    case 1:
      return Array.from({ length: 1000 }, (_, index) => index);
    case 2:
      return JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}') as unknown;
    case 3:
      return prng.pick(STRINGS);
    case 4:
      return prng.pick(IDS);
    default:
      return null;
  }
}
