import { z } from 'zod'
import { paymentFilters } from '#shared/online-payment.ts'
import { MAX_ORDER_ID_LENGTH } from '#shared/order-id.ts'
import { orderStatuses, paymentMethods } from '#shared/order-status.ts'
import { packingStates } from '#shared/packed-weight.ts'
import { paymentStates } from '#shared/payment-state.ts'
import { cartUnits } from '#shared/pricing.ts'
import { addressRequestFields, servedProvinceSchema } from './address.ts'
import { cartQuoteLineSchema } from './cart.ts'
import { isoDateSchema, orderDeliveryRequestFields, orderDeliverySchema } from './delivery.ts'
import { adminOnlinePaymentSchema, onlinePaymentStatusSchema } from './online-payments.ts'
import { adminOrderPaymentSchema, orderPaymentSchema } from './payments.ts'
import { phMobileSchema } from './phone-verification.ts'
import { chosenOptionSchema, runOutChoiceSchema, runOutOutcomeSchema } from './preparation.ts'
import { gcashSettingsSchema } from './settings.ts'

/**
 * `POST /api/orders` (docs/product-rules.md §5 checkout rules). The browser sends who, where, how
 * to pay and what was chosen; every price, fee and total is computed by the server.
 * `idempotencyKey` is made once per checkout page, so a double click or a retried
 * request returns the same order instead of a second one.
 */
// The length checks abort: zod would otherwise still run the phone pattern on a huge field.
const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, { abort: true })

export const placeOrderRequestSchema = z.object({
  fullName: required('Full name', 120),
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, { abort: true })
    .pipe(z.email('Enter a valid email address')),
  /** A Philippine mobile number: the one the order texts and, when asked, its code go to. */
  phone: phMobileSchema,
  /**
   * Issue 28 §10: province, city or municipality and barangay by their PSGC codes
   * (the zone, its fee and its dates follow from the city), then street and house number.
   */
  ...addressRequestFields,
  paymentMethod: z.enum(paymentMethods).default('cod'),
  /** The chosen Manila date and window; both omitted, the earliest open window is booked. */
  ...orderDeliveryRequestFields,
  lines: z.array(cartQuoteLineSchema).min(1, 'Your cart is empty.').max(100),
  idempotencyKey: z.string().min(16).max(100),
  /** 'Text me updates about this order' (checked by default); the code text is always sent. */
  textUpdates: z.boolean().default(true),
  /**
   * The 6-digit code texted to the phone, when checkout asked for one (phone
   * verification on, and the number not yet verified on this device).
   */
  verificationCode: z.string().trim().max(20).optional(),
  /**
   * GCash 'Pay after we weigh' (issue 28 §3): pay once packing has set the final amount.
   * Refused (422) for cash on delivery and for an order with no line priced by packed weight.
   */
  payAfterWeigh: z.boolean().default(false),
})
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>

export const orderItemViewSchema = z.object({
  /** The line's id: what staff name when they record its packed weight. */
  id: z.int(),
  kind: z.enum(['product', 'bundle', 'hosted']),
  name: z.string(),
  quantity: z.int(),
  /** 'kg', '500g', 'piece', or null for bundles and hosted lines. */
  unit: z.enum(cartUnits).nullable(),
  unitPriceCentavos: z.int(),
  /** The line as it stands: re-priced once its packed weight is recorded. */
  lineTotalCentavos: z.int(),
  /** The line at checkout; differs from `lineTotalCentavos` once packed heavier or lighter. */
  estimatedLineTotalCentavos: z.int(),
  /** True when the line is re-priced at the weight staff pack (docs/product-rules.md §13). */
  pricedByPackedWeight: z.boolean(),
  /** Grams ordered (unit × quantity) for product lines; what bundles took for bundle lines; 0 for hosted. */
  orderedGrams: z.int(),
  /** The weight packed, once staff recorded it; null before, and for lines not priced by weight. */
  packedGrams: z.int().nullable(),
  /**
   * Staff views only (issue 28 §4): who agreed to a charge above the top of the line's
   * range, and how; null while the line's charge is capped at the top.
   */
  heavierAgreedNote: z.string().nullable().optional(),
  /** Issue 31: the preparation choices (empty without), copied at checkout. */
  choices: z.array(chosenOptionSchema),
  /** The shopper's 'Special instructions' (plain text); null without. */
  note: z.string().nullable(),
  /** 'If this runs out' as the shopper chose it (product lines; 'call' for the others). */
  ifRunsOut: runOutChoiceSchema,
  /** Lines bought by the piece: a piece's average weight at checkout; null otherwise. */
  averagePieceGrams: z.int().nullable(),
  /** Set once staff marked the line unavailable: removed, replaced, or call the customer. */
  runOutOutcome: runOutOutcomeSchema.nullable(),
  /** A replaced line: what the shopper ordered ('Ribeye, 1.5 in'); null otherwise. */
  replacedName: z.string().nullable(),
  /**
   * Staff views only: the line's own price per kilogram (product lines; null for the
   * others): a replacement for a line that ran out may cost no more (issue 31 §3).
   */
  pricePerKgCentavos: z.int().nullable().optional(),
})
export type OrderItemView = z.infer<typeof orderItemViewSchema>

export const orderTimelineEntrySchema = z.object({
  status: z.string(),
  note: z.string(),
  createdAt: z.string(),
  /**
   * Staff member's name for staff changes and notes (staff views; the shopper's view says
   * 'Staff'); null for the shopper and the system.
   */
  by: z.string().nullable(),
})
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>

/** What the shopper and staff both see of an order. */
const orderViewFields = {
  orderId: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string(),
  /** For the rider (issue 28 §10); null when not given, and for older orders. */
  landmark: z.string().nullable(),
  deliveryInstructions: z.string().nullable(),
  zoneName: z.string(),
  /** When it arrives; null only for orders placed before delivery dates existed. */
  delivery: orderDeliverySchema.nullable(),
  paymentMethod: z.enum(paymentMethods),
  items: z.array(orderItemViewSchema),
  subtotalCentavos: z.int(),
  deliveryFeeCentavos: z.int(),
  /** The total as it stands: the final amount once packing is done. */
  totalCentavos: z.int(),
  /** The total agreed at checkout; differs from `totalCentavos` once packing re-priced a line. */
  estimatedTotalCentavos: z.int(),
  /** 'none' without lines priced by weight; 'estimate' until all are weighed; then 'packed'. */
  packing: z.enum(packingStates),
  /** GCash 'Pay after we weigh' (§12): paid once packing has set the final amount. */
  payAfterWeigh: z.boolean(),
  /**
   * The tolerance the shopper was shown at checkout (Settings' for orders placed before
   * issue 28): each weighed line's range follows from it.
   */
  packedWeightTolerancePercent: z.number(),
  /** The shopper's view lists status changes only; the staff's, internal notes too. */
  timeline: z.array(orderTimelineEntrySchema),
}

/** What the shopper sees: after placing, on the confirmation page and the status page. */
export const publicOrderSchema = z
  .object({
    ...orderViewFields,
    /**
     * A secret that opens this order's page (`paths.orderPage(token)`): the one the
     * request used, or a new one where the request named the order another way
     * (placing it, the lookup form). Kept by the browser instead of the email.
     */
    accessToken: z.string(),
    /** Present when paying by GCash: where to send the money. */
    gcash: gcashSettingsSchema.nullable(),
    /** Present when paying by GCash: where the payment stands (proof, verification). */
    payment: orderPaymentSchema.nullable(),
    /** Present when paying online (issue 32): attempts, the confirmed payment, refunds. */
    onlinePayment: onlinePaymentStatusSchema.nullable(),
  })
  .meta({ id: 'PublicOrder' })
export type PublicOrder = z.infer<typeof publicOrderSchema>

/** `GET /api/checkout/options`: what the checkout page offers. */
export const checkoutOptionsSchema = z.object({
  zones: z.array(z.object({ id: z.int(), zoneName: z.string(), rateCentavos: z.int() })),
  /** The provinces and cities the zones serve (each city with its zone), A–Z. */
  provinces: z.array(servedProvinceSchema),
  freeDeliveryThresholdCentavos: z.int(),
  gcash: gcashSettingsSchema,
  /**
   * The payment methods checkout offers, in order (issue 32): 'online' only while the
   * payment gateway is configured; 'gcash' (the screenshot flow) unless the admin turned
   * it off beside online payment.
   */
  paymentMethods: z.array(z.enum(paymentMethods)).min(1),
})
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>

/**
 * `POST /api/orders/lookup` (JSON, so the email is never in a URL): a shopper who lost
 * the order's link finds it by its id and email. Also how an old emailed
 * `/order-status?orderId=&email=` link is read before it is redirected.
 */
export const orderLookupRequestSchema = z.object({
  orderId: z.string().trim().max(MAX_ORDER_ID_LENGTH),
  email: z.string().trim().max(254),
})
export type OrderLookupRequest = z.input<typeof orderLookupRequestSchema>

/** `GET /api/admin/orders` query. */
export const adminOrdersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(orderStatuses).optional(),
  /** Orders arriving on this Manila date (the table's Today / Tomorrow / chosen date filter). */
  deliveryDate: isoDateSchema('Choose a date').optional(),
  /** 'to-verify': GCash orders whose proof of payment waits for staff. */
  payment: z.enum(paymentFilters).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

export const adminOrderRowSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
  /** The final amount as it stands; the estimate beside it where packing changed it. */
  totalCentavos: z.int(),
  estimatedTotalCentavos: z.int(),
  status: z.enum(orderStatuses),
  delivery: orderDeliverySchema.nullable(),
  paymentMethod: z.enum(paymentMethods),
  paymentState: z.enum(paymentStates),
  /** A proof of payment or of a balance waits for staff: what the 'To verify' filter lists. */
  proofToVerify: z.boolean(),
  /** Paid online (issue 32): the gateway's payment id and method; null otherwise. */
  onlinePaymentId: z.string().nullable(),
  onlineMethodType: z.string().nullable(),
})
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>

export const adminOrderListSchema = z.object({
  items: z.array(adminOrderRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  pageCount: z.int(),
})
export type AdminOrderList = z.infer<typeof adminOrderListSchema>

/** The staff view of one order: everything, internal notes included. */
export const adminOrderSchema = z
  .object({
    ...orderViewFields,
    payment: adminOrderPaymentSchema.nullable(),
    onlinePayment: adminOnlinePaymentSchema.nullable(),
    /** Sent back with a packed weight, so of two staff packing at once the second is told. */
    packingVersion: z.int(),
    customerPhone: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
  })
  .meta({ id: 'AdminOrder' })
export type AdminOrder = z.infer<typeof adminOrderSchema>

export const orderStatusChangeSchema = z.object({ status: z.enum(orderStatuses) })
export const orderNoteSchema = z.object({ note: z.string().max(2000) })

/** What the pending orders of a group share: an email address, a phone, or the placing client's address. */
export const pendingGroupKinds = ['email', 'phone', 'client'] as const
export type PendingGroupKind = (typeof pendingGroupKinds)[number]

export const pendingOrderRowSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  createdAt: z.string(),
  totalCentavos: z.int(),
})
export type PendingOrderRow = z.infer<typeof pendingOrderRowSchema>

export const pendingOrderGroupSchema = z.object({
  kind: z.enum(pendingGroupKinds),
  /** The shared email (lowercased), phone digits, or client address key. */
  key: z.string(),
  /** Pending orders the group holds; `orders` lists the newest, at most `PENDING_GROUP_ORDERS`. */
  count: z.int(),
  orders: z.array(pendingOrderRowSchema),
})
export type PendingOrderGroup = z.infer<typeof pendingOrderGroupSchema>

/**
 * A pending GCash order whose payment needs a second look (product-rules §12): its
 * proof was rejected twice or more, or a proof has waited unreviewed more than a day
 * past its payment deadline. Either or both reasons hold.
 */
export const suspiciousPaymentOrderSchema = pendingOrderRowSchema.extend({
  /** How many of its proofs staff rejected. */
  rejectedProofs: z.int(),
  /** When the proof now waiting was sent, once it has waited that long; null otherwise. */
  proofWaitingSince: z.string().nullable(),
})
export type SuspiciousPaymentOrder = z.infer<typeof suspiciousPaymentOrderSchema>

/** `GET /api/admin/orders/pending-groups`: what the Suspicious Orders view lists. */
export const pendingOrderGroupsSchema = z.object({
  /** Pending orders held several to one email, phone or address. */
  groups: z.array(pendingOrderGroupSchema),
  /** Pending GCash orders whose payment needs a second look, newest first, at most `PENDING_GROUP_ORDERS`. */
  payments: z.array(suspiciousPaymentOrderSchema),
})
export type PendingOrderGroups = z.infer<typeof pendingOrderGroupsSchema>

/** The most orders one group lists, and the most one cancel request names. */
export const PENDING_GROUP_ORDERS = 100

/** `POST /api/admin/orders/cancel-pending`: cancels those still pending, giving their stock back. */
export const cancelPendingOrdersSchema = z.object({
  orderIds: z
    .array(z.string().max(MAX_ORDER_ID_LENGTH))
    .min(1, 'Choose orders to cancel')
    .max(PENDING_GROUP_ORDERS),
})

export const cancelPendingOrdersResultSchema = z.object({
  /** The orders cancelled now; any other named order had already moved on and was left as it is. */
  cancelled: z.array(z.string()),
})
export type CancelPendingOrdersResult = z.infer<typeof cancelPendingOrdersResultSchema>
