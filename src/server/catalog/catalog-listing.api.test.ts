import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductListing } from '#shared/schemas/catalog.ts'
import { addProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function list(query = ''): Promise<ProductListing> {
  const res = await t.request(`/api/catalog/products${query}`)
  expect(res.status).toBe(200)
  return res.json()
}
const names = (listing: ProductListing) => listing.items.map((p) => p.name)

describe('GET /api/catalog/products on the sample catalog', () => {
  it('lists every published product, name A-Z by default, sold out last, with paging facts', async () => {
    const listing = await list()
    // The sample chicken is sold out (issue 31: sold-out products come last).
    expect(names(listing)).toEqual([
      'Pork Belly (Liempo)',
      'Premium Ribeye Steak',
      'Tiger Prawns',
      'Free-Range Whole Chicken',
    ])
    expect(listing).toMatchObject({ total: 4, page: 1, pageSize: 24, pageCount: 1 })
  })

  it('answers products in the shared public shape', async () => {
    const [liempo] = (await list('?q=liempo')).items
    expect(liempo).toMatchObject({
      name: 'Pork Belly (Liempo)',
      category: 'pork',
      cutType: 'Belly',
      priceCentavos: 32_000,
      discountPerKgCentavos: 4_000,
      discountPriceCentavos: 28_000,
      stockGrams: 50_000,
      minOrderGrams: 500,
      tags: ['NEW', 'SALE'],
      deliveryAreas: ['Metro Manila', 'Cavite', 'Laguna'],
      coverImageIndex: 0,
      images: [
        {
          url: '/images/samples/product-liempo.svg',
          alt: 'Pork Belly (Liempo)',
          width: null,
          height: null,
          variants: [],
        },
      ],
    })
    expect(new Date(liempo!.createdAt).toISOString()).toBe(liempo!.createdAt)
    expect(liempo).not.toHaveProperty('visibility')
  })

  it('filters by category; all means every category', async () => {
    expect(names(await list('?category=pork'))).toEqual(['Pork Belly (Liempo)'])
    expect((await list('?category=all')).total).toBe(4)
  })

  it('searches name, cut type and description, ignoring case and surrounding blanks', async () => {
    expect(names(await list('?q=RIBEYE'))).toEqual(['Premium Ribeye Steak'])
    expect(names(await list('?q=shell-on'))).toEqual(['Tiger Prawns'])
    expect(names(await list('?q=lechon%20KAWALI'))).toEqual(['Pork Belly (Liempo)'])
    expect(names(await list('?q=%20%20prawns%20'))).toEqual(['Tiger Prawns'])
    expect((await list('?q=%20%20')).total).toBe(4)
  })

  it('combines search and category', async () => {
    expect(names(await list('?q=grill&category=beef'))).toEqual(['Premium Ribeye Steak'])
    expect((await list('?q=grill&category=chicken')).total).toBe(0)
  })

  it('sorts by the effective (discounted) price, both ways', async () => {
    // Liempo costs 320/kg less 40: at 280 it sorts below a 300/kg product. The
    // chicken, cheapest but sold out, comes last either way.
    expect(names(await list('?sort=price-asc'))).toEqual([
      'Pork Belly (Liempo)',
      'Tiger Prawns',
      'Premium Ribeye Steak',
      'Free-Range Whole Chicken',
    ])
    expect(names(await list('?sort=price-desc'))).toEqual([
      'Premium Ribeye Steak',
      'Tiger Prawns',
      'Pork Belly (Liempo)',
      'Free-Range Whole Chicken',
    ])
  })

  it('pages', async () => {
    const second = await list('?pageSize=3&page=2')
    expect(names(second)).toEqual(['Free-Range Whole Chicken'])
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3, pageCount: 2 })
    const beyond = await list('?pageSize=3&page=9')
    expect(beyond).toMatchObject({ items: [], total: 4, page: 9 })
  })

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=100001', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['sort=cheapest', 'sort'],
    ['category=lamb', 'category'],
    ['q=a&q=b', 'q'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const res = await t.request(`/api/catalog/products?${query}`)
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(body.error.fields).toHaveProperty(field)
  })
})

describe('search input that could be mistaken for syntax', () => {
  beforeAll(async () => {
    await addProduct(t, { name: `Chef's "100%" Burger_Mix \\ Special`, category: 'beef' })
    await addProduct(t, { name: 'Burger Mix 100 Percent', category: 'beef' })
  })

  it.each([
    ['%', 1],
    ['_', 1],
    ['\\', 1],
    ['100%', 1],
    ['burger_mix', 1],
    ['%"100%"%', 0],
    ["chef's", 1],
    ['"100', 1],
    ['.*', 0],
    ['[a-z]+', 0],
    ["'; drop table products; --", 0],
    ['(Liempo)', 1],
  ])('%j matches literally (%i found)', async (q, found) => {
    const listing = await list(`?q=${encodeURIComponent(q)}`)
    expect(listing.total).toBe(found)
  })

  it('answers a 10,000-character search with an empty result, and refuses a longer one', async () => {
    expect(await list(`?q=${'a'.repeat(10_000)}`)).toMatchObject({ items: [], total: 0 })
    expect(await list(`?q=${'%25_'.repeat(5_000)}`)).toMatchObject({ total: 0 })
    const res = await t.request(`/api/catalog/products?q=${'a'.repeat(10_001)}`)
    expect(res.status).toBe(422)
  })

  it('answers text PostgreSQL cannot hold (NUL) or broken escapes with a normal answer', async () => {
    expect(await list('?q=pork%00belly')).toMatchObject({ items: [], total: 0 })
    // The fields are joined by U+0001 in the stored search text: no match across them.
    expect(await list('?q=liempo)%01belly')).toMatchObject({ items: [], total: 0 })
    const res = await t.request('/api/catalog/products?q=%E0%A4%A')
    expect(res.status).toBeLessThan(500)
  })
})

describe('ties', () => {
  it('break by id, so pages never overlap', async () => {
    const a = await addProduct(t, { name: 'Tie Steak', cutType: 'tiecut', priceCentavos: 50_000 })
    const b = await addProduct(t, { name: 'Tie Steak', cutType: 'tiecut', priceCentavos: 50_000 })
    for (const sort of ['name', 'price-asc', 'price-desc']) {
      const ids = (await list(`?q=tiecut&sort=${sort}`)).items.map((p) => p.id)
      expect(ids).toEqual([a.id, b.id])
    }
  })
})
