import { formatManilaDateTime } from '#shared/manila-time.ts'
import {
  choicesSummary,
  type RunOutChoice,
  runOutLabels,
  runOutOutcomeLabels,
  runOutText,
} from '#shared/preparation.ts'
import { piecesLabel } from '#shared/pricing.ts'
import type { OrderItemView } from '#shared/schemas/orders.ts'

/** An ISO instant as a shopper in Manila reads it, e.g. 'Nov 22, 2026, 1:05 PM'. */
export function formatManilaTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : formatManilaDateTime(date)
}

/** '2 kg', '1 × 500 g', '2 pcs (about 700 g)', '1 bundle' / '3 bundles'. */
export function formatItemQuantity(
  item: Pick<OrderItemView, 'quantity' | 'unit' | 'kind'> &
    Partial<Pick<OrderItemView, 'averagePieceGrams'>>,
): string {
  if (item.unit === 'kg') return `${item.quantity} kg`
  if (item.unit === '500g') return `${item.quantity} × 500 g`
  if (item.unit === 'piece') {
    return item.averagePieceGrams
      ? piecesLabel(item.quantity, item.averagePieceGrams)
      : `${item.quantity} ${item.quantity === 1 ? 'pc' : 'pcs'}`
  }
  if (item.kind === 'bundle')
    return `${item.quantity} ${item.quantity === 1 ? 'bundle' : 'bundles'}`
  return `× ${item.quantity}`
}

/** What the shopper asked of a line, as the confirmation and status pages say it (issue 31). */
export interface ItemPreparation {
  /** '1.5 in, fat on'; null without choices. */
  choices: string | null
  /** The shopper's 'Special instructions', as the plain text it is; null without. */
  note: string | null
  /** 'If this runs out: Remove it and refund' (product lines). */
  runOut: string | null
  /** 'Removed (ran out)', 'Replaced Ribeye, 1.5 in'; null while the line stands. */
  outcome: string | null
}

/**
 * A line's choices, note, run-out choice and what staff did when it ran out. An order
 * kept on this device before issue 31 has none of these fields: it reads as plain.
 */
export function itemPreparation(
  item: Pick<OrderItemView, 'kind'> &
    Partial<
      Pick<OrderItemView, 'choices' | 'note' | 'ifRunsOut' | 'runOutOutcome' | 'replacedName'>
    >,
): ItemPreparation {
  const choices = item.choices ?? []
  const runOut = item.ifRunsOut as RunOutChoice | undefined
  return {
    choices: choices.length > 0 ? choicesSummary(choices) : null,
    note: item.note ? item.note : null,
    runOut: item.kind === 'product' && runOut && runOutLabels[runOut] ? runOutText(runOut) : null,
    outcome:
      item.runOutOutcome === 'removed'
        ? runOutOutcomeLabels.removed
        : item.runOutOutcome === 'replaced'
          ? `Replaced ${item.replacedName ?? ''}`.trim()
          : null,
  }
}
