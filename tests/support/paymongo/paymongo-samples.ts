/**
 * PayMongo's resources and events shaped exactly as its API reference documents them
 * (https://developers.paymongo.com/reference): JSON:API `{id, type, attributes}`, amounts in
 * centavos, unix-second timestamps, `livemode: false` in test mode. The builders are used
 * by the unit tests and by the stand-in (paymongo-stand-in.ts), so both speak one shape.
 */

export interface LineItemInput {
  amount: number
  currency?: string
  name: string
  quantity: number
  description?: string | null
}

const billing = (b?: { name?: string | null; email?: string | null; phone?: string | null }) => ({
  address: {
    city: null,
    country: null,
    line1: null,
    line2: null,
    postal_code: null,
    state: null,
  },
  email: b?.email ?? null,
  name: b?.name ?? null,
  phone: b?.phone ?? null,
})

/** The `source` of a payment: e-wallets name their type; a card carries brand and last4. */
function source(method: string, id: string) {
  if (method === 'card') {
    return { id: `card_${id}`, type: 'card', brand: 'visa', country: 'PH', last4: '4345' }
  }
  return { id: `src_${id}`, type: method }
}

export interface PaymentInput {
  id: string
  amount: number
  status?: 'paid' | 'failed' | 'pending'
  method?: string
  fee?: number
  paymentIntentId?: string | null
  description?: string | null
  metadata?: Record<string, string> | null
  createdAt?: number
  paidAt?: number | null
  failedMessage?: string | null
  refunds?: unknown[]
  billing?: { name?: string | null; email?: string | null; phone?: string | null }
}

/** A payment resource (`pay_…`), as `GET /v1/payments/:id` and `payment.*` events carry it. */
export function paymongoPayment(input: PaymentInput) {
  const status = input.status ?? 'paid'
  const created = input.createdAt ?? 1_764_300_000
  const fee = input.fee ?? (status === 'paid' ? Math.round(input.amount * 0.025) : 0)
  const paid = status === 'paid'
  return {
    id: input.id,
    type: 'payment' as const,
    attributes: {
      access_url: null,
      amount: input.amount,
      balance_transaction_id: paid ? `bal_txn_${input.id.slice(4)}` : null,
      billing: billing(input.billing),
      currency: 'PHP',
      description: input.description ?? null,
      disputed: false,
      external_reference_number: null,
      fee,
      foreign_fee: 0,
      livemode: false,
      net_amount: input.amount - fee,
      origin: 'api',
      payment_intent_id: input.paymentIntentId ?? null,
      payout: null,
      source: source(input.method ?? 'gcash', input.id.slice(4)),
      statement_descriptor: 'Meat Shop',
      status,
      tax_amount: null,
      metadata: input.metadata ?? null,
      refunds: input.refunds ?? [],
      taxes: [],
      available_at: paid ? created + 3 * 86_400 : null,
      created_at: created,
      credited_at: paid ? created + 86_400 : null,
      paid_at: paid ? (input.paidAt ?? created) : null,
      updated_at: created,
      ...(status === 'failed'
        ? {
            failed_code: 'payment_failed',
            failed_message: input.failedMessage ?? 'The payment failed to be processed.',
          }
        : {}),
    },
  }
}

export interface RefundInput {
  id: string
  amount: number
  paymentId: string
  status?: 'pending' | 'processing' | 'succeeded' | 'failed'
  reason?: string
  notes?: string | null
  metadata?: Record<string, string> | null
  createdAt?: number
}

/** A refund resource (`ref_…`), as `POST /v1/refunds` answers and refund events carry it. */
export function paymongoRefund(input: RefundInput) {
  const created = input.createdAt ?? 1_764_300_000
  const status = input.status ?? 'pending'
  return {
    id: input.id,
    type: 'refund' as const,
    attributes: {
      amount: input.amount,
      balance_transaction_id: `bal_txn_${input.id.slice(4)}`,
      currency: 'PHP',
      livemode: false,
      metadata: input.metadata ?? null,
      notes: input.notes ?? null,
      payment_id: input.paymentId,
      payout_id: null,
      reason: input.reason ?? 'requested_by_customer',
      status,
      available_at: created + 86_400,
      created_at: created,
      refunded_at: status === 'succeeded' ? created : null,
      updated_at: created,
    },
  }
}

export interface CheckoutSessionInput {
  id: string
  checkoutUrl: string
  lineItems: LineItemInput[]
  paymentMethodTypes: string[]
  successUrl?: string | null
  cancelUrl?: string | null
  referenceNumber?: string | null
  description?: string | null
  metadata?: Record<string, string> | null
  billing?: { name?: string | null; email?: string | null; phone?: string | null } | null
  status?: 'active' | 'expired'
  paymentIntentId: string
  /** 'awaiting_payment_method' until paid, then 'succeeded'. */
  paymentIntentStatus?: string
  payments?: ReturnType<typeof paymongoPayment>[]
  paymentMethodUsed?: string | null
  paidAt?: number | null
  sendEmailReceipt?: boolean
  showLineItems?: boolean
  createdAt?: number
  updatedAt?: number
}

/** A checkout session resource (`cs_…`), as create, retrieve and `checkout_session.*` events carry it. */
export function paymongoCheckoutSession(input: CheckoutSessionInput) {
  const created = input.createdAt ?? 1_764_300_000
  const lineItems = input.lineItems.map((item) => ({
    amount: item.amount,
    currency: item.currency ?? 'PHP',
    description: item.description ?? null,
    images: [],
    name: item.name,
    quantity: item.quantity,
  }))
  const total = lineItems.reduce((sum, item) => sum + item.amount * item.quantity, 0)
  const payments = input.payments ?? []
  const clientKey = `${input.id}_client_${input.paymentIntentId.slice(3, 15)}`
  return {
    id: input.id,
    type: 'checkout_session' as const,
    attributes: {
      billing: billing(input.billing ?? undefined),
      billing_information_fields_editable: 'enabled',
      cancel_url: input.cancelUrl ?? null,
      checkout_url: input.checkoutUrl,
      client_key: clientKey,
      customer_email: input.billing?.email ?? null,
      description: input.description ?? null,
      line_items: lineItems,
      livemode: false,
      merchant: 'Meat Shop',
      origin: 'api',
      paid_at: input.paidAt ?? null,
      payments,
      payment_intent: {
        id: input.paymentIntentId,
        type: 'payment_intent',
        attributes: {
          amount: total,
          capture_type: 'automatic',
          client_key: `${input.paymentIntentId}_client_${input.id.slice(3, 15)}`,
          currency: 'PHP',
          description: input.description ?? null,
          livemode: false,
          statement_descriptor: 'Meat Shop',
          status: input.paymentIntentStatus ?? 'awaiting_payment_method',
          last_payment_error: null,
          payment_method_allowed: input.paymentMethodTypes,
          payments,
          next_action: null,
          payment_method_options: null,
          metadata: input.metadata ?? null,
          setup_future_usage: null,
          created_at: created,
          updated_at: input.updatedAt ?? created,
        },
      },
      payment_method_types: input.paymentMethodTypes,
      payment_method_used: input.paymentMethodUsed ?? null,
      reference_number: input.referenceNumber ?? null,
      send_email_receipt: input.sendEmailReceipt ?? false,
      show_description: true,
      show_line_items: input.showLineItems ?? true,
      status: input.status ?? 'active',
      success_url: input.successUrl ?? null,
      created_at: created,
      updated_at: input.updatedAt ?? created,
      metadata: input.metadata ?? null,
    },
  }
}

export interface LinkInput {
  id: string
  amount: number
  description: string
  remarks?: string | null
  referenceNumber: string
  checkoutUrl: string
  status?: 'unpaid' | 'paid'
  payments?: ReturnType<typeof paymongoPayment>[]
  createdAt?: number
}

/** A link resource (`link_…`), as `POST /v1/links` answers. */
export function paymongoLink(input: LinkInput) {
  const created = input.createdAt ?? 1_764_300_000
  return {
    id: input.id,
    type: 'link' as const,
    attributes: {
      amount: input.amount,
      archived: false,
      currency: 'PHP',
      description: input.description,
      livemode: false,
      fee: 0,
      remarks: input.remarks ?? null,
      status: input.status ?? 'unpaid',
      tax_amount: null,
      taxes: [],
      checkout_url: input.checkoutUrl,
      reference_number: input.referenceNumber,
      created_at: created,
      updated_at: created,
      payments: input.payments ?? [],
    },
  }
}

/** A webhook event (`evt_…`) as PayMongo posts it: `{data: {id, type: 'event', attributes}}`. */
export function paymongoEvent(input: {
  id: string
  type: string
  resource: unknown
  livemode?: boolean
  createdAt?: number
}) {
  const created = input.createdAt ?? 1_764_300_000
  return {
    data: {
      id: input.id,
      type: 'event' as const,
      attributes: {
        type: input.type,
        livemode: input.livemode ?? false,
        data: input.resource,
        previous_data: {},
        pending_webhooks: 1,
        created_at: created,
        updated_at: created,
      },
    },
  }
}

/** PayMongo's error answer: `{errors: [{code, detail, source?}]}`. */
export function paymongoErrors(
  ...errors: { code: string; detail: string; pointer?: string; attribute?: string }[]
) {
  return {
    errors: errors.map((e) => ({
      code: e.code,
      detail: e.detail,
      ...(e.pointer ? { source: { pointer: e.pointer, attribute: e.attribute ?? '' } } : {}),
    })),
  }
}

// Ready-made samples for the unit tests: one order of two line items paid with GCash.

export const SAMPLE_ORDER_ID = 'ord_01JDZQ7R2M3X'
export const SAMPLE_PAID_AT = 1_764_300_600

export const samplePaidGcashPayment = paymongoPayment({
  id: 'pay_gJ8dY7kTq2N4RxW5sZ1bH3mC',
  amount: 159_000,
  fee: 3_975,
  method: 'gcash',
  paymentIntentId: 'pi_Lk2sN8vQ4wE6rT1yU3iO5pA7',
  description: `Order ${SAMPLE_ORDER_ID}`,
  metadata: { orderId: SAMPLE_ORDER_ID, purpose: 'payment' },
  paidAt: SAMPLE_PAID_AT,
})

export const sampleFailedCardPayment = paymongoPayment({
  id: 'pay_fA1lEdC4rD9xZ2qW7eR5tY6u',
  amount: 159_000,
  status: 'failed',
  method: 'card',
  paymentIntentId: 'pi_Lk2sN8vQ4wE6rT1yU3iO5pA7',
  metadata: { orderId: SAMPLE_ORDER_ID, purpose: 'payment' },
  failedMessage: 'The card was declined by the issuing bank.',
})

export const samplePaidCheckoutSession = paymongoCheckoutSession({
  id: 'cs_Qw3eR5tY7uI9oP1aS3dF5gH7',
  checkoutUrl:
    'https://checkout.paymongo.com/cs_Qw3eR5tY7uI9oP1aS3dF5gH7_client_Zx2cV4bN6mL8#cGtfdGVzdF8',
  lineItems: [
    { amount: 89_000, name: 'Ribeye steak, 500 g', quantity: 1, description: 'Thick cut' },
    { amount: 35_000, name: 'Pork belly, 1 kg', quantity: 2 },
  ],
  paymentMethodTypes: ['gcash', 'paymaya', 'qrph', 'card'],
  successUrl: `https://shop.example.ph/orders/${SAMPLE_ORDER_ID}?paid=1`,
  cancelUrl: `https://shop.example.ph/orders/${SAMPLE_ORDER_ID}`,
  referenceNumber: SAMPLE_ORDER_ID,
  description: `Order ${SAMPLE_ORDER_ID}`,
  metadata: { orderId: SAMPLE_ORDER_ID, purpose: 'payment' },
  paymentIntentId: 'pi_Lk2sN8vQ4wE6rT1yU3iO5pA7',
  paymentIntentStatus: 'succeeded',
  payments: [samplePaidGcashPayment],
  paymentMethodUsed: 'gcash',
  paidAt: SAMPLE_PAID_AT,
})

export const samplePendingRefund = paymongoRefund({
  id: 'ref_Mn7bV5cX3zL1kJ9hG7fD5sA3',
  amount: 5_950,
  paymentId: samplePaidGcashPayment.id,
  notes: 'Packed lighter than ordered',
})

export const sampleEvents = {
  checkoutPaid: paymongoEvent({
    id: 'evt_Cs9pA1dX2cV3bN4mQ5wE6rT7',
    type: 'checkout_session.payment.paid',
    resource: samplePaidCheckoutSession,
    createdAt: SAMPLE_PAID_AT,
  }),
  paymentPaid: paymongoEvent({
    id: 'evt_Py8aI7dS6fG5hJ4kL3zX2cV1',
    type: 'payment.paid',
    resource: samplePaidGcashPayment,
    createdAt: SAMPLE_PAID_AT,
  }),
  paymentFailed: paymongoEvent({
    id: 'evt_Fl1aI2eD3zX4cV5bN6mQ7wE8',
    type: 'payment.failed',
    resource: sampleFailedCardPayment,
  }),
  refundUpdated: paymongoEvent({
    id: 'evt_Rf5uN6dU7pD8aT9eD0qW1eR2',
    type: 'payment.refund.updated',
    resource: paymongoRefund({ ...samplePendingRefundInput(), status: 'succeeded' }),
  }),
  linkPaid: paymongoEvent({
    id: 'evt_Lk3pA4iD5zX6cV7bN8mQ9wE0',
    type: 'link.payment.paid',
    resource: paymongoLink({
      id: 'link_Hj6kL8zX0cV2',
      amount: 5_950,
      description: 'Balance',
      referenceNumber: 'Ab12Cd3',
      checkoutUrl: 'https://pm.link/meatshop/test/Ab12Cd3',
      status: 'paid',
    }),
  }),
}

function samplePendingRefundInput(): RefundInput {
  return {
    id: samplePendingRefund.id,
    amount: samplePendingRefund.attributes.amount,
    paymentId: samplePendingRefund.attributes.payment_id,
  }
}
