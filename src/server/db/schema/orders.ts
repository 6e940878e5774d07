import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ChosenOption } from '#shared/preparation.ts'
import { bundles, products } from './catalog.ts'
import { belongsTo, createdAt, instant, serialId, timestamps } from './columns.ts'
import { deliveryWindows } from './delivery.ts'
import {
  cartUnitEnum,
  orderLineKindEnum,
  orderStatusEnum,
  paymentMethodEnum,
  runOutChoiceEnum,
  runOutOutcomeEnum,
} from './enums.ts'
import { shippingZones } from './shop.ts'
import { staffUsers } from './staff.ts'

/** One order: prices are copied at order time so later catalog edits never change it. */
export const orders = pgTable(
  'orders',
  {
    /** 'E2E-' followed by a millisecond timestamp, unique (docs/product-rules.md §3 and §10). */
    orderId: text('order_id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Street and house number (before issue 28: the whole first address line as typed). */
    address: text('address').notNull(),
    /** The city or municipality's name (PSGC name since issue 28; free text before). */
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Issue 28 (PSGC address): the province's name; null for orders placed before. */
    province: text('province'),
    /** The barangay's name; null for orders placed before issue 28. */
    barangay: text('barangay'),
    /** PSGC codes of the city/municipality and barangay picked at checkout (null before issue 28). */
    psgcCityCode: text('psgc_city_code'),
    psgcBarangayCode: text('psgc_barangay_code'),
    /** Optional: 'across the 7-Eleven', for the rider. */
    landmark: text('landmark'),
    /** Optional: 'leave with the guard', for the rider. */
    deliveryInstructions: text('delivery_instructions'),
    /** Address, city and postal code joined, as the prototype showed it. */
    shippingAddress: text('shipping_address').notNull(),
    zoneName: text('zone_name').notNull(),
    /** The zone the order was placed in (null for orders before delivery dates, or a removed zone). */
    zoneId: integer('zone_id').references(() => shippingZones.id, { onDelete: 'set null' }),
    /** The Manila date it is to arrive; null for orders placed before delivery dates existed. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The window booked; set null if the window is removed (its times stay copied below). */
    deliveryWindowId: integer('delivery_window_id').references(() => deliveryWindows.id, {
      onDelete: 'set null',
    }),
    deliveryStartsMinute: integer('delivery_starts_minute'),
    deliveryEndsMinute: integer('delivery_ends_minute'),
    /** True while the order holds a place in its window's day (false after cancelling). */
    deliveryHeld: boolean('delivery_held').notNull().default(false),
    paymentMethod: paymentMethodEnum('payment_method').notNull().default('cod'),
    /**
     * GCash 'Pay after we weigh' (issue 28 §3): the shopper pays the final amount once
     * every weighed line is packed; `payment_due_at` stays null until then.
     */
    payAfterWeigh: boolean('pay_after_weigh').notNull().default(false),
    /**
     * The packed-weight tolerance the shopper was shown at checkout (Settings then),
     * so the top of each weighed line's range never moves with a later setting; null
     * for orders placed before issue 28 (the current setting applies).
     */
    packedWeightTolerancePercent: integer('packed_weight_tolerance_percent'),
    /**
     * Where a GCash payment stands ('awaiting', 'submitted', 'verified', 'rejected';
     * `PaymentState` in src/shared/payment-state.ts); 'none' for cash on delivery.
     */
    paymentState: text('payment_state').notNull().default('none'),
    /**
     * When an unpaid GCash order without a proof is cancelled (placement plus the
     * deadline in the GCash settings; after a rejected proof, what was left of it and at
     * least 6 hours: payment-deadline.ts); null for cash on delivery.
     */
    paymentDueAt: instant('payment_due_at'),
    /** When the halfway reminder was queued for the current period; null until then. */
    paymentRemindedAt: instant('payment_reminded_at'),
    status: orderStatusEnum('status').notNull().default('pending'),
    /** The lines' sum and the total as they stand: re-priced when staff record packed weights. */
    subtotalCentavos: integer('subtotal_centavos').notNull(),
    /** Decided at checkout and never re-priced (packing leaves it as it was). */
    deliveryFeeCentavos: integer('delivery_fee_centavos').notNull(),
    totalCentavos: integer('total_centavos').notNull(),
    /** The total the shopper agreed to at checkout (the estimate, for packed-weight lines). */
    estimatedTotalCentavos: integer('estimated_total_centavos').notNull(),
    /**
     * Bumped by every packed weight recorded: staff send the version they looked at,
     * so of two staff packing one order at once the second is told (409).
     */
    packingVersion: integer('packing_version').notNull().default(0),
    /** When the last line priced by packed weight got its weight; null until then, or without such lines. */
    packedAt: instant('packed_at'),
    /**
     * GCash: what verified proofs received in all (staff enter the amount received on
     * each, issue 28 §1; before that, the amount due when the proof was sent); null until verified.
     */
    paidCentavos: integer('paid_centavos'),
    /** GCash: when staff last marked a difference between the final total and the amount paid as settled. */
    balanceSettledAt: instant('balance_settled_at'),
    /** Copied so the history still names who settled it after the account is removed. */
    balanceSettledByName: text('balance_settled_by_name'),
    /**
     * GCash: the differences staff marked settled so far (positive: received from the
     * shopper; negative: refunded). What is still open is total − paid − settled, so a
     * weight corrected after settling opens only the new difference.
     */
    balanceSettledCentavos: integer('balance_settled_centavos').notNull().default(0),
    /** Sent by the checkout page so a double click or a retry returns the same order. */
    idempotencyKey: text('idempotency_key'),
    /** True while the order's stock is taken; false after cancelling put it back. */
    stockHeld: boolean('stock_held').notNull().default(true),
    /** The phone as digits only (the last 10 for PH numbers): what per-phone limits count by. */
    phoneKey: text('phone_key'),
    /** The placing client's address key (IPv6 by /64), for staff looking at suspicious orders. */
    clientKey: text('client_key'),
    /**
     * True when the phone was verified by a code sent to it (or on this device before):
     * only such orders count against the per-phone limits, so typing someone else's
     * number spends nothing of theirs (docs/security.md).
     */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** The shopper asked for order texts ('Text me updates about this order'). */
    textUpdates: boolean('text_updates').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_unique').on(t.idempotencyKey),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    // Caps on open orders per email and per phone count pending orders only.
    index('orders_pending_email_idx')
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.status} = 'pending'`),
    index('orders_pending_phone_idx').on(t.phoneKey).where(sql`${t.status} = 'pending'`),
    index('orders_client_key_idx').on(t.clientKey),
    // The per-address cap on open cash-on-delivery orders.
    index('orders_pending_cod_client_idx')
      .on(t.clientKey)
      .where(sql`${t.status} = 'pending' and ${t.paymentMethod} = 'cod'`),
    index('orders_delivery_date_idx').on(t.deliveryDate, t.deliveryStartsMinute),
    // The 'To verify' filter: GCash orders with a proof waiting for staff.
    index('orders_payment_submitted_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentState} = 'submitted'`),
    // The payment deadline job: pending GCash and online orders by when they fall due
    // (no payment method named: a value added to an enum cannot be used in the migration
    // that adds it).
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'pending' and ${t.paymentDueAt} is not null`),
    check(
      'orders_payment_state',
      sql`${t.paymentState} in ('none', 'awaiting', 'submitted', 'verified', 'rejected')`,
    ),
    check(
      'orders_amounts_not_negative',
      sql`${t.totalCentavos} >= 0 and ${t.subtotalCentavos} >= 0`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    position: integer('position').notNull(),
    kind: orderLineKindEnum('kind').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    hostedProductId: text('hosted_product_id'),
    hostedVariantId: text('hosted_variant_id'),
    name: text('name').notNull(),
    variantTitle: text('variant_title'),
    unit: cartUnitEnum('unit'),
    quantity: integer('quantity').notNull(),
    /** Grams taken from stock for this line (0 for hosted lines). */
    weightGrams: integer('weight_grams').notNull().default(0),
    unitPriceCentavos: integer('unit_price_centavos').notNull(),
    /** The line's price as it stands: the estimate until a packed weight re-prices it. */
    lineTotalCentavos: integer('line_total_centavos').notNull(),
    /** The line's price at checkout (unit price × quantity). */
    estimatedLineTotalCentavos: integer('estimated_line_total_centavos').notNull(),
    /** Copied from the product at checkout: this line is re-priced at its packed weight. */
    pricedByPackedWeight: boolean('priced_by_packed_weight').notNull().default(false),
    /** The order's own price per kilogram (product lines): what a packed weight is re-priced at. */
    pricePerKgCentavos: integer('price_per_kg_centavos'),
    /** The weight staff packed (lines priced by packed weight); null until recorded. */
    packedGrams: integer('packed_grams'),
    /**
     * Issue 28 §4: set when staff record that the shopper agreed to a weight charged above
     * the top of the line's range (who and how, as written on the timeline); while null the
     * line's charge is capped at the top of its range.
     */
    heavierAgreedNote: text('heavier_agreed_note'),
    /** Issue 31: the preparation choices, copied at checkout (their extras are in the price per kg). */
    choices: jsonb('choices').$type<ChosenOption[]>().notNull().default([]),
    /** The shopper's 'Special instructions' for this line, as typed (plain text); null without. */
    note: text('note'),
    /** What the shopper asked for if the cut runs out. */
    ifRunsOut: runOutChoiceEnum('if_runs_out').notNull().default('call'),
    /** A piece's average weight at checkout, for lines bought by the piece (unit 'piece'). */
    averagePieceGrams: integer('average_piece_grams'),
    /** Set when staff marked the line unavailable: what the order did (#shared/preparation.ts). */
    runOutOutcome: runOutOutcomeEnum('run_out_outcome'),
    /** For a replaced line: the name (with its choices) of what the shopper ordered. */
    replacedName: text('replaced_name'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_packed_positive', sql`${t.packedGrams} is null or ${t.packedGrams} > 0`),
  ],
)

/**
 * The grams of each product an order took from stock when it was placed (its
 * product lines and its bundles' contents as they were then), so cancelling gives
 * back and re-opening takes again exactly that, whatever the bundles hold since.
 * `product_id` has no foreign key on purpose: the row outlives a deleted product, so
 * a restock can skip it and a re-open can refuse it (ids are never reused).
 */
export const orderStock = pgTable(
  'order_stock',
  {
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    productId: integer('product_id').notNull(),
    grams: integer('grams').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_stock_grams_positive', sql`${t.grams} > 0`),
  ],
)

/** The order's history: status changes and internal notes (status 'note'). */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: serialId(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    status: text('status').notNull(),
    note: text('note').notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /**
     * What the entry records, for the entries the dashboard counts per day (issue 29:
     * a packed weight below the tolerance, a refund settled); null for the others.
     * The values are `TIMELINE_EVENTS` in #shared/order-status.ts.
     */
    event: text('event'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_timeline_order_idx').on(t.orderId, t.createdAt),
    index('order_timeline_event_idx').on(t.event, t.createdAt),
    check(
      'order_timeline_event',
      sql`${t.event} is null or ${t.event} in ('packed_below_tolerance', 'refund_settled')`,
    ),
  ],
)

/**
 * The secrets that open an order's page (`/orders/<token>`): only a SHA-256 of each
 * token is kept, so the table alone opens nothing. An order gets one when it is placed
 * (the link in its emails and texts); the lookup form (order id + email) and a retried
 * checkout mint another, since the first cannot be read back. Removed with the order;
 * at most `MAX_ORDER_ACCESS_TOKENS` per order, the oldest minted after the first dropped.
 */
export const orderAccessTokens = pgTable(
  'order_access_tokens',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    orderId: belongsTo(text('order_id'), () => orders.orderId),
    createdAt: createdAt(),
  },
  (t) => [index('order_access_tokens_order_idx').on(t.orderId, t.createdAt)],
)
