import { createHmac, timingSafeEqual } from 'node:crypto'
import { WEBHOOK_TOLERANCE_SECONDS } from '#shared/online-payment.ts'

/**
 * PayMongo's webhook signature (https://developers.paymongo.com/docs/webhooks): the header
 * `Paymongo-Signature: t=<unix seconds>,te=<hex>,li=<hex>`, where `te` (test-mode events)
 * or `li` (live ones) is the HMAC-SHA256, in hex, of `t + "." + raw body` keyed with the
 * webhook's secret key. The other of the two is empty.
 */
export const PAYMONGO_SIGNATURE_HEADER = 'Paymongo-Signature'

/** Far longer than `t=…,te=<64 hex>,li=<64 hex>`: anything past it is not PayMongo's. */
const MAX_HEADER_LENGTH = 512
const MAX_PARTS = 16

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' }

export interface SignatureInput {
  header: string | null | undefined
  /** The body exactly as received: never re-serialised JSON. */
  rawBody: string | Uint8Array
  secret: string
  /** A test shop accepts only `te` signatures, a live one only `li`. */
  mode: 'test' | 'live'
  nowMs: number
}

/** The HMAC PayMongo puts in `te`/`li`, for a timestamp and a body (hex). */
export function paymongoSignatureHex(
  timestamp: number | string,
  rawBody: string | Uint8Array,
  secret: string,
): string {
  return createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
    .digest('hex')
}

/** The header's parts by name; null when it is not PayMongo's format. */
function parseHeader(header: string): Map<string, string> | null {
  if (header.length > MAX_HEADER_LENGTH) return null
  const parts = header.split(',')
  if (parts.length > MAX_PARTS) return null
  const found = new Map<string, string>()
  for (const part of parts) {
    const at = part.indexOf('=')
    if (at <= 0) return null
    const name = part.slice(0, at).trim()
    if (found.has(name)) return null
    found.set(name, part.slice(at + 1).trim())
  }
  return found
}

/** Whether a webhook's `Paymongo-Signature` holds for its raw body; why not, when not. */
export function verifyPaymongoSignature(input: SignatureInput): SignatureCheck {
  const header = input.header?.trim()
  if (!header) return { ok: false, reason: 'missing' }
  const parts = parseHeader(header)
  const t = parts?.get('t')
  if (!parts || !t || !/^\d{1,12}$/.test(t)) return { ok: false, reason: 'malformed' }
  const given = (parts.get(input.mode === 'live' ? 'li' : 'te') ?? '').toLowerCase()
  const expected = paymongoSignatureHex(t, input.rawBody, input.secret)
  const givenBytes = Buffer.from(given, 'utf8')
  const expectedBytes = Buffer.from(expected, 'utf8')
  if (givenBytes.length !== expectedBytes.length || !timingSafeEqual(givenBytes, expectedBytes)) {
    return { ok: false, reason: 'mismatch' }
  }
  // Checked once the signature holds: 'stale' means PayMongo's own event, too old (a replay).
  if (Math.abs(input.nowMs / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale' }
  }
  return { ok: true }
}

/** The header PayMongo would send for this body at `timestampSeconds` (the stand-in and tests). */
export function paymongoSignatureHeader(input: {
  rawBody: string | Uint8Array
  secret: string
  mode: 'test' | 'live'
  timestampSeconds: number
}): string {
  const hex = paymongoSignatureHex(input.timestampSeconds, input.rawBody, input.secret)
  return input.mode === 'live'
    ? `t=${input.timestampSeconds},te=,li=${hex}`
    : `t=${input.timestampSeconds},te=${hex},li=`
}
