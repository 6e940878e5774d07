import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { MAX_PROOFS_PER_ORDER, paymentMessages } from '#shared/payment-state.ts'
import type { PublicOrder } from '#shared/schemas/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import {
  proofsOf,
  sendProof,
  sendProofOk,
  verifyOk,
} from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 29: an order takes at most MAX_PROOFS_PER_ORDER proofs, payment and balance
 * proofs together, so one order link cannot fill the media store. The sixth is refused
 * with words the shopper reads on the order page, before its file is looked at.
 */
let t: TestApp
let staff: string
let shop: KiloOrders

beforeAll(async () => {
  t = await createTestApp()
  staff = (await t.signIn('editor')).cookie
  shop = await kiloOrders(t, 'Capped Sirloin')
})
afterAll(() => t.close())

const gcashOrder = () => shop.place()
const storedFiles = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir).sort() : [])

/** The sixth proof: refused 409 with the shopper's words, leaving no file and no row. */
async function expectSixthRefused(order: PublicOrder, purpose: 'payment' | 'balance') {
  const files = storedFiles()
  const proofs = await proofsOf(t, order.orderId)
  expect(proofs).toHaveLength(MAX_PROOFS_PER_ORDER)
  // Not an image at all: refused for the count, so the file was never read as one (a 415 otherwise).
  const res = await sendProof(t, order, { purpose, file: new TextEncoder().encode('%PDF-1.7') })
  expect(res.status).toBe(409)
  expect(await res.json()).toEqual({
    error: { code: 'conflict', message: paymentMessages.tooManyProofs },
  })
  expect(storedFiles()).toEqual(files)
  expect(await proofsOf(t, order.orderId)).toEqual(proofs)
}

describe('proofs per order', () => {
  it('takes five payment proofs and refuses the sixth, before reading its file', async () => {
    expect(MAX_PROOFS_PER_ORDER).toBe(5)
    expect(paymentMessages.tooManyProofs).toBe(
      'You have sent 5 screenshots for this order, the most we accept. Please contact us if you need to send another.',
    )
    const order = await gcashOrder()
    for (let i = 0; i < MAX_PROOFS_PER_ORDER; i++) await sendProofOk(t, order)
    await expectSixthRefused(order, 'payment')
  })

  it('counts balance proofs with payment proofs, and proofs whose image was removed', async () => {
    const order = await gcashOrder()
    for (let i = 0; i < 3; i++) await sendProofOk(t, order)
    // Short by ₱100: the rest is owed, proven by balance proofs.
    await verifyOk(t, staff, order.orderId, order.totalCentavos - 10_000)
    await sendProofOk(t, order, { purpose: 'balance' })
    await sendProofOk(t, order, { purpose: 'balance' })
    // The two payment proofs the verified one superseded lose their image, not their place.
    expect((await runHousekeeping(t.deps, new Date())).removedSupersededProofImages).toBe(2)
    await expectSixthRefused(order, 'balance')
  })
})
