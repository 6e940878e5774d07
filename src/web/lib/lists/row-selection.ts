/**
 * The rules of row selection on a list (docs/product-rules.md §4 Row selection): the
 * rows checked, kept as ids, and what of them the person can see.
 * Every function returns the set it was given when nothing changes, so React keeps
 * its state as it is.
 */

/** `selected` with `ids` checked (or unchecked). */
export function withRowsChecked<Id>(
  selected: ReadonlySet<Id>,
  ids: readonly Id[],
  checked: boolean,
): ReadonlySet<Id> {
  if (ids.every((id) => selected.has(id) === checked)) return selected
  const next = new Set(selected)
  for (const id of ids) {
    if (checked) next.add(id)
    else next.delete(id)
  }
  return next
}

/**
 * Only the rows still shown: a row an answer no longer lists is no longer selected,
 * so it cannot come back checked, nor be acted on unseen.
 */
export function keepShownRows<Id>(
  selected: ReadonlySet<Id>,
  shown: readonly Id[],
): ReadonlySet<Id> {
  if (selected.size === 0) return selected
  const showing = new Set(shown)
  const kept = [...selected].filter((id) => showing.has(id))
  return kept.length === selected.size ? selected : new Set(kept)
}

/** The rows shown checked, in their order on screen: what a bulk action acts on. */
export function selectedShownRows<Id>(selected: ReadonlySet<Id>, shown: readonly Id[]): Id[] {
  return shown.filter((id) => selected.has(id))
}

/** The select-all box: checked when every row shown is, 'some' when only some are. */
export function selectAllState(
  selectedCount: number,
  shownCount: number,
): { checked: boolean; indeterminate: boolean } {
  return {
    checked: shownCount > 0 && selectedCount === shownCount,
    indeterminate: selectedCount > 0 && selectedCount < shownCount,
  }
}
