import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundles } from '#server/db/schema/catalog.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import type { ListOf, PublicBundle } from '#shared/schemas/catalog.ts'
import {
  contentClient,
  expectSignedOutRefused,
  laterClock,
} from '#tests/support/fixtures/admin-content-fixtures.ts'
import { addProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { solidImage, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import { firstZone, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

const paths = adminCatalogApiPaths.bundles
let t: TestApp
let editor: ReturnType<typeof contentClient<AdminBundle>>
let admin: ReturnType<typeof contentClient<AdminBundle>>
let beef: number
let pork: number
let seededId: number
let tick: () => string

beforeAll(async () => {
  t = await createTestApp()
  editor = contentClient<AdminBundle>(t, paths, (await t.signIn('editor')).cookie)
  admin = contentClient<AdminBundle>(t, paths, (await t.signIn('admin')).cookie)
  beef = (await addProduct(t, { name: 'Bundle Beef', stockGrams: 20_000 })).id
  pork = (await addProduct(t, { name: 'Bundle Pork', stockGrams: 20_000 })).id
  seededId = (await t.db.select({ id: bundles.id }).from(bundles))[0]!.id
  tick = laterClock(t)
})
afterAll(() => t.close())

const valid = (extra: Record<string, unknown> = {}) => ({
  name: 'Sunday Roast Box',
  description: 'Beef and pork for a family roast.',
  price: '1500',
  discountPrice: '1299.50',
  imageUrl: '/images/samples/bundle-grill.svg',
  items: [
    { productId: pork, quantity: '0.5' },
    { productId: beef, quantity: 2 },
  ],
  ...extra,
})

async function storefrontBundles(): Promise<PublicBundle[]> {
  const res = await t.request('/api/catalog/bundles')
  expect(res.status).toBe(200)
  return ((await res.json()) as ListOf<PublicBundle>).items
}

describe('access', () => {
  it('refuses every route without a session', async () => {
    await expectSignedOutRefused(t, paths, seededId)
  })

  it('lets editors and admins in', async () => {
    expect((await editor.get(seededId)).name).toBe('Grill Master Bundle')
    expect((await admin.list()).total).toBeGreaterThanOrEqual(1)
  })

  it('answers 404 for a bundle that does not exist, and creates nothing', async () => {
    const cookie = (await t.signIn('editor')).cookie
    const before = (await editor.list()).total
    const answers = await Promise.all([
      t.request(paths.item(999_999), { cookie }),
      t.request('/api/admin/bundles/abc', { cookie }),
      t.request(paths.item(999_999), { method: 'PUT', json: valid(), cookie }),
      t.request(paths.visibility(999_999), {
        method: 'PATCH',
        json: { visibility: 'draft' },
        cookie,
      }),
      t.request(paths.item(999_999), { method: 'DELETE', cookie }),
    ])
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404])
    expect((await editor.list()).total).toBe(before)
  })
})

describe('validation', () => {
  it('requires a name, a base price, a description and products', async () => {
    const fields = await editor.refused({ name: ' ', description: '', price: '', items: [] })
    expect(Object.keys(fields).sort()).toEqual(['description', 'items', 'name', 'price'])
    expect(fields.name).toBe('Name is required')
    expect(fields.price).toBe('Base price is required')
    expect(fields.items).toBe('Choose at least one product')
  })

  it('refuses a discounted price above the base price', async () => {
    const fields = await editor.refused(valid({ price: '1000', discountPrice: '1000.01' }))
    expect(fields).toEqual({
      discountPrice: 'The discounted price cannot be more than the base price',
    })
  })

  it('refuses a quantity of 0 kg and a product chosen twice', async () => {
    const zero = await editor.refused(valid({ items: [{ productId: beef, quantity: '0' }] }))
    expect(zero).toEqual({ 'items.0.quantity': 'Quantity must be more than 0 kg' })
    const twice = await editor.refused(
      valid({ items: [{ productId: beef }, { productId: beef, quantity: 1 }] }),
    )
    expect(twice).toEqual({ items: 'Each product can be chosen once' })
  })

  it('names products that do not exist, and writes nothing', async () => {
    const before = (await editor.list()).total
    const fields = await editor.refused(
      valid({ items: [{ productId: beef }, { productId: 987_654 }] }),
    )
    expect(fields.items).toContain('987654')
    expect((await editor.list()).total).toBe(before)
  })

  it('refuses an image address that is not a path or http(s)', async () => {
    const fields = await editor.refused(valid({ imageUrl: 'javascript:alert(1)' }))
    expect(fields).toEqual({ imageUrl: 'Image URL must start with / or https://' })
  })
})

describe('writes', () => {
  let created: AdminBundle

  it('creates a bundle with its items in the order chosen, shown at once', async () => {
    const now = tick()
    created = await editor.create(valid())
    expect(created).toMatchObject({
      name: 'Sunday Roast Box',
      priceCentavos: 150_000,
      discountPriceCentavos: 129_950,
      visibility: 'published',
      createdAt: now,
      updatedAt: now,
      items: [
        { productId: pork, name: 'Bundle Pork', quantityGrams: 500 },
        { productId: beef, name: 'Bundle Beef', quantityGrams: 2_000 },
      ],
    })
    const shown = (await storefrontBundles()).find((b) => b.id === created.id)
    expect(shown?.items.map((i) => i.name)).toEqual(['Bundle Pork', 'Bundle Beef'])
  })

  it('replaces fields and items together and refreshes updatedAt', async () => {
    const now = tick()
    const updated = await admin.update(
      created.id,
      valid({
        name: 'Big Roast Box',
        discountPrice: '',
        items: [{ productId: beef, quantity: '1.25' }],
      }),
    )
    expect(updated).toMatchObject({
      name: 'Big Roast Box',
      discountPriceCentavos: null,
      createdAt: created.createdAt,
      updatedAt: now,
      items: [{ productId: beef, quantityGrams: 1_250 }],
    })
    expect(await editor.get(created.id)).toEqual(updated)
    const shown = (await storefrontBundles()).find((b) => b.id === created.id)
    expect(shown).toMatchObject({ name: 'Big Roast Box', items: [{ quantityGrams: 1_250 }] })
  })

  it('hides a bundle set to draft from the storefront at once, and shows it again', async () => {
    const now = tick()
    const draft = await editor.setVisibility(created.id, 'draft')
    expect(draft).toMatchObject({ visibility: 'draft', updatedAt: now })
    expect((await storefrontBundles()).map((b) => b.id)).not.toContain(created.id)
    expect((await t.request(`/api/catalog/bundles/${created.id}`)).status).toBe(404)
    await editor.setVisibility(created.id, 'published')
    expect((await storefrontBundles()).map((b) => b.id)).toContain(created.id)
  })

  it('deletes a bundle: gone from the admin and the storefront', async () => {
    await editor.remove(created.id)
    expect((await storefrontBundles()).map((b) => b.id)).not.toContain(created.id)
    const res = await t.request(paths.item(created.id), {
      cookie: (await t.signIn('admin')).cookie,
    })
    expect(res.status).toBe(404)
  })

  it('deletes a bundle that was bought; the order keeps its line', async () => {
    t.setNow(undefined)
    const bought = await editor.create(valid({ name: 'Bought Box' }))
    const zone = await firstZone(t)
    const order = await placeOk(
      t,
      orderBody(zone.id, [{ kind: 'bundle', bundleId: bought.id, quantity: 1 }]),
    )
    await editor.remove(bought.id)
    const lines = await t.db
      .select({ name: orderItems.name, bundleId: orderItems.bundleId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.orderId))
    expect(lines).toEqual([{ name: 'Bought Box', bundleId: null }])
  })
})

describe('uploaded images', () => {
  const served = async (url: string) => (await t.request(url)).status

  it('removes a replaced image, and the last one with the bundle', async () => {
    t.setNow(undefined)
    const cookie = (await t.signIn('editor')).cookie
    const first = await uploadOk(t, await solidImage(400, 300).png().toBuffer(), cookie)
    const second = await uploadOk(t, await solidImage(500, 300).png().toBuffer(), cookie)
    const bundle = await editor.create(valid({ name: 'Pictured Box', imageUrl: first.url }))
    expect(await served(first.url)).toBe(200)
    await editor.update(bundle.id, valid({ name: 'Pictured Box', imageUrl: second.url }))
    expect(await served(first.url)).toBe(404)
    expect(await served(second.url)).toBe(200)
    await editor.remove(bundle.id)
    expect(await served(second.url)).toBe(404)
  })
})

describe('list', () => {
  const made: AdminBundle[] = []
  beforeAll(async () => {
    for (const [name, description] of [
      ['Kamayan Feast', 'Grilled pork for sharing'],
      ['Steak Night', 'Two ribeyes for a kamayan-style dinner'],
      ['Breakfast Tapa', 'Cured beef'],
    ]) {
      tick()
      made.push(await editor.create(valid({ name, description })))
    }
    await editor.setVisibility(made[2]!.id, 'draft')
  })

  it('lists newest first with paging', async () => {
    const page1 = await editor.list({ pageSize: 2 })
    expect(page1.items.map((b) => b.name)).toEqual(['Breakfast Tapa', 'Steak Night'])
    expect(page1.pageCount).toBe(Math.ceil(page1.total / 2))
    const page2 = await editor.list({ pageSize: 2, page: 2 })
    expect(page2.items[0]?.name).toBe('Kamayan Feast')
  })

  it('searches name and description, case-insensitive', async () => {
    const found = await editor.list({ q: 'KAMAYAN' })
    expect(found.items.map((b) => b.name)).toEqual(['Steak Night', 'Kamayan Feast'])
    expect((await editor.list({ q: '100%' })).total).toBe(0)
  })

  it('filters by status', async () => {
    const drafts = await editor.list({ status: 'draft' })
    expect(drafts.items.map((b) => b.name)).toEqual(['Breakfast Tapa'])
    const published = await editor.list({ status: 'published', q: 'a' })
    expect(published.items.every((b) => b.visibility === 'published')).toBe(true)
    expect(published.items.map((b) => b.name)).not.toContain('Breakfast Tapa')
  })
})
