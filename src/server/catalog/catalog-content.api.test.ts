import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleItems, bundles, promos, recipeProducts, recipes } from '#server/db/schema/catalog.ts'
import type { ListOf, PublicBundle, PublicPromo, PublicRecipe } from '#shared/schemas/catalog.ts'
import { defaultHomepageImages } from '#shared/schemas/settings.ts'
import {
  addProduct,
  productIdByName,
  updateProduct,
} from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { notifyCatalogChanged } from './catalog-changes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function get<T>(path: string): Promise<T> {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return res.json()
}
const changed = () => notifyCatalogChanged(t.db, t.deps.catalogCache)

describe('bundles', () => {
  let bundleId: number
  beforeAll(async () => {
    const [row] = await t.db.select({ id: bundles.id }).from(bundles)
    bundleId = row!.id
  })

  it('lists published bundles with their items in order', async () => {
    const { items } = await get<ListOf<PublicBundle>>('/api/catalog/bundles')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      id: bundleId,
      name: 'Grill Master Bundle',
      priceCentavos: 120_000,
      discountPriceCentavos: 100_000,
      imageUrl: '/images/samples/bundle-grill.svg',
      items: [
        { name: 'Premium Ribeye Steak', quantityGrams: 1_000 },
        { name: 'Pork Belly (Liempo)', quantityGrams: 1_000 },
      ],
      available: true,
    })
    expect(await get<PublicBundle>(`/api/catalog/bundles/${bundleId}`)).toEqual(items[0])
  })

  it('is unavailable when a product lacks the stock for one bundle', async () => {
    const ribeye = await productIdByName(t, 'Premium Ribeye Steak')
    await updateProduct(t, ribeye, { stockGrams: 999 })
    expect((await get<PublicBundle>(`/api/catalog/bundles/${bundleId}`)).available).toBe(false)
    await updateProduct(t, ribeye, { stockGrams: 1_000 })
    expect((await get<PublicBundle>(`/api/catalog/bundles/${bundleId}`)).available).toBe(true)
  })

  it('is unavailable when it holds nothing', async () => {
    const [empty] = await t.db
      .insert(bundles)
      .values({ name: 'Empty Box', priceCentavos: 1_000 })
      .returning()
    await changed()
    expect((await get<PublicBundle>(`/api/catalog/bundles/${empty!.id}`)).available).toBe(false)
  })

  it('answers 404 for a draft, unknown or malformed bundle', async () => {
    const [draft] = await t.db
      .insert(bundles)
      .values({ name: 'Secret Box', priceCentavos: 1_000, visibility: 'draft' })
      .returning()
    await changed()
    for (const id of [String(draft!.id), '424242', 'x']) {
      expect((await t.request(`/api/catalog/bundles/${id}`)).status).toBe(404)
    }
    const { items } = await get<ListOf<PublicBundle>>('/api/catalog/bundles')
    expect(items.map((b) => b.name)).not.toContain('Secret Box')
  })

  it('lists the items of a bundle even when one of them is a draft, and flags it', async () => {
    const draft = await addProduct(t, { name: 'Hidden Sausage', visibility: 'draft' })
    await t.db.insert(bundleItems).values({ bundleId, productId: draft.id, position: 5 })
    await changed()
    const bundle = await get<PublicBundle>(`/api/catalog/bundles/${bundleId}`)
    expect(bundle.items.map((i) => i.name)).toContain('Hidden Sausage')
    expect(bundle.available).toBe(false)
    await t.db.delete(bundleItems).where(eq(bundleItems.productId, draft.id))
    await changed()
  })
})

describe('recipes', () => {
  it('lists published recipes with their published products in position order', async () => {
    const { items } = await get<ListOf<PublicRecipe>>('/api/catalog/recipes')
    expect(items.map((r) => r.title)).toEqual([
      'Classic Pan-Seared Ribeye',
      'Crispy Lechon Kawali',
      'Garlic Butter Prawns',
    ])
    const prawns = items[2]!
    expect(prawns.relatedProducts.map((p) => p.name)).toEqual([
      'Tiger Prawns',
      'Premium Ribeye Steak',
    ])
    expect(prawns.relatedProducts[0]!.images).toHaveLength(1)
    expect(prawns.ingredients[0]).toBe('500 g tiger prawns')
    expect(await get<PublicRecipe>(`/api/catalog/recipes/${prawns.id}`)).toEqual(prawns)
  })

  it('leaves out draft recipes and draft related products', async () => {
    const [recipe] = await t.db
      .insert(recipes)
      .values({ title: 'Draft Recipe', visibility: 'draft' })
      .returning()
    const hidden = await addProduct(t, { name: 'Hidden Herb Rub', visibility: 'draft' })
    const shown = await addProduct(t, { name: 'Shown Marinade' })
    const [open] = await t.db.insert(recipes).values({ title: 'Open Recipe' }).returning()
    await t.db.insert(recipeProducts).values([
      { recipeId: open!.id, productId: shown.id, position: 1 },
      { recipeId: open!.id, productId: hidden.id, position: 0 },
    ])
    await changed()
    expect((await t.request(`/api/catalog/recipes/${recipe!.id}`)).status).toBe(404)
    const detail = await get<PublicRecipe>(`/api/catalog/recipes/${open!.id}`)
    expect(detail.relatedProducts.map((p) => p.name)).toEqual(['Shown Marinade'])
    const { items } = await get<ListOf<PublicRecipe>>('/api/catalog/recipes')
    expect(items.map((r) => r.title)).not.toContain('Draft Recipe')
  })
})

describe('promos', () => {
  beforeAll(async () => {
    await t.db.insert(promos).values([
      { title: 'March Sale', description: 'd', startDate: '2030-03-01', endDate: '2030-03-05' },
      {
        title: 'Hidden Sale',
        description: 'd',
        startDate: '2030-03-01',
        endDate: '2030-03-05',
        visibility: 'draft',
      },
    ])
    await changed()
  })
  const titlesAt = async (instant: string) => {
    t.setNow(new Date(instant))
    const { items } = await get<ListOf<PublicPromo>>('/api/catalog/promos')
    return items.map((p) => p.title)
  }
  afterAll(() => t.setNow(undefined))

  it('shows a published promo from Manila midnight of its start date', async () => {
    expect(await titlesAt('2030-02-28T15:59:59Z')).toEqual([])
    expect(await titlesAt('2030-02-28T16:00:00Z')).toEqual(['March Sale'])
  })

  it('until the last second of its end date in Manila, cache or no cache', async () => {
    expect(await titlesAt('2030-03-05T15:59:59Z')).toEqual(['March Sale'])
    expect(await titlesAt('2030-03-05T16:00:00Z')).toEqual([])
    expect(await titlesAt('2030-03-05T15:59:59Z')).toEqual(['March Sale'])
  })

  it('answers dates as Manila calendar dates', async () => {
    t.setNow(new Date('2030-03-02T00:00:00Z'))
    const { items } = await get<ListOf<PublicPromo>>('/api/catalog/promos')
    expect(items[0]).toMatchObject({
      title: 'March Sale',
      startDate: '2030-03-01',
      endDate: '2030-03-05',
      imageUrl: null,
      link: null,
    })
  })
})

describe('GET /api/homepage', () => {
  it('answers the homepage images from settings, with an ETag', async () => {
    const res = await t.request('/api/homepage')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(defaultHomepageImages)
    const etag = res.headers.get('etag')!
    const again = await t.request('/api/homepage', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })
})
