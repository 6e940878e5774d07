import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { paymentProofs } from '#server/db/schema/payments.ts'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { type KiloOrders, kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { proofsOf, sendProofOk } from '#tests/support/fixtures/proof-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { newProofKey, PROOF_FILE_NAME, PROOF_KEY_PREFIX } from './proof-file.ts'
import {
  PROOF_FILES_PER_SWEEP,
  PROOF_ORPHAN_GRACE_MS,
  sweepProofOrphans,
} from './proof-orphan-sweep.ts'

/**
 * Issue 29, decision 0081: proof files no row names (an upload whose row failed to
 * write) are swept by housekeeping from the local media folder once past their grace
 * hour; a proof's own file, a fresh upload and product images are never touched.
 * The same through S3: proof-orphan-sweep-s3.api.test.ts.
 */
let t: TestApp
let shop: KiloOrders
const MINUTE = 60_000

beforeAll(async () => {
  t = await createTestApp()
  shop = await kiloOrders(t, 'Orphan Brisket')
})
afterAll(() => t.close())
beforeEach(() => {
  fs.rmSync(t.mediaDir, { recursive: true, force: true })
  fs.mkdirSync(t.mediaDir)
})

const stored = () => fs.readdirSync(t.mediaDir).sort()
const bytes = new TextEncoder().encode('a proof whose row was never written')

/** A proof file stored as an upload stores it, with no row: what a failed insert leaves. */
async function orphan(): Promise<string> {
  const key = newProofKey()
  await t.deps.media.put(key, PROOF_FILE_NAME, bytes, 'image/webp')
  return key
}

describe('the proof orphan sweep (local media folder)', () => {
  it('removes proof files with no row once an hour old, and keeps proofs, fresh files and product images', async () => {
    const order = await shop.place()
    await sendProofOk(t, order)
    const [proof] = await proofsOf(t, order.orderId)
    const lost = await orphan()
    // A product image's key (32 hex) is the other sweep's, whatever its age.
    const productImage = 'ab'.repeat(16)
    await t.deps.media.put(productImage, '320.webp', bytes, 'image/webp')
    const writtenAt = Date.now()

    // Within the hour the upload may still be writing its row: nothing goes.
    const early = await runHousekeeping(
      t.deps,
      new Date(writtenAt + PROOF_ORPHAN_GRACE_MS - MINUTE),
    )
    expect(early.sweptProofFiles).toBe(0)
    expect(stored()).toEqual([lost, proof!.storageKey, productImage].sort())

    const later = await runHousekeeping(
      t.deps,
      new Date(writtenAt + PROOF_ORPHAN_GRACE_MS + MINUTE),
    )
    expect(later.sweptProofFiles).toBe(1)
    expect(stored()).toEqual([proof!.storageKey, productImage].sort())
    const image = await t.request(adminOrdersApiPaths.paymentProofImage(order.orderId), {
      cookie: (await t.signIn('admin')).cookie,
    })
    expect(image.status).toBe(200)
    // Run again (or by another process at once): nothing left to do.
    expect(
      (await runHousekeeping(t.deps, new Date(writtenAt + 2 * PROOF_ORPHAN_GRACE_MS)))
        .sweptProofFiles,
    ).toBe(0)
  })

  it('removes the file of a proof whose image was marked removed but whose file stayed', async () => {
    const order = await shop.place()
    await sendProofOk(t, order)
    const [proof] = await proofsOf(t, order.orderId)
    // As a process stopped between marking the row and removing the file leaves it.
    await t.db
      .update(paymentProofs)
      .set({ fileRemovedAt: new Date() })
      .where(eq(paymentProofs.id, proof!.id))
    const report = await runHousekeeping(t.deps, new Date(Date.now() + 2 * PROOF_ORPHAN_GRACE_MS))
    expect(report.sweptProofFiles).toBe(1)
    expect(stored()).toEqual([])
  })

  it('looks at no more than PROOF_FILES_PER_SWEEP files a run, starting anywhere and wrapping around', async () => {
    // Written straight to the folder: a backlog of orphans, more than one run takes.
    const keys = Array.from({ length: PROOF_FILES_PER_SWEEP + 7 }, () => newProofKey()).sort()
    for (const key of keys) {
      fs.mkdirSync(path.join(t.mediaDir, key))
      fs.writeFileSync(path.join(t.mediaDir, key, PROOF_FILE_NAME), bytes)
    }
    const later = new Date(Date.now() + 2 * PROOF_ORPHAN_GRACE_MS)
    // Starting in the middle: the keys after the start, then the first ones, up to the cap.
    const middle = keys[200]!
    expect(await sweepProofOrphans(t.deps, later, middle)).toBe(PROOF_FILES_PER_SWEEP)
    const left = stored()
    expect(left).toHaveLength(7)
    expect(left.every((k) => k.startsWith(PROOF_KEY_PREFIX) && k < middle)).toBe(true)
    expect(await sweepProofOrphans(t.deps, later, middle)).toBe(7)
    expect(stored()).toEqual([])
  })
})
