import type { PaymongoConfig } from '#server/config.ts'
import {
  type CheckoutSessionRequest,
  GatewayError,
  type GatewayPayment,
  type GatewayRefund,
  type GatewaySession,
  type PaymentGateway,
  type RefundRequest,
} from './payment-gateway.ts'
import { toGatewayPayment, toGatewayRefund, toGatewaySession } from './paymongo-resources.ts'

/**
 * PayMongo's REST API as the shop's payment gateway (https://developers.paymongo.com):
 * Basic auth with the secret key (`base64(key + ':')`), JSON:API bodies
 * (`{data: {attributes: {…}}}` in, `{data: {id, type, attributes}}` out), amounts in
 * centavos. A refusal comes back as `{errors: [{code, detail, source}]}` with a 4xx; the
 * client turns every failure into a GatewayError that says whether trying again can help
 * (network, time-out, 429, 5xx) or not (any other 4xx, an answer it cannot read).
 */

/** A shopper waits on this call: give PayMongo this long, then say it is unavailable. */
export const DEFAULT_PAYMONGO_TIMEOUT_MS = 10_000

/** PayMongo's ids: `cs_…`, `pay_…`, `ref_…`, letters, digits and underscores. */
const RESOURCE_ID = /^[A-Za-z0-9_]{1,100}$/

/** The longest error text kept from an answer (it goes to logs and rows). */
const MAX_SAID = 300

export interface PaymongoClientOptions {
  timeoutMs?: number
  fetch?: typeof fetch
}

export function paymongoClient(
  config: Pick<PaymongoConfig, 'secretKey' | 'apiUrl' | 'mode'>,
  options: PaymongoClientOptions = {},
): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAYMONGO_TIMEOUT_MS
  const doFetch = options.fetch ?? fetch
  const base = config.apiUrl.replace(/(?<!\/)\/+$/, '')
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`
  // An echo of the request or a proxy's page could carry the key: never let it reach a message.
  const scrub = (text: string) =>
    text.split(config.secretKey).join('***').split(authorization).join('***')

  async function call(method: 'GET' | 'POST', path: string, attributes?: unknown) {
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    let text: string
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(attributes !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(attributes !== undefined ? { body: JSON.stringify({ data: { attributes } }) } : {}),
        signal: timeout,
      })
      text = await response.text()
    } catch (err) {
      if (timeout.aborted) {
        throw new GatewayError(`PayMongo did not answer within ${timeoutMs / 1000} seconds`, {
          code: 'timeout',
          retryable: true,
        })
      }
      const cause = err instanceof Error ? err.message : String(err)
      throw new GatewayError(`PayMongo could not be reached: ${scrub(cause).slice(0, MAX_SAID)}`, {
        code: 'network',
        retryable: true,
      })
    }
    return paymongoAnswer(response.status, text, scrub)
  }

  const resourcePath = (kind: string, id: string) => {
    if (!RESOURCE_ID.test(id)) {
      throw new GatewayError(`Not a PayMongo ${kind} id: ${id.slice(0, 40)}`, {
        code: 'invalid_id',
        retryable: false,
      })
    }
    return encodeURIComponent(id)
  }

  const retrieveCheckoutSession = async (sessionId: string): Promise<GatewaySession> =>
    toGatewaySession(
      await call('GET', `/v1/checkout_sessions/${resourcePath('checkout session', sessionId)}`),
    )

  return {
    mode: config.mode,

    async createCheckoutSession(request: CheckoutSessionRequest): Promise<GatewaySession> {
      return toGatewaySession(
        await call('POST', '/v1/checkout_sessions', checkoutSessionAttributes(request)),
      )
    },

    retrieveCheckoutSession,

    async expireCheckoutSession(sessionId: string): Promise<void> {
      const path = `/v1/checkout_sessions/${resourcePath('checkout session', sessionId)}/expire`
      try {
        await call('POST', path)
      } catch (err) {
        // PayMongo refuses to expire a session that already expired: that is what was asked.
        const refused = err instanceof GatewayError && err.details.status === 400
        if (!refused) throw err
        const session = await retrieveCheckoutSession(sessionId)
        if (session.status !== 'expired') throw err
      }
    },

    async retrievePayment(paymentId: string): Promise<GatewayPayment> {
      return toGatewayPayment(
        await call('GET', `/v1/payments/${resourcePath('payment', paymentId)}`),
      )
    },

    async createRefund(request: RefundRequest): Promise<GatewayRefund> {
      return toGatewayRefund(
        await call('POST', '/v1/refunds', {
          amount: request.amountCentavos,
          payment_id: request.paymentId,
          reason: request.reason,
          ...(request.notes ? { notes: request.notes.slice(0, 255) } : {}),
        }),
      )
    },
  }
}

/** The body of `POST /v1/checkout_sessions` for the shop's request (`data.attributes`). */
export function checkoutSessionAttributes(request: CheckoutSessionRequest) {
  return {
    line_items: request.lineItems.map((item) => ({
      amount: item.amountCentavos,
      currency: 'PHP',
      name: item.name,
      quantity: item.quantity,
      ...(item.description ? { description: item.description } : {}),
    })),
    payment_method_types: [...request.methods],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    reference_number: request.referenceNumber,
    description: request.description,
    metadata: request.metadata,
    ...(request.billing ? { billing: { ...request.billing } } : {}),
    // The shop sends its own receipt ('Payment verified'), with its own words.
    send_email_receipt: false,
    show_description: true,
    show_line_items: true,
  }
}

interface PaymongoErrorItem {
  code?: unknown
  detail?: unknown
  source?: { pointer?: unknown; attribute?: unknown } | null
}

/** `code: detail (pointer)` for each of PayMongo's errors, scrubbed and bounded. */
function errorsSaid(parsed: unknown): { said: string; code: string | undefined } | null {
  const errors = (parsed as { errors?: unknown } | null)?.errors
  if (!Array.isArray(errors) || errors.length === 0) return null
  const items = errors.slice(0, 5) as PaymongoErrorItem[]
  const said = items
    .map((e) => {
      const code = typeof e?.code === 'string' ? e.code : 'error'
      const detail = typeof e?.detail === 'string' ? e.detail : ''
      const pointer = typeof e?.source?.pointer === 'string' ? ` (${e.source.pointer})` : ''
      return `${code}: ${detail}${pointer}`
    })
    .join('; ')
  const first = items[0]?.code
  return { said, code: typeof first === 'string' ? first.slice(0, 100) : undefined }
}

/**
 * What one PayMongo answer means: its `data` resource, or a GatewayError. Exported for the
 * unit tests.
 */
export function paymongoAnswer(
  status: number,
  body: string,
  scrub: (text: string) => string = (t) => t,
): unknown {
  let parsed: unknown
  let json = true
  try {
    parsed = JSON.parse(body)
  } catch {
    json = false
  }
  if (status >= 200 && status < 300) {
    const data = json ? (parsed as { data?: unknown } | null)?.data : undefined
    if (data && typeof data === 'object') return data
    // A proxy's page or a cut answer: the call may well work next time.
    throw new GatewayError(`PayMongo answered status ${status} without a resource`, {
      status,
      code: 'unreadable_answer',
      retryable: true,
    })
  }
  const errors = json ? errorsSaid(parsed) : null
  const said = scrub(errors?.said ?? body.replace(/\s+/g, ' ')).slice(0, MAX_SAID)
  const retryable = status === 429 || status >= 500 || status < 400
  const what =
    status === 401
      ? 'PayMongo refused the secret key'
      : status === 429
        ? 'PayMongo is rate limiting this account'
        : status >= 500
          ? 'PayMongo is unavailable'
          : 'PayMongo refused the request'
  throw new GatewayError(`${what} (status ${status})${said ? `: ${said}` : ''}`, {
    status,
    code: errors?.code,
    retryable,
  })
}
