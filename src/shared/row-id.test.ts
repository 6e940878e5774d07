import { describe, expect, it } from 'vitest'
import { isRowId, MAX_ROW_ID, parseRowId } from './row-id.ts'

describe('the one row-id rule', () => {
  it('reads plain digits naming 1..int4', () => {
    expect(parseRowId('42')).toBe(42)
    expect(parseRowId('0042')).toBe(42)
    expect(parseRowId('2147483647')).toBe(MAX_ROW_ID)
  })

  it('reads nothing else as a row', () => {
    for (const text of [undefined, '', '0', 'abc', '0x1', '1e3', ' 1', '1.0', '+1', '-1']) {
      expect(parseRowId(text), String(text)).toBeNull()
    }
    expect(parseRowId('2147483648')).toBeNull()
    expect(parseRowId('99999999999')).toBeNull()
  })

  it('knows the numbers a row can have', () => {
    expect([1, MAX_ROW_ID].every(isRowId)).toBe(true)
    expect([0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN].some(isRowId)).toBe(false)
  })
})
