import { formatPackedKg } from './packed-weight.ts'
import { paths } from './paths.ts'
import {
  type ChosenOption,
  LINE_NOTE_LABEL,
  lineTitleWithChoices,
  type RunOutChoice,
  type RunOutOutcome,
  runOutOutcomeLabels,
  runOutText,
} from './preparation.ts'
import { type CartUnit, piecesLabel } from './pricing.ts'

/**
 * What the rider reads (issue 28 §8 and §9, docs/product-rules.md 'Packing slips'): the
 * address on the slips and the deliveries CSV, the lines with their quantities, and the
 * slip page's texts. No zod here: the web app imports it.
 */

export interface SlipAddressFields {
  /** The address as the order first showed it: all that orders before issue 28 have. */
  shippingAddress: string
  address: string
  city: string
  postalCode: string
  province: string | null
  barangay: string | null
}

/**
 * The address in lines: street; barangay and city; province and postal code. An order
 * placed before barangays were asked keeps its address as written.
 */
export function slipAddressLines(order: SlipAddressFields): string[] {
  if (!order.barangay) return [order.shippingAddress]
  const region = [order.province, order.postalCode].filter(Boolean).join(' ')
  return [order.address, `${order.barangay}, ${order.city}`, ...(region ? [region] : [])]
}

/** The address on one line, for a CSV cell. */
export function slipAddressText(order: SlipAddressFields): string {
  return slipAddressLines(order).join(', ')
}

const unitText = { kg: '1 kg', '500g': '500 g' } as const

export interface SlipItem {
  name: string
  variantTitle: string | null
  quantity: number
  unit: CartUnit | null
  packedGrams: number | null
  /** A piece's average weight, for lines bought by the piece (issue 31); null otherwise. */
  averagePieceGrams?: number | null | undefined
  /** Issue 31: the preparation choices, the shopper's note, 'If this runs out' and what was done. */
  choices?: readonly Pick<ChosenOption, 'choiceLabel'>[] | undefined
  note?: string | null | undefined
  ifRunsOut?: RunOutChoice | undefined
  runOutOutcome?: RunOutOutcome | null | undefined
}

/**
 * '2 × 500 g', '1 × 1 kg', '2 pcs (about 700 g)' for steaks by the piece, or '3 ×' for a
 * hosted-store item.
 */
export function slipQuantityText(
  item: Pick<SlipItem, 'quantity' | 'unit' | 'averagePieceGrams'>,
): string {
  if (item.unit === 'piece') return piecesLabel(item.quantity, item.averagePieceGrams ?? 0)
  return item.unit ? `${item.quantity} × ${unitText[item.unit]}` : `${item.quantity} ×`
}

/** 'Pork Belly (Liempo) (Size: Large)', 'Ribeye, 1.5 in, fat on' (issue 31's choices). */
export function slipItemName(item: Pick<SlipItem, 'name' | 'variantTitle' | 'choices'>): string {
  const name = lineTitleWithChoices(item.name, item.choices ?? [])
  return item.variantTitle ? `${name} (${item.variantTitle})` : name
}

/**
 * What staff read under a line besides its name (issue 31): 'Special instructions: …'
 * and 'If this runs out: …', or, once marked unavailable, what was done ('Call the
 * customer', 'Removed (ran out)').
 */
export function slipItemExtras(
  item: Pick<SlipItem, 'note' | 'ifRunsOut' | 'runOutOutcome'>,
): string[] {
  const extras: string[] = []
  if (item.note) extras.push(`${LINE_NOTE_LABEL}: ${item.note}`)
  if (item.runOutOutcome) extras.push(runOutOutcomeLabels[item.runOutOutcome])
  else if (item.ifRunsOut) extras.push(runOutText(item.ifRunsOut))
  return extras
}

/** True when an order has a line staff flagged 'Call the customer' (issue 31 §3). */
export function needsCustomerCall(order: {
  items: readonly Pick<SlipItem, 'runOutOutcome'>[]
}): boolean {
  return order.items.some((i) => i.runOutOutcome === 'call_customer')
}

export const CALL_THE_CUSTOMER = runOutOutcomeLabels.call_customer

/** 'packed 1.070 kg' once a weight is recorded; null before. */
export function slipPackedText(item: Pick<SlipItem, 'packedGrams'>): string | null {
  return item.packedGrams === null ? null : `packed ${formatPackedKg(item.packedGrams)}`
}

/**
 * '1 × 1 kg Pork Belly (Liempo), packed 1.070 kg': a line of the rider's sheet, with
 * its note and run-out choice in brackets (issue 31) where it has them.
 */
export function slipItemLine(item: SlipItem): string {
  const packed = slipPackedText(item)
  const extras = slipItemExtras(item)
  return `${slipQuantityText(item)} ${slipItemName(item)}${packed ? `, ${packed}` : ''}${extras.length > 0 ? ` [${extras.join('. ')}]` : ''}`
}

/**
 * Beside a packing-list line's ordered kilograms (the cutter's target): 'Packed 1.570 kg'
 * once every weighed line of it has its weight, '… so far (1 of 2 weighed)' before.
 */
export function packedBesideText(
  packedGrams: number | null,
  weighedLines: readonly { packedGrams: number | null }[],
): string | null {
  if (packedGrams === null) return null
  const weighed = weighedLines.filter((l) => l.packedGrams !== null).length
  const text = `Packed ${formatPackedKg(packedGrams)}`
  return weighed < weighedLines.length
    ? `${text} so far (${weighed} of ${weighedLines.length} weighed)`
    : text
}

/** A delivery window in the slips' URL: '540-720' (its start and end, minutes of the Manila day). */
export function slipWindowParam(window: { startsMinute: number; endsMinute: number }): string {
  return `${window.startsMinute}-${window.endsMinute}`
}

/** The slips page of a day, or of one window of it. */
export function deliverySlipsHref(
  date: string,
  window?: { startsMinute: number; endsMinute: number },
): string {
  const query = new URLSearchParams({ date })
  if (window) query.set('window', slipWindowParam(window))
  return `${paths.admin.deliverySlips}?${query.toString()}`
}

export const slipMessages = {
  printSlips: 'Print slips',
  printDaySlips: 'Print slips for the day',
  printWindowSlips: 'Print slips for this window',
  pageTitle: 'Packing slips',
  noSlips: 'No orders to print for this day.',
  landmark: 'Landmark',
  instructions: 'Delivery instructions',
  cashToCollect: 'Cash to collect',
  payment: 'Payment',
  statusLink: 'Order status',
  qrLabel: (orderId: string) => `QR code of the status link of order ${orderId}`,
} as const
