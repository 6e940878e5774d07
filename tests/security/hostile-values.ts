/**
 * Hostile input for the JSON fuzz (json-fuzz.api.test.ts): the values that break
 * servers in practice (NUL bytes PostgreSQL text cannot hold, lone surrogates,
 * numbers beyond a double or an int4, prototype keys); fuzz-arbitraries.ts mixes
 * them with random JSON.
 */

/**
 * A number written into the JSON text as given, because JSON.stringify cannot
 * write these (-0 becomes 0, 1e309 becomes null).
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

const RAW = '\u0001raw:'
/** JSON.stringify, except that a RawNumber is written as its own text. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, v) => (v instanceof RawNumber ? `${RAW}${v.text}` : v))
  // JSON.stringify escapes \u0001 as the six characters \u0001.
  return (text ?? 'null').replace(/"\\u0001raw:([^"]*)"/g, '$1')
}

export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\u0007\u001b[31m',
  '\u202etxt.exe',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '💥🥩',
  'é'.normalize('NFD'),
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '1e309',
  '9007199254740993',
  '0x1F',
  '1_000',
  '١٢٣',
  '999999999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '<script>alert(1)</script>',
  "'; drop table products; --",
  '%00',
  '../../etc/passwd',
  '=cmd|"/c calc"!A1',
  'a'.repeat(10_000),
  '€'.repeat(3000),
]

export const nastyNumbers: unknown[] = [
  0,
  -1,
  1.5,
  0.1,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  1e308,
  -1e308,
  new RawNumber('-0'),
  new RawNumber('1e309'),
  new RawNumber('-1e309'),
  new RawNumber('1e-400'),
  new RawNumber('9007199254740993'),
  new RawNumber('100000000000000000000000000000000000'),
  new RawNumber('1.0'),
  new RawNumber('1E2'),
]
