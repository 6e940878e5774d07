import { describe, expect, it } from 'vitest'
import { waitPhrase } from './retry-wait.ts'

describe('waitPhrase', () => {
  it('says seconds under a minute, never zero', () => {
    expect(waitPhrase(0)).toBe('1 second')
    expect(waitPhrase(1)).toBe('1 second')
    expect(waitPhrase(44.2)).toBe('45 seconds')
  })

  it('rounds minutes and hours up, so the wait said is never too short', () => {
    expect(waitPhrase(60)).toBe('1 minute')
    expect(waitPhrase(61)).toBe('2 minutes')
    expect(waitPhrase(15 * 60)).toBe('15 minutes')
    expect(waitPhrase(3600)).toBe('1 hour')
    expect(waitPhrase(3601)).toBe('2 hours')
  })
})
