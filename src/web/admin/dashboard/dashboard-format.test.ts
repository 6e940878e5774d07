import { describe, expect, it } from 'vitest'
import { describeChange, formatCount, formatSalesDay, outOfStockText } from './dashboard-format.ts'

describe('describeChange', () => {
  it('shows a rise with a plus sign', () => {
    expect(describeChange(12)).toEqual({ trend: 'up', text: '+12% from the previous 30 days' })
  })

  it('shows a fall with its minus sign', () => {
    expect(describeChange(-3)).toEqual({ trend: 'down', text: '-3% from the previous 30 days' })
  })

  it('says there was no change at zero', () => {
    expect(describeChange(0)).toEqual({
      trend: 'flat',
      text: 'No change from the previous 30 days',
    })
  })

  it('says there is nothing to compare with when the earlier period was empty', () => {
    expect(describeChange(null)).toEqual({ trend: 'none', text: 'No earlier data' })
  })
})

describe('outOfStockText', () => {
  it('counts products in the singular and the plural', () => {
    expect(outOfStockText(1)).toBe('1 product out of stock')
    expect(outOfStockText(3)).toBe('3 products out of stock')
  })
})

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345')
  })
})

describe('formatSalesDay', () => {
  it('keeps the calendar day of the date it is given', () => {
    expect(formatSalesDay('2026-01-01')).toBe('Jan 1')
    expect(formatSalesDay('2026-11-30')).toBe('Nov 30')
  })
})
