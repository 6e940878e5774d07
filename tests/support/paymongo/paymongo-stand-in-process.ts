import { spawn } from 'node:child_process'
import path from 'node:path'
import { listeningPort } from '#tests/support/processes/listening-port.ts'
import { childProcessEnv } from '#tests/support/test-env.ts'
import type {
  paymongoCheckoutSession,
  paymongoLink,
  paymongoPayment,
  paymongoRefund,
} from './paymongo-samples.ts'

/** A checkout session as `GET /v1/checkout_sessions/:id` answers it (`data`). */
export type StandInSession = ReturnType<typeof paymongoCheckoutSession>
/** A payment as `GET /v1/payments/:id` answers it (`data`). */
export type StandInPayment = ReturnType<typeof paymongoPayment>
/** A refund as `POST /v1/refunds` answers it (`data`). */
export type StandInRefund = ReturnType<typeof paymongoRefund>
export type StandInLink = ReturnType<typeof paymongoLink>

export type StandInMethod = 'gcash' | 'paymaya' | 'card' | 'qrph'

/** One attempt to post an event to the webhook URL. */
export interface StandInDelivery {
  attempt: number
  url: string
  /** When it was sent (the stand-in's clock). */
  at: string
  /** `Paymongo-Signature` of this attempt (each attempt signs at its own time). */
  header: string
  /** The shop's answer; null when it could not be reached (`error` says why). */
  status: number | null
  error: string | null
}

/** An event the stand-in built (by a payment, a failure, a refund, or `signedEvent`). */
export interface StandInEvent {
  id: string
  type: string
  livemode: boolean
  /** The id of the resource it carries (`cs_…`, `pay_…`, `ref_…`, `link_…`). */
  resourceId: string
  /** Unix seconds. */
  createdAt: number
  /** The body exactly as posted. */
  rawBody: string
  /** The signature of its first signing. */
  header: string
  deliveries: StandInDelivery[]
}

/** A call the shop made to the API (`/v1/…`), oldest first. */
export interface StandInRequest {
  method: string
  path: string
  /** The JSON body it sent (null for a GET). */
  body: unknown
  status: number
  at: string
}

/** What a payment or failure made: the payment, and the events sent for it (in order). */
export interface StandInPaid {
  payment: StandInPayment
  eventIds: string[]
}

export type StandInMode = 'ok' | 'error' | 'slow'

export interface PaymongoStandIn {
  /** `http://127.0.0.1:{port}`, the address PAYMONGO_API_URL names. */
  url: string
  /** `sk_test_…`, as config.ts accepts. */
  secretKey: string
  /** `whsk_…`: signs every event. */
  webhookSecret: string
  /** The settings for a shop that pays through this stand-in (PUBLIC_URL is where PayMongo sends shoppers back). */
  paymongoEnv(publicUrl: string): Record<string, string>
  /** Where events are posted; null: built and kept, not sent. */
  setWebhookUrl(url: string | null): Promise<void>
  sessions(): Promise<StandInSession[]>
  session(id: string): Promise<StandInSession>
  /** Every payment made or failed, oldest first. */
  payments(): Promise<StandInPayment[]>
  /**
   * The shopper pays the session (as 'Authorize' on the hosted page): a `pay_…` payment of
   * the session's total (or `amountCentavos`, to simulate a mismatch), fee ≈ 2.5%; events
   * `checkout_session.payment.paid` then `payment.paid`, each posted once before this
   * resolves (retries go on in the background). Refused for an expired session; a session
   * already paid can be paid again (a double payment).
   */
  pay(
    sessionId: string,
    options?: { method?: StandInMethod; amountCentavos?: number },
  ): Promise<StandInPaid>
  /** The payment fails (as 'Fail'): a failed `pay_…` and a `payment.failed` event. */
  fail(sessionId: string, options?: { method?: StandInMethod }): Promise<StandInPaid>
  refunds(): Promise<StandInRefund[]>
  /** A refund fails later at PayMongo: status 'failed', a `payment.refund.updated` event. */
  failRefund(refundId: string): Promise<{ refund: StandInRefund; eventIds: string[] }>
  /** A refund goes through: status 'succeeded', a `payment.refund.updated` event. */
  settleRefund(refundId: string): Promise<{ refund: StandInRefund; eventIds: string[] }>
  links(): Promise<StandInLink[]>
  /** Every event built, oldest first, with its deliveries. */
  events(): Promise<StandInEvent[]>
  /** Waits until `count` deliveries of the event were answered, or failed (throws after `timeoutMs`). */
  waitForDeliveries(eventId: string, count?: number, timeoutMs?: number): Promise<StandInEvent>
  /** Sends an event again (a duplicate, as PayMongo's retries are); resolves after the first attempt. */
  deliverEvent(eventId: string): Promise<StandInEvent>
  /**
   * An event carrying `resource` (a PayMongo resource, e.g. from `session()` or the
   * samples), signed as PayMongo signs it, for a test that posts it itself. Signed at the
   * stand-in's clock unless `timestampSeconds` is given; `livemode` signs with `li`.
   */
  signedEvent(
    type: string,
    resource: { id: string },
    options?: { timestampSeconds?: number; livemode?: boolean },
  ): Promise<{ id: string; rawBody: string; header: string }>
  /** The calls the shop made to the API, oldest first. */
  requests(): Promise<StandInRequest[]>
  /** 'error' answers every API call 500; 'slow' waits `delayMs` before answering. */
  setMode(mode: StandInMode, delayMs?: number): Promise<void>
  /**
   * The stand-in's clock (resource times and signature timestamps): a fixed time, so
   * events match a test app's `setNow`, or an offset (TEST_CLOCK_OFFSET_MINUTES); none: real time.
   */
  setClock(clock?: { now?: Date; offsetMs?: number }): Promise<void>
  /** Forgets everything (stops retries), mode 'ok', real time, the starting webhook URL. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export const STAND_IN_SECRET_KEY = 'sk_test_StandIn0000Key1234'
export const STAND_IN_WEBHOOK_SECRET = 'whsk_StandInWebhookSecret1234'

/**
 * Starts the PayMongo stand-in (paymongo-stand-in.ts) as a process of its own on a free
 * port of 127.0.0.1. Its keys match the formats config.ts accepts.
 */
export async function startPaymongoStandIn(
  options: {
    secretKey?: string
    webhookSecret?: string
    webhookUrl?: string
    retryDelayMs?: number
  } = {},
): Promise<PaymongoStandIn> {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET
  const script = path.join(import.meta.dirname, 'paymongo-stand-in.ts')
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      script,
      '--secret-key',
      secretKey,
      '--webhook-secret',
      webhookSecret,
      '--webhook-url',
      options.webhookUrl ?? '',
      '--retry-delay-ms',
      String(options.retryDelayMs ?? 200),
    ],
    { env: childProcessEnv({}), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await listeningPort(child, 'the PayMongo stand-in')
  // Nothing more is read: keep the pipes flowing so the child never blocks on them.
  child.stdout!.resume()
  child.stderr!.resume()
  const url = `http://127.0.0.1:${port}`

  async function call<T>(method: 'GET' | 'POST', p: string, body?: unknown): Promise<T> {
    const response = await fetch(`${url}${p}`, {
      method,
      ...(method === 'POST'
        ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }
        : {}),
    })
    const text = await response.text()
    if (!response.ok)
      throw new Error(`the PayMongo stand-in: ${method} ${p}: ${response.status} ${text}`)
    return JSON.parse(text) as T
  }
  const get = <T>(p: string) => call<T>('GET', p)
  const post = <T>(p: string, body?: unknown) => call<T>('POST', p, body)
  const id = (value: string) => encodeURIComponent(value)
  const events = () => get<StandInEvent[]>('/__events')

  return {
    url,
    secretKey,
    webhookSecret,
    paymongoEnv: (publicUrl) => ({
      PAYMONGO_SECRET_KEY: secretKey,
      PAYMONGO_WEBHOOK_SECRET: webhookSecret,
      PAYMONGO_API_URL: url,
      PUBLIC_URL: publicUrl,
    }),
    setWebhookUrl: async (webhookUrl) => {
      await post('/__webhook-url', { url: webhookUrl })
    },
    sessions: () => get('/__sessions'),
    session: (sessionId) => get(`/__sessions/${id(sessionId)}`),
    payments: () => get('/__payments'),
    pay: (sessionId, opts = {}) => post(`/__sessions/${id(sessionId)}/pay`, opts),
    fail: (sessionId, opts = {}) => post(`/__sessions/${id(sessionId)}/fail`, opts),
    refunds: () => get('/__refunds'),
    failRefund: (refundId) => post(`/__refunds/${id(refundId)}/fail`),
    settleRefund: (refundId) => post(`/__refunds/${id(refundId)}/succeed`),
    links: () => get('/__links'),
    events,
    async waitForDeliveries(eventId, count = 1, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs
      for (;;) {
        const found = (await events()).find((e) => e.id === eventId)
        // Answered deliveries only: an attempt still on its way has no status yet.
        const answered = found?.deliveries.filter((d) => d.status !== null || d.error !== null)
        if (found && answered && answered.length >= count) return found
        if (Date.now() > end) {
          throw new Error(
            `event ${eventId} has ${found?.deliveries.length ?? 'no'} of ${count} deliveries`,
          )
        }
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    deliverEvent: (eventId) => post(`/__events/${id(eventId)}/deliver`),
    signedEvent: (type, resource, opts = {}) =>
      post('/__signed-event', { type, resource, ...opts }),
    requests: () => get('/__requests'),
    setMode: async (mode, delayMs = 0) => {
      await post('/__mode', { mode, delayMs })
    },
    setClock: async (clock = {}) => {
      await post('/__clock', {
        nowMs: clock.now ? clock.now.getTime() : null,
        offsetMs: clock.offsetMs ?? 0,
      })
    },
    reset: async () => {
      await post('/__reset')
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
