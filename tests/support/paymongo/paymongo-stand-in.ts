// A stand-in of PayMongo's API as a process of its own, for tests:
// `node --import tsx tests/support/paymongo/paymongo-stand-in.ts [--port n] [--secret-key k]
// [--webhook-secret s] [--webhook-url u] [--retry-delay-ms n]`. Prints one JSON line,
// {"port": n}, once it listens on 127.0.0.1, and nothing else; SIGTERM closes it. Started
// by `startPaymongoStandIn` (paymongo-stand-in-process.ts); nothing reaches the real API.
//
// What it answers, as PayMongo does (https://developers.paymongo.com/reference), with Basic
// auth of the secret key, JSON:API bodies, amounts in centavos, unix-second times,
// `livemode: false` (the resources are built by paymongo-samples.ts):
//   POST /v1/checkout_sessions, GET /v1/checkout_sessions/:id,
//   POST /v1/checkout_sessions/:id/expire (400 when already expired or paid),
//   GET  /v1/payments/:id,
//   POST /v1/refunds (partial, several per payment; 400 above what is left), GET /v1/refunds/:id,
//   POST /v1/links, GET /v1/links/:id.
//   Errors: {errors: [{code, detail, source?: {pointer, attribute}}]}: 401 for another key,
//   400 for bad parameters, 404 for an unknown id.
// The hosted pages the shopper sees (PayMongo's test mode):
//   GET  /checkout/:id  the amount, line items, a method choice, 'Authorize' and 'Fail'
//   POST /checkout/:id/authorize  pays; events checkout_session.payment.paid and payment.paid;
//                                 303 to success_url
//   POST /checkout/:id/fail       event payment.failed; a 'Payment failed' page linking to cancel_url
//   GET  /links/:id, POST /links/:id/authorize|fail  the same for a link (link.payment.paid)
// Events are signed as PayMongo signs them (`Paymongo-Signature: t=…,te=<hex>,li=`,
// HMAC-SHA256 of `t.body` with the webhook secret) and posted to the webhook URL; a non-2xx
// answer or a network error is retried, up to 12 attempts, --retry-delay-ms apart. Each
// attempt is signed at its own time.
// What tests read and steer (not PayMongo's):
//   GET  /__sessions, /__sessions/:id, /__payments, /__refunds, /__links, /__events, /__requests
//   POST /__sessions/:id/pay {method?, amountCentavos?}  /__sessions/:id/fail {method?}
//   POST /__refunds/:id/fail  /__refunds/:id/succeed  (a payment.refund.updated event)
//   POST /__events/:id/deliver  (send again)   POST /__signed-event {type, resource, timestampSeconds?, livemode?}
//   POST /__mode {mode: 'ok'|'error'|'slow', delayMs?}   POST /__webhook-url {url}
//   POST /__clock {nowMs?: number|null, offsetMs?: number}   POST /__reset
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { parseArgs } from 'node:util'
import { paymongoSignatureHeader } from '#server/online-payments/paymongo-signature.ts'
import {
  paymongoCheckoutSession,
  paymongoErrors,
  paymongoEvent,
  paymongoLink,
  paymongoPayment,
  paymongoRefund,
} from './paymongo-samples.ts'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'secret-key': { type: 'string', default: 'sk_test_StandIn0000Key1234' },
    'webhook-secret': { type: 'string', default: 'whsk_StandInWebhookSecret1234' },
    'webhook-url': { type: 'string', default: '' },
    'retry-delay-ms': { type: 'string', default: '200' },
  },
})
const secretKey = args['secret-key']
const webhookSecret = args['webhook-secret']
const retryDelayMs = Number(args['retry-delay-ms'])
const MAX_ATTEMPTS = 12
const ATTEMPT_TIMEOUT_MS = 10_000
const MAX_BODY = 256 * 1024
const MIN_CHECKOUT_AMOUNT = 2_000
const FEE_RATE = 0.025

const knownMethods = new Set([
  'gcash',
  'paymaya',
  'qrph',
  'card',
  'grab_pay',
  'shopee_pay',
  'billease',
  'dob',
  'dob_ubp',
  'brankas_bdo',
  'brankas_landbank',
  'brankas_metrobank',
])
const methodNames: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  qrph: 'QR Ph',
  card: 'Card',
}

interface LineItem {
  amount: number
  currency: string
  name: string
  quantity: number
  description: string | null
}

interface Session {
  id: string
  paymentIntentId: string
  lineItems: LineItem[]
  methods: string[]
  successUrl: string | null
  cancelUrl: string | null
  referenceNumber: string | null
  description: string | null
  metadata: Record<string, string> | null
  billing: { name?: string | null; email?: string | null; phone?: string | null } | null
  sendEmailReceipt: boolean
  showLineItems: boolean
  status: 'active' | 'expired'
  paymentIntentStatus: string
  paymentIds: string[]
  paymentMethodUsed: string | null
  paidAt: number | null
  createdAt: number
  updatedAt: number
}

interface Payment {
  id: string
  amount: number
  status: 'paid' | 'failed'
  method: string
  fee: number
  paymentIntentId: string | null
  description: string | null
  metadata: Record<string, string> | null
  createdAt: number
  failedMessage: string | null
  billing: Session['billing']
}

interface Refund {
  id: string
  amount: number
  paymentId: string
  status: 'pending' | 'succeeded' | 'failed'
  reason: string
  notes: string | null
  metadata: Record<string, string> | null
  createdAt: number
  updatedAt: number
}

interface Link {
  id: string
  amount: number
  description: string
  remarks: string | null
  referenceNumber: string
  status: 'unpaid' | 'paid'
  paymentIds: string[]
  createdAt: number
}

interface Delivery {
  attempt: number
  url: string
  at: string
  header: string
  /** The shop's answer; null when it could not be reached. */
  status: number | null
  error: string | null
}

interface EventRecord {
  id: string
  type: string
  livemode: boolean
  resourceId: string
  createdAt: number
  rawBody: string
  /** The signature of its first signing (each delivery signs at its own time). */
  header: string
  deliveries: Delivery[]
}

interface ApiRequest {
  method: string
  path: string
  body: unknown
  status: number
  at: string
}

type Mode = 'ok' | 'error' | 'slow'

let sessions = new Map<string, Session>()
let payments = new Map<string, Payment>()
let refunds = new Map<string, Refund>()
let links = new Map<string, Link>()
let events = new Map<string, EventRecord>()
let requests: ApiRequest[] = []
let webhookUrl = args['webhook-url'] || null
let mode: Mode = 'ok'
let delayMs = 0
let fixedNowMs: number | null = null
let offsetMs = 0
/** Bumped by a reset: retries of an earlier generation stop. */
let generation = 0
let baseUrl = ''

function reset() {
  sessions = new Map()
  payments = new Map()
  refunds = new Map()
  links = new Map()
  events = new Map()
  requests = []
  webhookUrl = args['webhook-url'] || null
  mode = 'ok'
  delayMs = 0
  fixedNowMs = null
  offsetMs = 0
  generation += 1
}

const nowMs = () => fixedNowMs ?? Date.now() + offsetMs
const nowSeconds = () => Math.floor(nowMs() / 1000)

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length)
  let out = ''
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length]
  return `${prefix}_${out}`
}

// ---- resources as PayMongo shows them ----------------------------------------------------

function paymentResource(p: Payment) {
  return paymongoPayment({
    id: p.id,
    amount: p.amount,
    status: p.status,
    method: p.method,
    fee: p.fee,
    paymentIntentId: p.paymentIntentId,
    description: p.description,
    metadata: p.metadata,
    createdAt: p.createdAt,
    paidAt: p.status === 'paid' ? p.createdAt : null,
    failedMessage: p.failedMessage,
    billing: p.billing ?? undefined,
    refunds: [...refunds.values()].filter((r) => r.paymentId === p.id).map(refundResource),
  })
}

function refundResource(r: Refund) {
  const resource = paymongoRefund({
    id: r.id,
    amount: r.amount,
    paymentId: r.paymentId,
    status: r.status,
    reason: r.reason,
    notes: r.notes,
    metadata: r.metadata,
    createdAt: r.createdAt,
  })
  resource.attributes.updated_at = r.updatedAt
  return resource
}

function sessionResource(s: Session) {
  return paymongoCheckoutSession({
    id: s.id,
    checkoutUrl: `${baseUrl}/checkout/${s.id}`,
    lineItems: s.lineItems,
    paymentMethodTypes: s.methods,
    successUrl: s.successUrl,
    cancelUrl: s.cancelUrl,
    referenceNumber: s.referenceNumber,
    description: s.description,
    metadata: s.metadata,
    billing: s.billing,
    status: s.status,
    paymentIntentId: s.paymentIntentId,
    paymentIntentStatus: s.paymentIntentStatus,
    payments: s.paymentIds.map((id) => paymentResource(payments.get(id)!)),
    paymentMethodUsed: s.paymentMethodUsed,
    paidAt: s.paidAt,
    sendEmailReceipt: s.sendEmailReceipt,
    showLineItems: s.showLineItems,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  })
}

function linkResource(l: Link) {
  return paymongoLink({
    id: l.id,
    amount: l.amount,
    description: l.description,
    remarks: l.remarks,
    referenceNumber: l.referenceNumber,
    checkoutUrl: `${baseUrl}/links/${l.id}`,
    status: l.status,
    payments: l.paymentIds.map((id) => paymentResource(payments.get(id)!)),
    createdAt: l.createdAt,
  })
}

const sessionTotal = (s: Session) => s.lineItems.reduce((sum, i) => sum + i.amount * i.quantity, 0)

// ---- webhooks ------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function buildEvent(
  type: string,
  resource: { id: string },
  options: { livemode?: boolean; timestampSeconds?: number } = {},
): EventRecord {
  const createdAt = options.timestampSeconds ?? nowSeconds()
  const id = newId('evt')
  const rawBody = JSON.stringify(
    paymongoEvent({ id, type, resource, livemode: options.livemode ?? false, createdAt }),
  )
  const record: EventRecord = {
    id,
    type,
    livemode: options.livemode ?? false,
    resourceId: resource.id,
    createdAt,
    rawBody,
    header: sign(rawBody, options.livemode ?? false, createdAt),
    deliveries: [],
  }
  events.set(id, record)
  return record
}

function sign(rawBody: string, livemode: boolean, timestampSeconds: number) {
  return paymongoSignatureHeader({
    rawBody,
    secret: webhookSecret,
    mode: livemode ? 'live' : 'test',
    timestampSeconds,
  })
}

async function attempt(record: EventRecord, url: string): Promise<boolean> {
  const header = sign(record.rawBody, record.livemode, nowSeconds())
  const delivery: Delivery = {
    attempt: record.deliveries.length + 1,
    url,
    at: new Date(nowMs()).toISOString(),
    header,
    status: null,
    error: null,
  }
  record.deliveries.push(delivery)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PayMongo-Webhooks/1.0 (stand-in)',
        'paymongo-signature': header,
      },
      body: record.rawBody,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    })
    delivery.status = response.status
    await response.body?.cancel()
    return response.ok
  } catch (err) {
    delivery.error = err instanceof Error ? err.message : String(err)
    return false
  }
}

/**
 * Posts an event to the webhook URL; resolves after the first attempt, retrying a refused
 * or unreachable one in the background (up to MAX_ATTEMPTS in all).
 */
async function deliver(record: EventRecord): Promise<void> {
  const url = webhookUrl
  if (!url) return
  const mine = generation
  if (await attempt(record, url)) return
  void (async () => {
    for (let n = 2; n <= MAX_ATTEMPTS; n++) {
      await sleep(retryDelayMs)
      if (generation !== mine) return
      if (await attempt(record, url)) return
    }
  })()
}

/** Builds the events in order and waits for the first attempt of each. */
async function emit(list: { type: string; resource: { id: string } }[]): Promise<EventRecord[]> {
  const built = list.map((e) => buildEvent(e.type, e.resource))
  for (const record of built) await deliver(record)
  return built
}

// ---- paying ----------------------------------------------------------------------------------

function methodOf(s: { methods: string[] }, wanted: unknown): string {
  if (typeof wanted === 'string' && knownMethods.has(wanted)) return wanted
  return s.methods[0] ?? 'gcash'
}

async function paySession(s: Session, method: string, amount?: number) {
  const created = nowSeconds()
  const total = amount ?? sessionTotal(s)
  const payment: Payment = {
    id: newId('pay'),
    amount: total,
    status: 'paid',
    method,
    fee: Math.round(total * FEE_RATE),
    paymentIntentId: s.paymentIntentId,
    description: s.description,
    metadata: s.metadata,
    createdAt: created,
    failedMessage: null,
    billing: s.billing,
  }
  payments.set(payment.id, payment)
  s.paymentIds.push(payment.id)
  s.paymentIntentStatus = 'succeeded'
  s.paymentMethodUsed = method
  s.paidAt = created
  s.updatedAt = created
  const emitted = await emit([
    { type: 'checkout_session.payment.paid', resource: sessionResource(s) },
    { type: 'payment.paid', resource: paymentResource(payment) },
  ])
  return { payment: paymentResource(payment), eventIds: emitted.map((e) => e.id) }
}

async function failSession(s: Session, method: string) {
  const created = nowSeconds()
  const payment: Payment = {
    id: newId('pay'),
    amount: sessionTotal(s),
    status: 'failed',
    method,
    fee: 0,
    paymentIntentId: s.paymentIntentId,
    description: s.description,
    metadata: s.metadata,
    createdAt: created,
    failedMessage: 'The payment failed to be processed due to unknown reasons.',
    billing: s.billing,
  }
  payments.set(payment.id, payment)
  s.paymentIds.push(payment.id)
  s.paymentIntentStatus = 'awaiting_payment_method'
  s.updatedAt = created
  const emitted = await emit([{ type: 'payment.failed', resource: paymentResource(payment) }])
  return { payment: paymentResource(payment), eventIds: emitted.map((e) => e.id) }
}

async function payLink(l: Link, method: string, fail: boolean) {
  const created = nowSeconds()
  const payment: Payment = {
    id: newId('pay'),
    amount: l.amount,
    status: fail ? 'failed' : 'paid',
    method,
    fee: fail ? 0 : Math.round(l.amount * FEE_RATE),
    paymentIntentId: null,
    description: l.description,
    metadata: { pm_reference_number: l.referenceNumber },
    createdAt: created,
    failedMessage: fail ? 'The payment failed to be processed due to unknown reasons.' : null,
    billing: null,
  }
  payments.set(payment.id, payment)
  l.paymentIds.push(payment.id)
  if (fail) {
    await emit([{ type: 'payment.failed', resource: paymentResource(payment) }])
    return payment
  }
  l.status = 'paid'
  await emit([
    { type: 'link.payment.paid', resource: linkResource(l) },
    { type: 'payment.paid', resource: paymentResource(payment) },
  ])
  return payment
}

async function changeRefund(r: Refund, status: 'failed' | 'succeeded') {
  r.status = status
  r.updatedAt = nowSeconds()
  const [event] = await emit([{ type: 'payment.refund.updated', resource: refundResource(r) }])
  return { refund: refundResource(r), eventIds: [event!.id] }
}

// ---- HTTP plumbing ---------------------------------------------------------------------------

class TooLarge extends Error {}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY) {
        reject(new TooLarge())
        req.destroy()
      }
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

function sendHtml(res: http.ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
  res.end(html)
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(303, { location })
  res.end()
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const peso = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

type Errors = ReturnType<typeof paymongoErrors>
const invalid = (code: string, detail: string, pointer?: string): Errors =>
  paymongoErrors(pointer ? { code, detail, pointer, attribute: pointer } : { code, detail })

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The `data.attributes` of a JSON:API request body, or the 400 PayMongo answers. */
function attributesOf(body: string): Record<string, unknown> | Errors {
  let parsed: unknown
  try {
    parsed = JSON.parse(body || '{}')
  } catch {
    return invalid('parameter_format_invalid', 'The request body is not valid JSON.')
  }
  const data = isRecord(parsed) ? parsed.data : undefined
  const attributes = isRecord(data) ? data.attributes : undefined
  if (!isRecord(attributes)) {
    return invalid('parameter_required', 'data.attributes is required.', 'data.attributes')
  }
  return attributes
}

function metadataOf(value: unknown, pointer: string): Record<string, string> | null | Errors {
  if (value === undefined || value === null) return null
  if (!isRecord(value))
    return invalid('parameter_invalid', `${pointer} must be an object.`, pointer)
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') {
      return invalid(
        'parameter_invalid',
        `${pointer}.${key} must be a string. Nested objects are not supported.`,
        `${pointer}.${key}`,
      )
    }
  }
  return value as Record<string, string>
}

const isErrors = (v: unknown): v is Errors => isRecord(v) && Array.isArray(v.errors)

const optionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string'
const isUrl = (v: unknown) => {
  if (typeof v !== 'string') return false
  try {
    const u = new URL(v)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

// ---- the API ---------------------------------------------------------------------------------

function createCheckoutSession(body: string): [number, unknown] {
  const a = attributesOf(body)
  if (isErrors(a)) return [400, a]
  const rawItems = a.line_items
  if (!Array.isArray(rawItems) || rawItems.length === 0) {
    return [400, invalid('parameter_required', 'line_items is required.', 'line_items')]
  }
  const lineItems: LineItem[] = []
  for (const [i, item] of rawItems.entries()) {
    const at = `line_items.${i}`
    if (!isRecord(item)) return [400, invalid('parameter_invalid', `${at} is invalid.`, at)]
    if (!Number.isInteger(item.amount) || (item.amount as number) < 1) {
      return [
        400,
        invalid('parameter_invalid', `${at}.amount must be a positive integer.`, `${at}.amount`),
      ]
    }
    if (item.currency !== 'PHP') {
      return [400, invalid('parameter_invalid', `${at}.currency must be PHP.`, `${at}.currency`)]
    }
    if (typeof item.name !== 'string' || item.name.trim() === '' || item.name.length > 255) {
      return [400, invalid('parameter_required', `${at}.name is required.`, `${at}.name`)]
    }
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) {
      return [
        400,
        invalid(
          'parameter_invalid',
          `${at}.quantity must be a positive integer.`,
          `${at}.quantity`,
        ),
      ]
    }
    if (!optionalString(item.description)) {
      return [
        400,
        invalid('parameter_invalid', `${at}.description must be a string.`, `${at}.description`),
      ]
    }
    lineItems.push({
      amount: item.amount as number,
      currency: 'PHP',
      name: item.name,
      quantity: item.quantity as number,
      description: (item.description as string | undefined) ?? null,
    })
  }
  const total = lineItems.reduce((sum, i) => sum + i.amount * i.quantity, 0)
  if (total < MIN_CHECKOUT_AMOUNT) {
    return [
      400,
      invalid(
        'parameter_below_minimum',
        `The total amount of the line items cannot be less than ${MIN_CHECKOUT_AMOUNT}.`,
        'line_items',
      ),
    ]
  }
  const methods = a.payment_method_types
  if (!Array.isArray(methods) || methods.length === 0) {
    return [
      400,
      invalid('parameter_required', 'payment_method_types is required.', 'payment_method_types'),
    ]
  }
  for (const m of methods) {
    if (typeof m !== 'string' || !knownMethods.has(m)) {
      return [
        400,
        invalid(
          'parameter_invalid',
          `payment_method_types contains an unsupported type: ${String(m).slice(0, 40)}.`,
          'payment_method_types',
        ),
      ]
    }
  }
  for (const key of ['success_url', 'cancel_url'] as const) {
    if (a[key] !== undefined && a[key] !== null && !isUrl(a[key])) {
      return [400, invalid('parameter_format_invalid', `${key} format is invalid.`, key)]
    }
  }
  for (const key of ['reference_number', 'description'] as const) {
    if (!optionalString(a[key])) {
      return [400, invalid('parameter_invalid', `${key} must be a string.`, key)]
    }
  }
  const metadata = metadataOf(a.metadata, 'metadata')
  if (isErrors(metadata)) return [400, metadata]
  let billing: Session['billing'] = null
  if (a.billing !== undefined && a.billing !== null) {
    if (!isRecord(a.billing)) {
      return [400, invalid('parameter_invalid', 'billing must be an object.', 'billing')]
    }
    for (const key of ['name', 'email', 'phone']) {
      if (!optionalString(a.billing[key])) {
        return [
          400,
          invalid('parameter_invalid', `billing.${key} must be a string.`, `billing.${key}`),
        ]
      }
    }
    billing = a.billing as Session['billing']
  }
  const created = nowSeconds()
  const session: Session = {
    id: newId('cs'),
    paymentIntentId: newId('pi'),
    lineItems,
    methods: [...new Set(methods as string[])],
    successUrl: (a.success_url as string | undefined) ?? null,
    cancelUrl: (a.cancel_url as string | undefined) ?? null,
    referenceNumber: (a.reference_number as string | undefined) ?? null,
    description: (a.description as string | undefined) ?? null,
    metadata,
    billing,
    sendEmailReceipt: a.send_email_receipt === true,
    showLineItems: a.show_line_items !== false,
    status: 'active',
    paymentIntentStatus: 'awaiting_payment_method',
    paymentIds: [],
    paymentMethodUsed: null,
    paidAt: null,
    createdAt: created,
    updatedAt: created,
  }
  sessions.set(session.id, session)
  return [200, { data: sessionResource(session) }]
}

const notFound = (kind: string, id: string): [number, unknown] => [
  404,
  invalid('resource_not_found', `No such ${kind} with id ${id.slice(0, 100)}.`),
]

function expireSession(id: string): [number, unknown] {
  const s = sessions.get(id)
  if (!s) return notFound('checkout_session', id)
  if (s.status === 'expired') {
    return [
      400,
      invalid('resource_failed_state', `The checkout session ${id} has already expired.`),
    ]
  }
  if (s.paymentIntentStatus === 'succeeded') {
    return [
      400,
      invalid('resource_failed_state', `The checkout session ${id} has already been paid.`),
    ]
  }
  s.status = 'expired'
  s.updatedAt = nowSeconds()
  return [200, { data: sessionResource(s) }]
}

const refundReasons = new Set(['duplicate', 'fraudulent', 'requested_by_customer', 'others'])

function createRefund(body: string): [number, unknown] {
  const a = attributesOf(body)
  if (isErrors(a)) return [400, a]
  if (a.amount === undefined) {
    return [400, invalid('parameter_required', 'amount is required.', 'amount')]
  }
  if (!Number.isInteger(a.amount) || (a.amount as number) < 1) {
    return [400, invalid('parameter_invalid', 'amount must be a positive integer.', 'amount')]
  }
  if (typeof a.payment_id !== 'string' || a.payment_id === '') {
    return [400, invalid('parameter_required', 'payment_id is required.', 'payment_id')]
  }
  if (typeof a.reason !== 'string' || !refundReasons.has(a.reason)) {
    return [
      400,
      invalid(
        'parameter_invalid',
        'reason must be one of duplicate, fraudulent, requested_by_customer, others.',
        'reason',
      ),
    ]
  }
  if (!optionalString(a.notes) || ((a.notes as string | undefined)?.length ?? 0) > 255) {
    return [
      400,
      invalid('parameter_invalid', 'notes must be a string of at most 255 characters.', 'notes'),
    ]
  }
  const metadata = metadataOf(a.metadata, 'metadata')
  if (isErrors(metadata)) return [400, metadata]
  const payment = payments.get(a.payment_id)
  if (!payment) return notFound('payment', a.payment_id)
  if (payment.status !== 'paid') {
    return [
      400,
      invalid(
        'resource_failed_state',
        `The payment ${payment.id} is not paid and cannot be refunded.`,
      ),
    ]
  }
  const refunded = [...refunds.values()]
    .filter((r) => r.paymentId === payment.id && r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount, 0)
  const left = payment.amount - refunded
  if ((a.amount as number) > left) {
    return [
      400,
      invalid(
        'parameter_above_maximum',
        `The amount cannot be more than ${left}, what is left to refund of payment ${payment.id}.`,
        'amount',
      ),
    ]
  }
  const created = nowSeconds()
  const refund: Refund = {
    id: newId('ref'),
    amount: a.amount as number,
    paymentId: payment.id,
    status: 'pending',
    reason: a.reason,
    notes: (a.notes as string | undefined) ?? null,
    metadata,
    createdAt: created,
    updatedAt: created,
  }
  refunds.set(refund.id, refund)
  // PayMongo tells the webhook after it answered.
  setImmediate(() => {
    void emit([{ type: 'payment.refunded', resource: paymentResource(payment) }])
  })
  return [200, { data: refundResource(refund) }]
}

function createLink(body: string): [number, unknown] {
  const a = attributesOf(body)
  if (isErrors(a)) return [400, a]
  if (!Number.isInteger(a.amount) || (a.amount as number) < 100) {
    return [400, invalid('parameter_below_minimum', 'amount cannot be less than 100.', 'amount')]
  }
  if (typeof a.description !== 'string' || a.description === '') {
    return [400, invalid('parameter_required', 'description is required.', 'description')]
  }
  if (!optionalString(a.remarks)) {
    return [400, invalid('parameter_invalid', 'remarks must be a string.', 'remarks')]
  }
  const link: Link = {
    id: newId('link'),
    amount: a.amount as number,
    description: a.description,
    remarks: (a.remarks as string | undefined) ?? null,
    referenceNumber: newId('x', 7).slice(2),
    status: 'unpaid',
    paymentIds: [],
    createdAt: nowSeconds(),
  }
  links.set(link.id, link)
  return [200, { data: linkResource(link) }]
}

function authorized(req: http.IncomingMessage): boolean {
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`
  return req.headers.authorization === expected
}

function givenKey(req: http.IncomingMessage): string {
  const header = req.headers.authorization ?? ''
  if (!header.startsWith('Basic ')) return ''
  return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0] ?? ''
}

async function api(
  req: http.IncomingMessage,
  method: string,
  path: string,
  body: string,
): Promise<[number, unknown]> {
  if (mode === 'slow') await sleep(delayMs)
  if (mode === 'error') {
    return [500, invalid('internal_server_error', 'Something went wrong on our end.')]
  }
  if (!authorized(req)) {
    const key = givenKey(req)
    // PayMongo names the key it was given (the client must keep it out of its messages).
    return [
      401,
      invalid(
        'api_key_invalid',
        key
          ? `API key ${key} is invalid. Go to https://dashboard.paymongo.com/developers to get your API keys.`
          : 'API key is missing. Pass your secret key in the Authorization header (Basic auth).',
      ),
    ]
  }
  const parts = path.split('/').filter(Boolean) // ['v1', resource, id?, action?]
  const [, resource, id, action] = parts
  if (parts.length > 4) return [404, invalid('resource_not_found', 'Not found.')]
  if (resource === 'checkout_sessions') {
    if (method === 'POST' && !id) return createCheckoutSession(body)
    if (method === 'GET' && id && !action) {
      const s = sessions.get(id)
      return s ? [200, { data: sessionResource(s) }] : notFound('checkout_session', id)
    }
    if (method === 'POST' && id && action === 'expire') return expireSession(id)
  }
  if (resource === 'payments' && method === 'GET' && id && !action) {
    const p = payments.get(id)
    return p ? [200, { data: paymentResource(p) }] : notFound('payment', id)
  }
  if (resource === 'refunds') {
    if (method === 'POST' && !id) return createRefund(body)
    if (method === 'GET' && id && !action) {
      const r = refunds.get(id)
      return r ? [200, { data: refundResource(r) }] : notFound('refund', id)
    }
  }
  if (resource === 'links') {
    if (method === 'POST' && !id) return createLink(body)
    if (method === 'GET' && id && !action) {
      const l = links.get(id)
      return l ? [200, { data: linkResource(l) }] : notFound('link', id)
    }
  }
  return [404, invalid('resource_not_found', `${method} ${path.slice(0, 100)} does not exist.`)]
}

// ---- hosted pages ----------------------------------------------------------------------------

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · PayMongo (test mode)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem}
.test{background:#fff3cd;padding:.5rem;border-radius:.25rem}table{width:100%}td:last-child{text-align:right}
label{display:block;padding:.4rem 0}button{display:block;width:100%;padding:.75rem;margin:.5rem 0;font-size:1rem}</style>
</head><body><p class="test">Test mode: no real money moves.</p>${body}</body></html>`
}

function methodChoice(methods: string[]): string {
  return `<fieldset><legend>Payment method</legend>${methods
    .map(
      (m, i) =>
        `<label><input type="radio" name="method" value="${escapeHtml(m)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(methodNames[m] ?? m)}</label>`,
    )
    .join('')}</fieldset>`
}

function checkoutPage(s: Session): string {
  if (s.status === 'expired') {
    return page(
      'Checkout expired',
      `<h1>This checkout session has expired.</h1><p>Go back to the shop to pay again.</p>${
        s.cancelUrl ? `<p><a href="${escapeHtml(s.cancelUrl)}">Back to the shop</a></p>` : ''
      }`,
    )
  }
  if (s.paymentIntentStatus === 'succeeded') {
    return page(
      'Payment completed',
      `<h1>This payment has been completed.</h1>${
        s.successUrl ? `<p><a href="${escapeHtml(s.successUrl)}">Back to the shop</a></p>` : ''
      }`,
    )
  }
  const rows = s.lineItems
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.name)}${i.description ? `<br><small>${escapeHtml(i.description)}</small>` : ''}</td><td>× ${i.quantity}</td><td>${peso(i.amount * i.quantity)}</td></tr>`,
    )
    .join('')
  return page(
    'Checkout',
    `<h1>Meat Shop</h1>${s.description ? `<p>${escapeHtml(s.description)}</p>` : ''}
<p>Amount to pay: <strong data-testid="amount">${peso(sessionTotal(s))}</strong></p>
${s.showLineItems ? `<table><tbody>${rows}</tbody></table>` : ''}
<form method="post" action="/checkout/${s.id}/authorize">${methodChoice(s.methods)}
<button type="submit">Authorize</button>
<button type="submit" formaction="/checkout/${s.id}/fail">Fail</button></form>`,
  )
}

function failedPage(backUrl: string | null): string {
  return page(
    'Payment failed',
    `<h1>Payment failed</h1><p>The payment failed to be processed. Nothing was charged.</p>${
      backUrl ? `<p><a href="${escapeHtml(backUrl)}">Back to the shop</a></p>` : ''
    }`,
  )
}

function linkPage(l: Link): string {
  if (l.status === 'paid') return page('Payment completed', '<h1>This link has been paid.</h1>')
  return page(
    'Pay',
    `<h1>Meat Shop</h1><p>${escapeHtml(l.description)}</p>
<p>Amount to pay: <strong data-testid="amount">${peso(l.amount)}</strong></p>
<form method="post" action="/links/${l.id}/authorize">${methodChoice(['gcash', 'paymaya', 'qrph', 'card'])}
<button type="submit">Authorize</button>
<button type="submit" formaction="/links/${l.id}/fail">Fail</button></form>`,
  )
}

async function hosted(
  res: http.ServerResponse,
  method: string,
  parts: string[],
  body: string,
): Promise<boolean> {
  const [kind, id, action] = parts
  if (kind === 'checkout' && id) {
    const s = sessions.get(id)
    if (!s) {
      sendHtml(res, 404, page('Not found', '<h1>Checkout session not found.</h1>'))
      return true
    }
    if (method === 'GET' && !action) {
      sendHtml(res, 200, checkoutPage(s))
      return true
    }
    if (method === 'POST' && (action === 'authorize' || action === 'fail')) {
      if (s.status === 'expired' || s.paymentIntentStatus === 'succeeded') {
        sendHtml(res, 409, checkoutPage(s))
        return true
      }
      const chosen = methodOf(s, new URLSearchParams(body).get('method'))
      if (action === 'fail') {
        await failSession(s, chosen)
        sendHtml(res, 200, failedPage(s.cancelUrl))
        return true
      }
      await paySession(s, chosen)
      if (s.successUrl) redirect(res, s.successUrl)
      else sendHtml(res, 200, page('Paid', '<h1>Payment successful</h1>'))
      return true
    }
  }
  if (kind === 'links' && id) {
    const l = links.get(id)
    if (!l) {
      sendHtml(res, 404, page('Not found', '<h1>Link not found.</h1>'))
      return true
    }
    if (method === 'GET' && !action) {
      sendHtml(res, 200, linkPage(l))
      return true
    }
    if (method === 'POST' && (action === 'authorize' || action === 'fail') && l.status !== 'paid') {
      const chosen = methodOf({ methods: ['gcash'] }, new URLSearchParams(body).get('method'))
      await payLink(l, chosen, action === 'fail')
      sendHtml(
        res,
        200,
        action === 'fail'
          ? failedPage(null)
          : page('Paid', '<h1>Payment successful</h1><p>You may close this page.</p>'),
      )
      return true
    }
  }
  return false
}

// ---- control ---------------------------------------------------------------------------------

async function control(
  method: string,
  parts: string[],
  body: string,
): Promise<[number, unknown] | null> {
  const [name, id, action] = parts
  const json = () => {
    try {
      const v = JSON.parse(body || '{}') as unknown
      return isRecord(v) ? v : {}
    } catch {
      return {}
    }
  }
  if (method === 'GET' && !id) {
    if (name === '__sessions') return [200, [...sessions.values()].map(sessionResource)]
    if (name === '__payments') return [200, [...payments.values()].map(paymentResource)]
    if (name === '__refunds') return [200, [...refunds.values()].map(refundResource)]
    if (name === '__links') return [200, [...links.values()].map(linkResource)]
    if (name === '__events') return [200, [...events.values()]]
    if (name === '__requests') return [200, requests]
  }
  if (name === '__sessions' && id) {
    const s = sessions.get(id)
    if (!s) return [404, { error: `no session ${id}` }]
    if (method === 'GET' && !action) return [200, sessionResource(s)]
    if (method === 'POST' && (action === 'pay' || action === 'fail')) {
      if (s.status === 'expired') return [409, { error: `session ${id} expired` }]
      const wanted = json()
      const chosen = methodOf(s, wanted.method)
      if (action === 'fail') return [200, await failSession(s, chosen)]
      const amount = Number.isInteger(wanted.amountCentavos)
        ? (wanted.amountCentavos as number)
        : undefined
      return [200, await paySession(s, chosen, amount)]
    }
  }
  if (name === '__refunds' && id && method === 'POST') {
    const r = refunds.get(id)
    if (!r) return [404, { error: `no refund ${id}` }]
    if (action === 'fail') return [200, await changeRefund(r, 'failed')]
    if (action === 'succeed') return [200, await changeRefund(r, 'succeeded')]
  }
  if (name === '__events' && id && action === 'deliver' && method === 'POST') {
    const record = events.get(id)
    if (!record) return [404, { error: `no event ${id}` }]
    await deliver(record)
    return [200, record]
  }
  if (method !== 'POST') return null
  if (name === '__signed-event') {
    const wanted = json()
    if (typeof wanted.type !== 'string' || !isRecord(wanted.resource)) {
      return [400, { error: 'type and resource are required' }]
    }
    const resource = wanted.resource as { id?: unknown }
    const record = buildEvent(
      wanted.type,
      { ...resource, id: typeof resource.id === 'string' ? resource.id : '' },
      {
        livemode: wanted.livemode === true,
        ...(Number.isInteger(wanted.timestampSeconds)
          ? { timestampSeconds: wanted.timestampSeconds as number }
          : {}),
      },
    )
    return [200, { id: record.id, rawBody: record.rawBody, header: record.header }]
  }
  if (name === '__mode') {
    const wanted = json()
    mode = wanted.mode === 'error' || wanted.mode === 'slow' ? wanted.mode : 'ok'
    delayMs = Number.isInteger(wanted.delayMs) ? (wanted.delayMs as number) : 0
    return [200, { mode, delayMs }]
  }
  if (name === '__webhook-url') {
    const wanted = json()
    webhookUrl = typeof wanted.url === 'string' && wanted.url ? wanted.url : null
    return [200, { webhookUrl }]
  }
  if (name === '__clock') {
    const wanted = json()
    fixedNowMs = typeof wanted.nowMs === 'number' ? wanted.nowMs : null
    offsetMs = typeof wanted.offsetMs === 'number' ? wanted.offsetMs : 0
    return [200, { nowMs: nowMs() }]
  }
  if (name === '__reset') {
    reset()
    return [200, { reset: true }]
  }
  return null
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const method = req.method ?? 'GET'
  const parts = url.pathname.split('/').filter(Boolean)
  const handle = async () => {
    // A browser on the hosted page asks for its icon: none, and no error in its console.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204)
      return res.end()
    }
    const body = method === 'POST' ? await readBody(req) : ''
    if (parts[0] === 'v1') {
      const [status, answer] = await api(req, method, url.pathname, body)
      let parsed: unknown = null
      try {
        parsed = body ? JSON.parse(body) : null
      } catch {
        parsed = body
      }
      requests.push({
        method,
        path: url.pathname,
        body: parsed,
        status,
        at: new Date(nowMs()).toISOString(),
      })
      return send(res, status, answer)
    }
    if (parts[0]?.startsWith('__')) {
      const answer = await control(method, parts, body)
      if (answer) return send(res, answer[0], answer[1])
    }
    if (await hosted(res, method, parts, body)) return
    return send(res, 404, invalid('resource_not_found', 'Not found.'))
  }
  handle().catch((err) => {
    if (res.headersSent) return res.end()
    if (err instanceof TooLarge) return send(res, 413, invalid('payload_too_large', 'Too large.'))
    send(res, 500, invalid('internal_server_error', String(err)))
  })
})

server.listen(Number(args.port), '127.0.0.1', () => {
  const { port } = server.address() as { port: number }
  baseUrl = `http://127.0.0.1:${port}`
  process.stdout.write(`${JSON.stringify({ port })}\n`)
})
process.on('SIGTERM', () => {
  generation += 1
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
