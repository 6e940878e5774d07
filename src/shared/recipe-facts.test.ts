import { describe, expect, it } from 'vitest'
import { formatCookTime, formatServings } from './recipe-facts.ts'

describe('recipe facts', () => {
  it('says the time in minutes, then hours and minutes', () => {
    expect(formatCookTime(30)).toBe('30 mins')
    expect(formatCookTime(1)).toBe('1 min')
    expect(formatCookTime(60)).toBe('1 hr')
    expect(formatCookTime(75)).toBe('1 hr 15 mins')
    expect(formatCookTime(121)).toBe('2 hrs 1 min')
    expect(formatCookTime(180)).toBe('3 hrs')
  })

  it('says the servings', () => {
    expect(formatServings(4)).toBe('4 servings')
    expect(formatServings(1)).toBe('1 serving')
  })
})
