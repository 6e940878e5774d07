import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_NEWEST_LIMIT } from '#shared/catalog-options.ts'
import type {
  ListOf,
  ProductDetail,
  PublicBundle,
  PublicProduct,
  PublicRecipe,
} from '#shared/schemas/catalog.ts'
import {
  addProduct,
  productIdByName,
  updateProduct,
} from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let ribeyeId: number
beforeAll(async () => {
  t = await createTestApp()
  ribeyeId = await productIdByName(t, 'Premium Ribeye Steak')
})
afterAll(() => t.close())

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return res.json()
}

describe('GET /api/catalog/products/:id', () => {
  it('answers the product and other published products of its category', async () => {
    const other = await addProduct(t, { name: 'Beef Brisket', category: 'beef' })
    const detail = await get<ProductDetail>(`/api/catalog/products/${ribeyeId}`)
    expect(detail.product).toMatchObject({ id: ribeyeId, name: 'Premium Ribeye Steak' })
    expect(detail.related.map((p) => p.id)).toEqual([other.id])
  })

  it('relates at most four products', async () => {
    for (let i = 0; i < 5; i++) await addProduct(t, { name: `Beef Cut ${i}`, category: 'beef' })
    const detail = await get<ProductDetail>(`/api/catalog/products/${ribeyeId}`)
    expect(detail.related).toHaveLength(4)
    expect(detail.related.every((p) => p.category === 'beef' && p.id !== ribeyeId)).toBe(true)
  })

  it.each(['999999', '0', '-1', '1.5', 'abc', '1e3', '99999999999', '%20'])(
    'answers %j with a JSON 404',
    async (id) => {
      const res = await t.request(`/api/catalog/products/${id}`)
      expect(res.status).toBe(404)
      expect((await res.json()).error.code).toBe('not_found')
    },
  )
})

describe('GET /api/catalog/products/newest', () => {
  it(`answers at most ${HOME_NEWEST_LIMIT} published products tagged NEW, newest first`, async () => {
    const base = Date.now() + 60_000
    const added: PublicProduct['id'][] = []
    for (let i = 0; i < 5; i++) {
      const row = await addProduct(t, {
        name: `Fresh Arrival ${i}`,
        tags: ['NEW'],
        createdAt: new Date(base + i * 1000),
      })
      added.push(row.id)
    }
    await addProduct(t, { name: 'Not New', createdAt: new Date(base + 10_000) })
    await addProduct(t, {
      name: 'Draft New',
      tags: ['NEW'],
      visibility: 'draft',
      createdAt: new Date(base + 20_000),
    })
    const { items } = await get<ListOf<PublicProduct>>('/api/catalog/products/newest')
    expect(items.map((p) => p.id)).toEqual(added.slice(1).reverse())
  })
})

describe('a product set to draft', () => {
  beforeAll(async () => {
    // Warm every answer that shows the ribeye, then hide it the way staff will.
    await get(`/api/catalog/products/${ribeyeId}`)
    await get('/api/catalog/products')
    await get('/api/catalog/recipes')
    await get('/api/catalog/bundles')
    await updateProduct(t, ribeyeId, { visibility: 'draft' })
  })

  it('is gone from listings, search and its own page', async () => {
    const listing = await get<{ items: PublicProduct[] }>('/api/catalog/products?pageSize=100')
    expect(listing.items.map((p) => p.id)).not.toContain(ribeyeId)
    expect((await get<{ total: number }>('/api/catalog/products?q=ribeye')).total).toBe(0)
    expect((await t.request(`/api/catalog/products/${ribeyeId}`)).status).toBe(404)
  })

  it('is not related to anything, nor listed as newest', async () => {
    const { items } = await get<ListOf<PublicProduct>>('/api/catalog/products/newest')
    expect(items.map((p) => p.id)).not.toContain(ribeyeId)
    const other = await productIdByName(t, 'Beef Brisket')
    const detail = await get<ProductDetail>(`/api/catalog/products/${other}`)
    expect(detail.related.map((p) => p.id)).not.toContain(ribeyeId)
  })

  it('leaves recipes that use it, without it', async () => {
    const { items } = await get<ListOf<PublicRecipe>>('/api/catalog/recipes')
    const steak = items.find((r) => r.title === 'Classic Pan-Seared Ribeye')!
    expect(steak.relatedProducts).toEqual([])
    const prawns = items.find((r) => r.title === 'Garlic Butter Prawns')!
    expect(prawns.relatedProducts.map((p) => p.name)).toEqual(['Tiger Prawns'])
  })

  it('makes bundles that hold it unavailable', async () => {
    const { items } = await get<ListOf<PublicBundle>>('/api/catalog/bundles')
    expect(items[0]).toMatchObject({ name: 'Grill Master Bundle', available: false })
  })

  it('comes back when published again', async () => {
    await updateProduct(t, ribeyeId, { visibility: 'published' })
    expect((await t.request(`/api/catalog/products/${ribeyeId}`)).status).toBe(200)
    const { items } = await get<ListOf<PublicBundle>>('/api/catalog/bundles')
    expect(items[0]!.available).toBe(true)
  })
})
