import { describe, expect, it } from 'vitest'
import { containsPattern, normaliseSearch, searchCanMatch } from './search-pattern.ts'

describe('containsPattern', () => {
  it('wraps the text in wildcards', () => {
    expect(containsPattern('ribeye')).toBe('%ribeye%')
  })

  it('escapes LIKE metacharacters and the escape character', () => {
    expect(containsPattern('100%')).toBe('%100\\%%')
    expect(containsPattern('a_b')).toBe('%a\\_b%')
    expect(containsPattern('c:\\x')).toBe('%c:\\\\x%')
  })

  it('leaves quotes and regex characters alone (they are plain in LIKE)', () => {
    expect(containsPattern(`'".*[]()`)).toBe(`%'".*[]()%`)
  })
})

describe('normaliseSearch', () => {
  it('trims and treats blank as no search', () => {
    expect(normaliseSearch('  pork ')).toBe('pork')
    expect(normaliseSearch('   ')).toBeNull()
    expect(normaliseSearch(undefined)).toBeNull()
  })

  it('knows text with NUL or the field separator cannot match', () => {
    expect(searchCanMatch('a\u0000b')).toBe(false)
    expect(searchCanMatch('belly\u0001belly')).toBe(false)
    expect(searchCanMatch('ab')).toBe(true)
  })
})
