import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  keepShownRows,
  selectAllState,
  selectedShownRows,
  withRowsChecked,
} from './row-selection.ts'

export interface RowSelection<Id> {
  /** The rows shown checked, in their order on screen: what a bulk action and its count use. */
  ids: readonly Id[]
  isSelected: (id: Id) => boolean
  /** Checks or unchecks rows: one, or every row shown (the select-all box). */
  check: (ids: readonly Id[], checked: boolean) => void
  /** The select-all box for the rows shown. */
  all: { checked: boolean; indeterminate: boolean }
  /**
   * The rows the open confirmation asks about, fixed when it opened, so what it
   * names is what the action removes; null while none is open.
   */
  confirming: readonly Id[] | null
  /** Opens the confirmation for the rows shown checked; nothing happens when there are none. */
  confirm: () => void
  /** Closes the confirmation; the rows stay checked. */
  cancel: () => void
  /** After the bulk action: nothing checked, no confirmation open. */
  clear: () => void
}

/**
 * Row selection for a list with bulk actions, one rule for every such list
 * (docs/product-rules.md §4 Row selection). `rows` are the rows on screen: the
 * query's data, which keeps the previous answer while the next one loads. A change of search, filter, sort or page
 * does not clear the selection: while it settles the previous rows stay on screen,
 * and a row the person checks there stays checked. When an answer arrives, the rows
 * it no longer lists leave the selection, so the bulk action only ever acts on rows
 * the person sees checked.
 */
export function useRowSelection<Id>(rows: readonly { id: Id }[] | undefined): RowSelection<Id> {
  const [selected, setSelected] = useState<ReadonlySet<Id>>(() => new Set())
  const [confirming, setConfirming] = useState<readonly Id[] | null>(null)
  const shown = useMemo(() => rows?.map((row) => row.id) ?? [], [rows])

  useEffect(() => {
    // No rows (loading for the first time, a load error): nothing to compare with.
    if (rows) setSelected((current) => keepShownRows(current, shown))
  }, [rows, shown])

  const ids = useMemo(() => selectedShownRows(selected, shown), [selected, shown])
  const isSelected = useCallback((id: Id) => selected.has(id), [selected])
  const check = useCallback((changed: readonly Id[], checked: boolean) => {
    setSelected((current) => withRowsChecked(current, changed, checked))
  }, [])
  const confirm = useCallback(() => {
    if (ids.length > 0) setConfirming(ids)
  }, [ids])
  const cancel = useCallback(() => setConfirming(null), [])
  const clear = useCallback(() => {
    setSelected(new Set())
    setConfirming(null)
  }, [])

  return {
    ids,
    isSelected,
    check,
    all: selectAllState(ids.length, shown.length),
    confirming,
    confirm,
    cancel,
    clear,
  }
}
