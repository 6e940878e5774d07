import { describe, expect, it } from 'vitest'
import { WEBHOOK_TOLERANCE_SECONDS } from '#shared/online-payment.ts'
import {
  paymongoSignatureHeader,
  paymongoSignatureHex,
  verifyPaymongoSignature,
} from './paymongo-signature.ts'

const secret = 'whsk_TeStSeCrEt12345678'
const nowMs = Date.UTC(2026, 10, 28, 9, 30)
const t = Math.floor(nowMs / 1000)
const rawBody = '{"data":{"id":"evt_abc123","type":"event","attributes":{"type":"payment.paid"}}}'
const hex = paymongoSignatureHex(t, rawBody, secret)

const check = (
  header: string | null,
  overrides: Partial<Parameters<typeof verifyPaymongoSignature>[0]> = {},
) => verifyPaymongoSignature({ header, rawBody, secret, mode: 'test', nowMs, ...overrides })

describe('verifyPaymongoSignature', () => {
  it('accepts a test-mode event signed with the webhook secret over t.body', () => {
    expect(check(`t=${t},te=${hex},li=`)).toEqual({ ok: true })
  })

  it('accepts the same bytes given as a Uint8Array', () => {
    expect(check(`t=${t},te=${hex},li=`, { rawBody: new TextEncoder().encode(rawBody) })).toEqual({
      ok: true,
    })
  })

  it('matches the HMAC-SHA256 hex of "t.body" computed independently', async () => {
    const { createHmac } = await import('node:crypto')
    const independent = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex')
    expect(hex).toBe(independent)
  })

  it('refuses a body changed after signing (one character, or whitespace re-serialised)', () => {
    const header = `t=${t},te=${hex},li=`
    expect(check(header, { rawBody: rawBody.replace('payment.paid', 'payment.pais') })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
    expect(check(header, { rawBody: JSON.stringify(JSON.parse(rawBody), null, 1) })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
  })

  it('refuses a signature made with another secret', () => {
    const other = paymongoSignatureHex(t, rawBody, 'whsk_SomeoneElse9876')
    expect(check(`t=${t},te=${other},li=`)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a timestamp changed after signing', () => {
    expect(check(`t=${t + 1},te=${hex},li=`)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a correctly signed event older than the tolerance (a replay), accepts one just inside', () => {
    const old = t - WEBHOOK_TOLERANCE_SECONDS - 1
    const header = paymongoSignatureHeader({ rawBody, secret, mode: 'test', timestampSeconds: old })
    expect(check(header)).toEqual({ ok: false, reason: 'stale' })
    const edge = t - WEBHOOK_TOLERANCE_SECONDS
    const inside = paymongoSignatureHeader({
      rawBody,
      secret,
      mode: 'test',
      timestampSeconds: edge,
    })
    expect(check(inside)).toEqual({ ok: true })
  })

  it('refuses a correctly signed event from the future beyond the tolerance', () => {
    const future = t + WEBHOOK_TOLERANCE_SECONDS + 60
    const header = paymongoSignatureHeader({
      rawBody,
      secret,
      mode: 'test',
      timestampSeconds: future,
    })
    expect(check(header)).toEqual({ ok: false, reason: 'stale' })
  })

  it('a live shop refuses a test-mode (te) event, a test shop refuses a live (li) one', () => {
    const testSigned = `t=${t},te=${hex},li=`
    const liveSigned = `t=${t},te=,li=${hex}`
    expect(check(testSigned, { mode: 'live' })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check(liveSigned, { mode: 'test' })).toEqual({ ok: false, reason: 'mismatch' })
    expect(check(liveSigned, { mode: 'live' })).toEqual({ ok: true })
  })

  it('says missing when there is no header or an empty one', () => {
    expect(check(null)).toEqual({ ok: false, reason: 'missing' })
    expect(check('')).toEqual({ ok: false, reason: 'missing' })
    expect(check('   ')).toEqual({ ok: false, reason: 'missing' })
  })

  it('ignores extra unknown parts, in any order', () => {
    expect(check(`v=2,li=,te=${hex},t=${t},x=whatever`)).toEqual({ ok: true })
  })

  it('refuses an empty te in test mode', () => {
    expect(check(`t=${t},te=,li=`)).toEqual({ ok: false, reason: 'mismatch' })
    expect(check(`t=${t},li=${hex}`)).toEqual({ ok: false, reason: 'mismatch' })
  })

  it('refuses a te of the right length but not the right value, and uppercase hex of the right one is fine', () => {
    expect(check(`t=${t},te=${'0'.repeat(64)},li=`)).toEqual({ ok: false, reason: 'mismatch' })
    expect(check(`t=${t},te=${hex.toUpperCase()},li=`)).toEqual({ ok: true })
  })

  it('says malformed for a header that is not t=…,te=…,li=…', () => {
    for (const header of [
      'garbage',
      `te=${hex},li=`,
      `t=soon,te=${hex},li=`,
      `t=${t},t=${t},te=${hex},li=`,
      `t=${t},te=${hex},te=${hex},li=`,
      `t=${t},=${hex}`,
      `t=${t},te=${hex},li=,${'x=1,'.repeat(20)}`,
      `t=${t},te=${hex},li=${'a'.repeat(600)}`,
      `t=${'9'.repeat(20)},te=${hex},li=`,
    ]) {
      expect(check(header), header.slice(0, 40)).toEqual({ ok: false, reason: 'malformed' })
    }
  })
})
