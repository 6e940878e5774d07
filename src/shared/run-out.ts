import { formatPeso } from './money.ts'
import type { RunOutChoice, RunOutOutcome } from './preparation.ts'

/**
 * Staff marking a product line unavailable (issue 31 §3): what they may do follows the
 * shopper's 'If this runs out'. Plain constants and functions (no zod), so the order
 * dialog offers exactly what the server accepts.
 */
export const runOutActions = ['remove', 'replace', 'call'] as const
export type RunOutAction = (typeof runOutActions)[number]

/** The shopper's choice as the action it asks of staff. */
export const actionForChoice: Record<RunOutChoice, RunOutAction> = {
  substitute: 'replace',
  remove: 'remove',
  call: 'call',
}

export const runOutActionLabels: Record<RunOutAction, string> = {
  remove: 'Remove and refund',
  replace: 'Replace',
  call: 'Call the customer',
}

/**
 * What staff may do with a line: the shopper's choice; once flagged 'call the customer',
 * removing or replacing it (as agreed on the phone); nothing once removed or replaced.
 */
export function allowedRunOutActions(
  ifRunsOut: RunOutChoice,
  outcome: RunOutOutcome | null,
): RunOutAction[] {
  if (outcome === 'removed' || outcome === 'replaced') return []
  if (outcome === 'call_customer') return ['remove', 'replace']
  return [actionForChoice[ifRunsOut]]
}

export const runOutMessages = {
  onlyProductLines: 'Only product lines can be marked unavailable.',
  orderLeft: 'This order has left the shop: its lines can no longer change.',
  orderCancelled: 'This order is cancelled.',
  alreadyDone: (outcome: 'removed' | 'replaced') =>
    outcome === 'removed' ? 'This line was already removed.' : 'This line was already replaced.',
  notTheShoppersChoice: (ifRunsOut: RunOutChoice) =>
    `The shopper asked: ${actionForChoiceText[ifRunsOut]}.`,
  replacementRequired: 'Pick the product that replaces it.',
  notCheaper: (pricePerKgCentavos: number) =>
    `Pick a product at ${formatPeso(pricePerKgCentavos)}/kg or less`,
  replacementUnavailable: 'That product is not for sale now.',
  replacementSame: 'Pick another product than the one that ran out.',
  replacementShort: (name: string) => `Not enough ${name} in stock for this line.`,
  packingChanged:
    'Someone else changed this order meanwhile. It has been reloaded: please check it and try again.',
  removedNote: (title: string, refundCentavos: number) =>
    `${title} ran out: removed and refunded ${formatPeso(refundCentavos)}`,
  replacedNote: (title: string, replacement: string, pricePerKgCentavos: number) =>
    `${title} ran out: replaced with ${replacement} at ${formatPeso(pricePerKgCentavos)}/kg (to be weighed)`,
  callNote: (title: string) => `Call the customer about ${title}: it ran out`,
  markedRemoved: 'Line removed; the order total is updated.',
  markedReplaced: 'Line replaced: record its packed weight.',
  markedCall: "Flagged 'Call the customer'.",
} as const

const actionForChoiceText: Record<RunOutChoice, string> = {
  substitute: 'replace it with a similar cut at the same or lower price per kg',
  call: 'text or call them first',
  remove: 'remove it and refund',
}

/** 'If this runs out: …' as staff read it on a line. */
export const IF_RUNS_OUT_PREFIX = 'If this runs out: '
