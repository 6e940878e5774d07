import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SUBSCRIBER_EMAIL_PATTERN } from '#shared/subscriber-email.ts'
import { type FoundPattern, findPatterns, regexVerdict, unsafePatterns } from './regex-safety.ts'

/**
 * The ReDoS check of `npm test` (issue 14): a pattern that backtracks super-linearly
 * lets one request hold the event loop (a 100 KB email held the server for 17 s).
 * Every regular expression in src must be proven safe by recheck.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..')

describe('every regular expression in src', () => {
  let found: FoundPattern[]
  beforeAll(() => {
    found = findPatterns({ root: repoRoot, include: ['src'] })
  }, 60_000)

  it('is found by the scan (the subscriber email pattern among them)', () => {
    expect(found.length).toBeGreaterThan(50)
    expect(found).toContainEqual(
      expect.objectContaining({
        file: path.join('src', 'shared', 'subscriber-email.ts'),
        source: SUBSCRIBER_EMAIL_PATTERN.source,
      }),
    )
  })

  it('reads its input in linear time, as recheck proves', async () => {
    const failures = await unsafePatterns(found)
    expect(failures, `Super-linear patterns (make them linear):\n${failures.join('\n')}`).toEqual(
      [],
    )
  }, 120_000)
})

describe('the check', () => {
  // Parsed, not searched as text: a pattern in a comment, in a string or a division is none.
  // Split in two so that it reads as the source code it is, not as a template.
  const builtAtRunTime = 'new RegExp(`^$' + '{text}$`)'
  const sample = [
    '// a comment with /^(c+)+$/ in it',
    "const text = 'a string with /^(b+)+$/ in it'",
    'const ratio = width / 2 / height',
    'export const nested = /^(a+)+$/',
    "export const fromString = new RegExp('^[^\\\\s@]+@[^\\\\s@]+\\\\.[^\\\\s@]+$', 'i')",
    'export const called = RegExp(`^x$`)',
    `export const built = ${builtAtRunTime}`,
    'export const schema = z.string().regex(patterns[0])',
    'export const named = z.string().regex(fromString)',
  ].join('\n')

  const scan = () =>
    findPatterns({
      root: repoRoot,
      include: ['regex-safety-sample'],
      files: {
        'regex-safety-sample/sample.ts': sample,
        'regex-safety-sample/sample.test.ts': 'const inTests = /^(a+)+$/',
      },
    })

  it('finds regex literals, RegExp from strings, and patterns it cannot read', () => {
    const file = path.join('regex-safety-sample', 'sample.ts')
    expect(scan().map(({ line, source, flags }) => ({ line, source, flags }))).toEqual([
      { line: 4, source: '^(a+)+$', flags: '' },
      { line: 5, source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', flags: 'i' },
      { line: 6, source: '^x$', flags: '' },
      { line: 7, source: null, flags: '' },
      { line: 8, source: null, flags: '' },
    ])
    expect(scan().every((p) => p.file === file)).toBe(true)
  }, 60_000)

  it('fails on a super-linear pattern, naming its file, line and a slow input', async () => {
    const failures = await unsafePatterns(scan())
    expect(failures).toEqual([
      "regex-safety-sample/sample.ts:4 /^(a+)+$/: exponential, slow on 'a' + 'a'.repeat(31) + '\\x00'",
      "regex-safety-sample/sample.ts:5 /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/i: 2nd degree polynomial, slow on '\\x00@\\x00' + '.\\x00'.repeat(38730) + '.@..\\x00'",
      `regex-safety-sample/sample.ts:7 ${builtAtRunTime}: built at run time, so no check can read it`,
      'regex-safety-sample/sample.ts:8 z.string().regex(patterns[0]): built at run time, so no check can read it',
    ])
  }, 60_000)
})

describe('the subscriber email pattern', () => {
  it('is linear, proven from its automaton, on any input (such as "a@" 50,000 times)', async () => {
    const { source, flags } = SUBSCRIBER_EMAIL_PATTERN
    expect(await regexVerdict(source, flags)).toEqual({ safe: true, summary: 'linear' })
  })

  it('replaces the prototype pattern, which was quadratic', async () => {
    expect(await regexVerdict('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', '')).toMatchObject({
      safe: false,
      summary: '2nd degree polynomial',
    })
  })
})
