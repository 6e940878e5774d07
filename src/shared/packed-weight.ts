import { type Centavos, formatPeso } from './money.ts'
import { formatKg, type Grams, kgNumber } from './weight.ts'

/**
 * Final price by packed weight (issue 17, docs/product-rules.md §13). A line of a
 * product 'Priced by packed weight' is an estimate at checkout; staff record the
 * weight actually packed and the line is re-priced at the order's own per-kg price.
 * No zod here: the storefront imports it.
 */

/** How far a packed weight may stray from the ordered weight without a confirmation (Settings). */
export const DEFAULT_PACKED_WEIGHT_TOLERANCE_PERCENT = 10
export const MIN_PACKED_WEIGHT_TOLERANCE_PERCENT = 1
export const MAX_PACKED_WEIGHT_TOLERANCE_PERCENT = 50

/**
 * A packed weight above this many times the ordered weight, or below the ordered weight
 * divided by it, is refused as a slip of the scale (issue 29: the bound works both ways).
 */
export const MAX_PACKED_WEIGHT_FACTOR = 3

/** The heaviest line anyone can order (1,000 × 1 kg) three times over: bounds the input. */
export const MAX_PACKED_GRAMS = 3_000_000

/**
 * What a packed weight adds to the line (negative: takes off), at the order's own
 * price per kilogram, to the centavo: the weight's difference times the price,
 * rounded half away from zero, so a line packed 70 g heavy and one packed 70 g light
 * move by the same amount. The same weight as ordered changes nothing, so a line
 * packed exactly keeps the price the shopper saw (500 g units included).
 */
export function packedPriceDifference(
  orderedGrams: Grams,
  packedGrams: Grams,
  pricePerKgCentavos: Centavos,
): Centavos {
  const delta = packedGrams - orderedGrams
  // Thousandths of a centavo: integers well inside 2^53 for any bounded line.
  const exact = Math.abs(delta) * pricePerKgCentavos
  const rounded = Math.floor((exact + 500) / 1000)
  return delta < 0 && rounded > 0 ? -rounded : rounded
}

/** A line priced by packed weight as it stands once `packedGrams` is recorded (never below zero). */
export function packedLineTotal(
  line: { estimatedLineTotalCentavos: Centavos; orderedGrams: Grams; pricePerKgCentavos: Centavos },
  packedGrams: Grams,
): Centavos {
  return Math.max(
    0,
    line.estimatedLineTotalCentavos +
      packedPriceDifference(line.orderedGrams, packedGrams, line.pricePerKgCentavos),
  )
}

/** `amount × percent / 100` to the centavo, half up (integers only). */
function percentOfCentavos(amount: Centavos, percent: number): Centavos {
  return Math.floor((amount * percent + 50) / 100)
}

/**
 * The range a weighed line's price was promised in (issue 28 §4, docs/product-rules.md
 * §13): its estimate at the ordered weight, less and plus the tolerance, to the centavo.
 * The top is the most the line is ever charged without the shopper's agreement.
 */
export function estimateRange(
  estimateCentavos: Centavos,
  tolerancePercent: number,
): { bottomCentavos: Centavos; topCentavos: Centavos } {
  return {
    bottomCentavos: Math.max(0, percentOfCentavos(estimateCentavos, 100 - tolerancePercent)),
    topCentavos: percentOfCentavos(estimateCentavos, 100 + tolerancePercent),
  }
}

/** 85000 at 10 % -> '₱765.00–₱935.00'. */
export function formatEstimateRange(estimateCentavos: Centavos, tolerancePercent: number): string {
  const { bottomCentavos, topCentavos } = estimateRange(estimateCentavos, tolerancePercent)
  return `${formatPeso(bottomCentavos)}–${formatPeso(topCentavos)}`
}

/**
 * What a weighed line is charged once `packedGrams` is recorded: its price at that
 * weight (packedLineTotal), capped at the top of its range unless the shopper agreed to
 * pay more (`agreed`). `capped` says the cap took something off.
 */
export function packedLineCharge(
  line: { estimatedLineTotalCentavos: Centavos; orderedGrams: Grams; pricePerKgCentavos: Centavos },
  packedGrams: Grams,
  tolerancePercent: number,
  agreed: boolean,
): {
  chargeCentavos: Centavos
  atWeightCentavos: Centavos
  topCentavos: Centavos
  capped: boolean
} {
  const atWeight = packedLineTotal(line, packedGrams)
  const { topCentavos } = estimateRange(line.estimatedLineTotalCentavos, tolerancePercent)
  const capped = !agreed && atWeight > topCentavos
  return {
    chargeCentavos: capped ? topCentavos : atWeight,
    atWeightCentavos: atWeight,
    topCentavos,
    capped,
  }
}

/** The longest agreement note staff may write ('Customer agreed by phone'). */
export const MAX_HEAVIER_AGREED_NOTE_LENGTH = 200

/** True when the packed weight strays more than `tolerancePercent` from the ordered weight. */
export function isBeyondTolerance(
  orderedGrams: Grams,
  packedGrams: Grams,
  tolerancePercent: number,
): boolean {
  return Math.abs(packedGrams - orderedGrams) * 100 > tolerancePercent * orderedGrams
}

/** True when the packed weight is more than three times the ordered weight. */
export function isAbsurdPackedWeight(orderedGrams: Grams, packedGrams: Grams): boolean {
  return packedGrams > orderedGrams * MAX_PACKED_WEIGHT_FACTOR
}

/** True when the packed weight is less than a third of the ordered weight: the mirror of the above. */
export function isAbsurdlyLightPackedWeight(orderedGrams: Grams, packedGrams: Grams): boolean {
  return packedGrams * MAX_PACKED_WEIGHT_FACTOR < orderedGrams
}

/**
 * Where an order's packing stands: 'none' when no line is priced by packed weight,
 * 'estimate' while any such line waits for its weight, 'packed' once all have one.
 */
export const packingStates = ['none', 'estimate', 'packed'] as const
export type PackingState = (typeof packingStates)[number]

export function packingStateOf(
  lines: readonly { pricedByPackedWeight: boolean; packedGrams: Grams | null }[],
): PackingState {
  const weighed = lines.filter((l) => l.pricedByPackedWeight)
  if (weighed.length === 0) return 'none'
  return weighed.every((l) => l.packedGrams !== null) ? 'packed' : 'estimate'
}

/**
 * GCash: what is still open once the payment is verified (positive: the shopper owes it;
 * negative: the shop refunds it; 0 before then, and when nothing is open). Once every
 * weighed line is packed (or none is weighed) the total is final: the total minus what
 * the verified proofs received and what was settled since. While packing is still an
 * estimate, only what the payment itself left open counts (issue 28 §1): what the
 * verified payment proof was asked for (`paymentDueCentavos`) minus what was received and
 * settled; a re-priced line waits for the packing to end.
 */
export function openBalanceCentavos(
  order: {
    totalCentavos: Centavos
    paidCentavos: Centavos | null
    balanceSettledCentavos: Centavos
    /** What the verified payment proof was asked for; unknown (null) counts as paid in full. */
    paymentDueCentavos?: Centavos | null
  },
  packing: PackingState,
): Centavos {
  if (order.paidCentavos === null) return 0
  const received = order.paidCentavos + order.balanceSettledCentavos
  if (packing !== 'estimate') return order.totalCentavos - received
  return (order.paymentDueCentavos ?? received) - received
}

/** 1070 -> '1.070 kg': a scale's reading, always three decimals. */
export function formatPackedKg(grams: Grams): string {
  return `${kgNumber(grams, 3)} kg`
}

/**
 * The checkout estimate beside a final amount, only where packing changed it:
 * 'Estimated ₱850.00' (or with another `label`: 'est.', 'Estimated at checkout'); null
 * when the two are the same.
 */
export function estimateBeside(
  finalCentavos: Centavos,
  estimatedCentavos: Centavos,
  label = 'Estimated',
): string | null {
  return finalCentavos === estimatedCentavos ? null : `${label} ${formatPeso(estimatedCentavos)}`
}

/** 5950 -> '+₱59.50', -1700 -> '-₱17.00', 0 -> '₱0.00'. */
export function formatSignedPeso(centavos: Centavos): string {
  if (centavos > 0) return `+${formatPeso(centavos)}`
  if (centavos < 0) return `-${formatPeso(-centavos)}`
  return formatPeso(0)
}

export const packedWeightMessages = {
  /** Beside an amount that packing may change: product page, cart, checkout, confirmation. */
  estimate: (amountCentavos: Centavos, tolerancePercent: number) =>
    `Estimated ${formatPeso(amountCentavos)} — final price by packed weight (within ±${tolerancePercent}%)`,
  /**
   * The same with the promised range in pesos, beside a weighed line: product page, cart,
   * checkout. The range says the tolerance in money; short enough that the line stays
   * two lines on a 360 px phone, so nothing near Add to Cart moves.
   */
  estimateWithRange: (amountCentavos: Centavos, tolerancePercent: number) =>
    `Estimated ${formatPeso(amountCentavos)} — final price ${formatEstimateRange(amountCentavos, tolerancePercent)} by packed weight`,
  /** Staff screen, a line whose charge the cap held at the top of its range. */
  capped: (estimateCentavos: Centavos, tolerancePercent: number) => {
    const { topCentavos } = estimateRange(estimateCentavos, tolerancePercent)
    return `Charged ${formatPeso(topCentavos)}, the top of the ${formatEstimateRange(estimateCentavos, tolerancePercent)} the customer was promised`
  },
  /** Staff screen, a line charged above its range with the shopper's agreement. */
  chargedAbove: (note: string) => `Charged above the range: ${note}`,
  /** Timeline, after packedNote, when the cap held the line at the top of its range. */
  cappedNote: (topCentavos: Centavos) =>
    ` Charged ${formatPeso(topCentavos)}, the top of the range the customer was promised.`,
  /** Timeline, when staff charge above the range: who agreed and how, and who recorded it. */
  heavierAgreedNote: (
    itemName: string,
    chargeCentavos: Centavos,
    topCentavos: Centavos,
    note: string,
    staffName: string,
  ) =>
    `${itemName} charged ${formatPeso(chargeCentavos)}, above the top of its range (${formatPeso(topCentavos)}): ${note} (recorded by ${staffName}).`,
  agreementRequired:
    'Write who agreed to pay for the heavier weight, and how (e.g. Customer agreed by phone).',
  agreementTooLong: `Keep the agreement note to ${MAX_HEAVIER_AGREED_NOTE_LENGTH} characters.`,
  /** The timeline entry of each recorded weight: from the weight before (ordered, or packed earlier). */
  packedNote: (name: string, fromGrams: Grams, toGrams: Grams, differenceCentavos: Centavos) =>
    `Packed: ${name} ${formatPackedKg(fromGrams)} → ${formatPackedKg(toGrams)}, ${formatSignedPeso(differenceCentavos)}`,
  weightRequired: 'Enter the packed weight in kg',
  notPricedByWeight: 'This line is not priced by packed weight.',
  tooHeavy: (orderedGrams: Grams) =>
    `That is more than three times the ordered ${formatKg(orderedGrams)}. Check the scale.`,
  tooLight: (orderedGrams: Grams) =>
    `That is less than a third of the ordered ${formatKg(orderedGrams)}. Check the scale.`,
  beyondTolerance: (orderedGrams: Grams, packedGrams: Grams, tolerancePercent: number) => {
    const percent = Math.round((Math.abs(packedGrams - orderedGrams) * 100) / orderedGrams)
    const side = packedGrams > orderedGrams ? 'above' : 'below'
    return `${formatPackedKg(packedGrams)} is ${percent}% ${side} the ordered ${formatKg(orderedGrams)}, beyond the ±${tolerancePercent}% tolerance. Confirm to save it.`
  },
  packingChanged:
    'Someone else recorded a packed weight on this order meanwhile. Look at the new weights before you save.',
  orderCancelled: 'This order was cancelled, so nothing is packed for it.',
  orderLeft: 'This order has left the shop; its packed weights can no longer change.',
  stockShort: (name: string, availableGrams: Grams) =>
    `Only ${formatKg(availableGrams)} of ${name} is left in stock. Update its stock before recording a heavier weight.`,
  nothingToSettle: 'There is no difference to settle on this order.',
  balanceChanged:
    'The amount to settle changed meanwhile. Look at it again before you mark it settled.',
  /** Staff note when the GCash difference is settled: positive received, negative refunded. */
  settledNote: (staffName: string, balanceCentavos: Centavos) =>
    balanceCentavos > 0
      ? `Difference of ${formatPeso(balanceCentavos)} received from the customer, marked by ${staffName}.`
      : `Difference of ${formatPeso(-balanceCentavos)} refunded to the customer, marked by ${staffName}.`,
} as const
