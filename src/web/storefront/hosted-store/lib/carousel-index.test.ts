import { describe, expect, it } from 'vitest'
import { wrapIndex } from './carousel-index.ts'

describe('wrapIndex', () => {
  it('keeps an index inside the slides', () => {
    expect(wrapIndex(1, 3)).toBe(1)
  })
  it('goes from the last slide to the first on next', () => {
    expect(wrapIndex(3, 3)).toBe(0)
  })
  it('goes from the first slide to the last on previous', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
  })
  it('stays on 0 when there are no slides', () => {
    expect(wrapIndex(-1, 0)).toBe(0)
    expect(wrapIndex(1, 0)).toBe(0)
  })
})
