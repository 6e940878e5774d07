import { describe, expect, it } from 'vitest'
import { formatPromoDates, promoState } from './promo-dates.ts'

describe('formatPromoDates', () => {
  it('names the year once when both dates share it', () => {
    expect(formatPromoDates('2026-11-22', '2026-11-29')).toBe('Nov 22 – Nov 29, 2026')
  })

  it('names both years when the promo runs into the next one', () => {
    expect(formatPromoDates('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027')
  })

  it('shows a one-day promo as one date', () => {
    expect(formatPromoDates('2026-11-22', '2026-11-22')).toBe('Nov 22, 2026')
  })
})

describe('promoState', () => {
  const promo = { startDate: '2026-11-22', endDate: '2026-11-29' }

  it('is running from the first Manila day through the last', () => {
    // 16:00 UTC on the 21st is already midnight of the 22nd in Manila.
    expect(promoState(promo, new Date('2026-11-21T16:00:00Z'))).toBe('running')
    expect(promoState(promo, new Date('2026-11-29T15:59:59Z'))).toBe('running')
  })

  it('is scheduled before the start and ended after the end, in Manila', () => {
    expect(promoState(promo, new Date('2026-11-21T15:59:59Z'))).toBe('scheduled')
    expect(promoState(promo, new Date('2026-11-29T16:00:00Z'))).toBe('ended')
  })
})
