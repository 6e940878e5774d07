/**
 * GCash 'Pay after we weigh' (issue 28 §3, docs/product-rules.md §12): an order with
 * lines priced by packed weight is paid once packing has set the final amount. Its
 * payment deadline starts then. No zod here: the storefront imports it.
 */
export const payAfterWeighMessages = {
  /** Checkout, under GCash. */
  optionLabel: 'Pay after we weigh (we text and email the final amount)',
  payNowLabel: 'Pay now',
  /** Confirmation and order page until packing is done (no proof is asked for). */
  waitingForWeight: 'We will text and email the final amount after weighing.',
  /** The proof upload, before the final amount is known. */
  earlyProof: 'We will send the final amount after weighing; pay then.',
  codRefused: 'Pay after we weigh is for GCash orders only.',
  noWeighedLines: 'Pay after we weigh is for orders with items priced by packed weight.',
  /** Staff order dialog beside the payment method. */
  staffLabel: 'Pay after we weigh',
} as const
