import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { kiloOrders } from '#tests/support/fixtures/kilo-orders.ts'
import { proofsOf, sendProofOk } from '#tests/support/fixtures/proof-fixtures.ts'
import { type S3ServerProcess, startS3Server } from '#tests/support/processes/s3-server-process.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { newProofKey, PROOF_FILE_NAME, PROOF_KEY_PREFIX } from './proof-file.ts'
import { PROOF_ORPHAN_GRACE_MS } from './proof-orphan-sweep.ts'

/**
 * Issue 29, decision 0081: the proof orphan sweep and the store's key listing against a
 * real S3-compatible server (s3rver, as src/server/media/s3-media-store.api.test.ts),
 * with the bucket under a prefix as MEDIA_S3_PREFIX puts it.
 */
let s3: S3ServerProcess
let t: TestApp
const MINUTE = 60_000
const bytes = new TextEncoder().encode('bytes of a stored proof')

beforeAll(async () => {
  s3 = await startS3Server('shop-proofs')
  t = await createTestApp(s3.mediaEnv('media'))
})
afterAll(async () => {
  await t?.close()
  await s3?.remove()
})

const proofNames = async () =>
  (await s3.names()).filter((n) => n.startsWith(`media/${PROOF_KEY_PREFIX}`))

describe('listing keys in the S3 store', () => {
  it('lists keys under a prefix in order, from a key on, a key once however many files it has', async () => {
    // Three files a key and a page of four objects: pages end inside a key.
    for (const key of ['list-a', 'list-b', 'list-c']) {
      for (const file of ['1.webp', '2.webp', '3.webp']) {
        await t.deps.media.put(key, file, bytes, 'image/webp')
      }
    }
    await t.deps.media.put('other-a', '1.webp', bytes, 'image/webp')
    const keysOf = async (options: { from?: string; limit: number }) =>
      (await t.deps.media.listKeys('list-', options)).map((k) => k.key)

    expect(await keysOf({ limit: 10 })).toEqual(['list-a', 'list-b', 'list-c'])
    expect(await keysOf({ limit: 2 })).toEqual(['list-a', 'list-b'])
    expect(await keysOf({ from: 'list-b', limit: 10 })).toEqual(['list-b', 'list-c'])
    expect(await keysOf({ from: 'list-c', limit: 1 })).toEqual(['list-c'])
    const [listed] = await t.deps.media.listKeys('list-a', { limit: 1 })
    expect(Math.abs(listed!.modifiedAt.getTime() - Date.now())).toBeLessThan(5 * MINUTE)
    for (const key of ['list-a', 'list-b', 'list-c', 'other-a']) await t.deps.media.removeAll(key)
  })
})

describe('the proof orphan sweep (S3)', () => {
  it('removes proof objects with no row once an hour old, and keeps proofs and fresh ones', async () => {
    const shop = await kiloOrders(t, 'S3 Orphan Loin', 100_000)
    const order = await shop.place()
    await sendProofOk(t, order)
    const [proof] = await proofsOf(t, order.orderId)
    const lost = newProofKey()
    await t.deps.media.put(lost, PROOF_FILE_NAME, bytes, 'image/webp')
    const writtenAt = Date.now()
    const expected = (keys: string[]) => keys.map((k) => `media/${k}/${PROOF_FILE_NAME}`).sort()

    const early = await runHousekeeping(
      t.deps,
      new Date(writtenAt + PROOF_ORPHAN_GRACE_MS - MINUTE),
    )
    expect(early.sweptProofFiles).toBe(0)
    expect(await proofNames()).toEqual(expected([lost, proof!.storageKey]))

    // s3rver's times are whole seconds: two minutes past the hour is past it however rounded.
    const later = await runHousekeeping(
      t.deps,
      new Date(writtenAt + PROOF_ORPHAN_GRACE_MS + 2 * MINUTE),
    )
    expect(later.sweptProofFiles).toBe(1)
    expect(await proofNames()).toEqual(expected([proof!.storageKey]))
    const image = await t.request(adminOrdersApiPaths.paymentProofImage(order.orderId), {
      cookie: (await t.signIn('admin')).cookie,
    })
    expect(image.status).toBe(200)
  })

  it('tries again next run when the store cannot be listed, without failing the round', async () => {
    const lost = newProofKey()
    await t.deps.media.put(lost, PROOF_FILE_NAME, bytes, 'image/webp')
    const later = new Date(Date.now() + 2 * PROOF_ORPHAN_GRACE_MS)
    await s3.kill()
    try {
      expect((await runHousekeeping(t.deps, later)).sweptProofFiles).toBe(0)
    } finally {
      await s3.restart()
    }
    expect((await runHousekeeping(t.deps, later)).sweptProofFiles).toBe(1)
    expect(await proofNames()).not.toContain(`media/${lost}/${PROOF_FILE_NAME}`)
  })
})
