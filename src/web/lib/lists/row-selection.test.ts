import { describe, expect, it } from 'vitest'
import {
  keepShownRows,
  selectAllState,
  selectedShownRows,
  withRowsChecked,
} from './row-selection.ts'

describe('withRowsChecked', () => {
  it('checks and unchecks rows', () => {
    const checked = withRowsChecked(new Set([1]), [2, 3], true)
    expect([...checked]).toEqual([1, 2, 3])
    expect([...withRowsChecked(checked, [1, 3], false)]).toEqual([2])
  })

  it('gives back the same set when nothing changes', () => {
    const selected = new Set([1, 2])
    expect(withRowsChecked(selected, [1, 2], true)).toBe(selected)
    expect(withRowsChecked(selected, [3], false)).toBe(selected)
    expect(withRowsChecked(selected, [], true)).toBe(selected)
  })
})

describe('keepShownRows', () => {
  it('keeps a checked row the new answer still lists', () => {
    const selected = new Set([1, 2])
    expect(keepShownRows(selected, [2, 1, 5])).toBe(selected)
  })

  it('lets go of the rows the new answer no longer lists', () => {
    expect([...keepShownRows(new Set([1, 2, 3]), [3, 4])]).toEqual([3])
    expect(keepShownRows(new Set([1]), []).size).toBe(0)
  })

  it('gives back the same empty set', () => {
    const none = new Set<number>()
    expect(keepShownRows(none, [1, 2])).toBe(none)
  })
})

describe('selectedShownRows', () => {
  it('is the rows shown checked, in their order on screen', () => {
    expect(selectedShownRows(new Set([3, 1]), [1, 2, 3])).toEqual([1, 3])
  })

  it('leaves out a checked row that is not shown', () => {
    expect(selectedShownRows(new Set([1, 9]), [1, 2])).toEqual([1])
    expect(selectedShownRows(new Set([9]), [1, 2])).toEqual([])
  })
})

describe('selectAllState', () => {
  it('is checked when every row shown is', () => {
    expect(selectAllState(3, 3)).toEqual({ checked: true, indeterminate: false })
  })

  it('is "some" when only some are', () => {
    expect(selectAllState(1, 3)).toEqual({ checked: false, indeterminate: true })
  })

  it('is clear when none are, or when no row is shown', () => {
    expect(selectAllState(0, 3)).toEqual({ checked: false, indeterminate: false })
    expect(selectAllState(0, 0)).toEqual({ checked: false, indeterminate: false })
  })
})
