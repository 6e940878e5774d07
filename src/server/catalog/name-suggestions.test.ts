import { describe, expect, it } from 'vitest'
import { nameScore, nearestNames } from './name-suggestions.ts'

const names = [
  'Pork Belly (Liempo)',
  'Beef Ribeye Steak',
  'Chicken Thigh Fillet',
  'Tiger Prawns',
  'Beef Tenderloin',
]

describe('nearestNames', () => {
  it('suggests the names nearest a misspelt search', () => {
    expect(nearestNames('ribeey', names)[0]).toBe('Beef Ribeye Steak')
    expect(nearestNames('liempoo', names)[0]).toBe('Pork Belly (Liempo)')
    expect(nearestNames('tenderlion', names)[0]).toBe('Beef Tenderloin')
    expect(nearestNames('porkk bely', names)[0]).toBe('Pork Belly (Liempo)')
  })

  it('suggests nothing for a search near no name', () => {
    expect(nearestNames('xyzzy', names)).toEqual([])
  })

  it('gives at most three, each name once whatever its case', () => {
    const beef = ['Beef Ribs', 'beef ribs', 'Beef Rib Eye', 'Beef Ribeye', 'Beef Rib Roast']
    const found = nearestNames('beef rib', beef)
    expect(found).toHaveLength(3)
    expect(new Set(found.map((n) => n.toLowerCase())).size).toBe(3)
  })

  it('scores a whole-name match highest', () => {
    expect(nameScore('tiger prawns', 'Tiger Prawns')).toBe(1)
    expect(nameScore('prawns', 'Tiger Prawns')).toBe(1)
  })
})
