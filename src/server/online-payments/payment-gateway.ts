import type { OnlineMethodType } from '#shared/online-payment.ts'

/**
 * What the shop asks of a payment gateway (issue 32, decision 0089). The one
 * implementation is PayMongo's REST API (paymongo-client.ts); tests run it against a
 * stand-in of that API started as its own process (tests/support/paymongo). Amounts are
 * integer centavos, as PayMongo's.
 */
export interface PaymentGateway {
  /** 'test' with a test key (test-mode events), 'live' with a live one. */
  readonly mode: 'test' | 'live'
  /** `POST /v1/checkout_sessions`. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<GatewaySession>
  /** `GET /v1/checkout_sessions/:id`: its payments, once the shopper paid. */
  retrieveCheckoutSession(sessionId: string): Promise<GatewaySession>
  /** `POST /v1/checkout_sessions/:id/expire`: nobody can pay it any more. An expired one is fine. */
  expireCheckoutSession(sessionId: string): Promise<void>
  /** `GET /v1/payments/:id`. */
  retrievePayment(paymentId: string): Promise<GatewayPayment>
  /** `POST /v1/refunds`: part or all of a payment; several per payment. */
  createRefund(request: RefundRequest): Promise<GatewayRefund>
}

export interface GatewayLineItem {
  name: string
  /** The price of one (centavos), as the server priced it. */
  amountCentavos: number
  quantity: number
  description?: string | undefined
}

export interface CheckoutSessionRequest {
  /** The order id: PayMongo's `reference_number`. */
  referenceNumber: string
  lineItems: GatewayLineItem[]
  methods: readonly OnlineMethodType[]
  /** Built from PUBLIC_URL, never from a request. */
  successUrl: string
  cancelUrl: string
  description: string
  /** Sent back in the session and its events: `{ orderId, purpose }`. */
  metadata: Record<string, string>
  billing?: { name: string; email: string; phone: string } | undefined
}

export interface GatewaySession {
  id: string
  checkoutUrl: string
  /** PayMongo's 'active' or 'expired'. */
  status: string
  paymentIntentId: string | null
  referenceNumber: string | null
  metadata: Record<string, string>
  /** Payments made through it (paid, or failed), newest last. */
  payments: GatewayPayment[]
}

export interface GatewayPayment {
  id: string
  /** 'paid', 'failed', 'pending' (as PayMongo reports). */
  status: string
  amountCentavos: number
  /** PayMongo's fee, when reported. */
  feeCentavos: number | null
  /** The method used ('gcash', 'paymaya', 'card', 'qrph', …), from `source.type` or the payment method. */
  methodType: string | null
  paymentIntentId: string | null
  /** ISO time, when paid. */
  paidAt: string | null
  /** Why it failed, when it did. */
  failureReason: string | null
  metadata: Record<string, string>
}

export interface RefundRequest {
  paymentId: string
  amountCentavos: number
  /** PayMongo's reasons: 'requested_by_customer' and 'others' are the shop's. */
  reason: 'requested_by_customer' | 'others'
  notes?: string | undefined
}

export interface GatewayRefund {
  id: string
  paymentId: string
  amountCentavos: number
  /** 'pending', 'processing', 'succeeded', 'failed'. */
  status: string
}

/**
 * A gateway call that did not work. `retryable` is true for network errors, time-outs
 * and 5xx/429 answers (try again later); false for a refusal (4xx) the same call would
 * meet again. `message` never contains the secret key.
 */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly details: {
      status?: number | undefined
      code?: string | undefined
      retryable: boolean
    },
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

/**
 * A webhook event whose signature held, read by `parseWebhookEvent`
 * (paymongo-events.ts): its id and type, and the resource it carries (a checkout session
 * for `checkout_session.*`, a payment for `payment.*`, a refund for refund events);
 * what it does not carry is null.
 */
export interface GatewayEvent {
  /** 'evt_…': the inbox's key. */
  id: string
  type: string
  livemode: boolean
  session: GatewaySession | null
  payment: GatewayPayment | null
  refund: GatewayRefund | null
}
