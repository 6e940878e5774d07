import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundles, mediaAssets, productImages, promos, recipes } from '#server/db/schema/catalog.ts'
import { putSettings } from '#server/settings/settings-repo.ts'
import { defaultHomepageImages } from '#shared/schemas/settings.ts'
import { addProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { solidImage, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { sweepMedia, sweepOrphanMedia } from './media-cleanup.ts'

let t: TestApp
let editor: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const newUpload = async () => uploadOk(t, await solidImage(500, 400).png().toBuffer(), editor)
const isStored = async (key: string) => {
  const rows = await t.db.select().from(mediaAssets).where(eq(mediaAssets.key, key))
  const onDisk = fs.existsSync(path.join(t.mediaDir, key))
  expect(onDisk).toBe(rows.length > 0) // file and record always go together
  return onDisk
}

describe('sweepMedia', () => {
  it('removes an upload nothing refers to, files and record', async () => {
    const upload = await newUpload()
    await sweepMedia(t.deps, [upload.mediaKey, null, 'not-a-key'])
    expect(await isStored(upload.mediaKey)).toBe(false)
    expect((await t.request(upload.url)).status).toBe(404)
  })

  it('keeps uploads a product, bundle, recipe, promo or homepage setting still shows', async () => {
    const [forProduct, forBundle, forRecipe, forPromo, forHomepage] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => newUpload()),
    )
    const product = await addProduct(t, { name: 'Swept Ribeye' })
    await t.db.insert(productImages).values({
      productId: product.id,
      position: 0,
      url: forProduct!.url,
      mediaKey: forProduct!.mediaKey,
    })
    await t.db.insert(bundles).values({ name: 'B', priceCentavos: 100, imageUrl: forBundle!.url })
    await t.db.insert(recipes).values({ title: 'R', imageUrl: forRecipe!.url })
    await t.db.insert(promos).values({
      title: 'P',
      description: 'd',
      imageUrl: forPromo!.url,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    })
    await putSettings(
      t.db,
      'homepage',
      { ...defaultHomepageImages, heroImage: forHomepage!.url },
      new Date(),
    )
    const all = [forProduct, forBundle, forRecipe, forPromo, forHomepage].map((u) => u!.mediaKey)
    await sweepMedia(t.deps, all)
    for (const key of all) expect(await isStored(key)).toBe(true)
  })
})

describe('sweepOrphanMedia', () => {
  it('removes uploads never attached after a day, keeps newer and attached ones', async () => {
    const abandoned = await newUpload()
    const attached = await newUpload()
    const product = await addProduct(t, { name: 'Orphan Check' })
    await t.db.insert(productImages).values({
      productId: product.id,
      position: 0,
      url: attached.url,
      mediaKey: attached.mediaKey,
    })
    await sweepOrphanMedia(t.deps)
    expect(await isStored(abandoned.mediaKey)).toBe(true) // not a day old yet

    t.setNow(new Date(Date.now() + 25 * 60 * 60 * 1000))
    // A day later the old session has gone idle: staff sign in again.
    editor = (await t.signIn('editor')).cookie
    try {
      const fresh = await newUpload()
      await sweepOrphanMedia(t.deps)
      expect(await isStored(abandoned.mediaKey)).toBe(false)
      expect(await isStored(attached.mediaKey)).toBe(true)
      expect(await isStored(fresh.mediaKey)).toBe(true)
    } finally {
      t.setNow(undefined)
    }
  })
})
