import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDaysToIsoDate,
  formatManilaDate,
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

describe('the texts are those of Intl in en-PH, Asia/Manila', () => {
  // Every instant from 1995 to 2100 (after the Philippines' last daylight saving, 1990).
  const instants = fc.date({
    min: new Date('1995-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  const intl = (options: Intl.DateTimeFormatOptions, locale = 'en-PH') =>
    new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Manila', ...options })

  it('date and time', () => {
    const reference = intl({ dateStyle: 'medium', timeStyle: 'short' })
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatManilaDateTime(instant)).toBe(reference.format(instant))
      }),
      { numRuns: 2000 },
    )
  })

  it('date', () => {
    const reference = intl({ dateStyle: 'medium' })
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatManilaDate(instant)).toBe(reference.format(instant))
      }),
      { numRuns: 2000 },
    )
  })

  it("the calendar date, as 'YYYY-MM-DD'", () => {
    const reference = intl({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA')
    fc.assert(
      fc.property(instants, (instant) => {
        expect(manilaIsoDate(instant)).toBe(reference.format(instant))
      }),
      { numRuns: 2000 },
    )
  })

  it('midnight and noon read as Intl reads them', () => {
    expect(formatManilaDateTime('2026-11-28T16:00:00Z')).toBe('Nov 29, 2026, 12:00 AM')
    expect(formatManilaDateTime('2026-01-01T04:00:00Z')).toBe('Jan 1, 2026, 12:00 PM')
  })

  it('an invalid instant is refused, as Intl refuses it', () => {
    expect(() => formatManilaDate('not a date')).toThrow(RangeError)
    expect(() => manilaIsoDate(new Date(Number.NaN))).toThrow(RangeError)
  })
})
