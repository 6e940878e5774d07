import { describe, expect, it } from 'vitest'
import {
  addDaysToIsoDate,
  formatManilaDateTime,
  manilaIsoDate,
  startOfManilaDay,
} from './manila-time.ts'

describe('Manila dates', () => {
  it('puts 17:30 UTC on the next calendar day in Manila', () => {
    expect(manilaIsoDate(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22')
    expect(manilaIsoDate(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21')
  })

  it('finds Manila midnight, which is 16:00 UTC the day before', () => {
    expect(startOfManilaDay(new Date('2026-11-22T03:00:00Z')).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    )
  })

  it('shows times in Manila, not the server zone', () => {
    expect(formatManilaDateTime('2026-11-21T16:05:00Z')).toContain('12:05')
  })

  it('adds days across a month end', () => {
    expect(addDaysToIsoDate('2026-11-28', 7)).toBe('2026-12-05')
  })
})
