import { describe, expect, it } from 'vitest'
import type { PublicProduct } from '#shared/schemas/catalog.ts'
import {
  productsInAnswer,
  productsInQuery,
  searchSavedProducts,
  uniqueProducts,
} from './saved-products.ts'

const product = (id: number, overrides: Partial<PublicProduct> = {}): PublicProduct =>
  ({
    id,
    name: `Product ${id}`,
    category: 'beef',
    cutType: 'Cut',
    description: 'Fresh.',
    priceCentavos: 50_000,
    discountPriceCentavos: null,
    stockGrams: 10_000,
    images: [],
    tags: [],
    coverImageIndex: 0,
    ...overrides,
  }) as PublicProduct

const ribeye = product(1, {
  name: 'Premium Ribeye Steak',
  cutType: 'Ribeye',
  priceCentavos: 85_000,
})
const liempo = product(2, {
  name: 'Pork Belly (Liempo)',
  category: 'pork',
  cutType: 'Belly',
  description: 'Layered belly for the grill.',
  priceCentavos: 32_000,
  discountPriceCentavos: 28_000,
})
const chicken = product(3, {
  name: 'free-range whole chicken',
  category: 'chicken',
  cutType: 'Whole',
  priceCentavos: 18_000,
})
const prawns = product(4, {
  name: 'Tiger Prawns',
  category: 'seafood',
  cutType: 'Whole, shell-on',
  priceCentavos: 65_000,
})
const saved = [ribeye, liempo, chicken, prawns]
const listing: Parameters<typeof searchSavedProducts>[1] = { q: '', category: 'all', sort: 'name' }

describe('searching the products saved on the device', () => {
  it('matches name, cut type and description without regard to case, never across two fields', () => {
    const names = (q: string) => searchSavedProducts(saved, { ...listing, q }).map((p) => p.name)
    expect(names('LIEMPO')).toEqual(['Pork Belly (Liempo)'])
    expect(names('ribeye')).toEqual(['Premium Ribeye Steak'])
    expect(names('  grill ')).toEqual(['Pork Belly (Liempo)'])
    expect(names('shell-on')).toEqual(['Tiger Prawns'])
    expect(names('wagyu')).toEqual([])
    expect(names('Steak\u0001Ribeye')).toEqual([])
    // Characters a database pattern would treat as wildcards are plain text here too.
    expect(names('%')).toEqual([])
  })

  it('keeps to the category and sorts as the shop does, equal ones by id', () => {
    const ids = (over: Partial<typeof listing>) =>
      searchSavedProducts(saved, { ...listing, ...over }).map((p) => p.id)
    expect(ids({ category: 'pork' })).toEqual([2])
    // Names A-Z without regard to case: 'free-range…' before 'Pork…'.
    expect(ids({})).toEqual([3, 2, 1, 4])
    // By the price paid per kg: Liempo at its ₱280 discount price.
    expect(ids({ sort: 'price-asc' })).toEqual([3, 2, 4, 1])
    expect(ids({ sort: 'price-desc' })).toEqual([1, 4, 2, 3])
    const twin = product(9, { name: ribeye.name, priceCentavos: ribeye.priceCentavos })
    expect(
      searchSavedProducts([twin, ribeye], { ...listing, sort: 'price-desc' }).map((p) => p.id),
    ).toEqual([1, 9])
  })
})

describe('finding saved products', () => {
  it('reads the listing, the newest and one product with its related ones, from queries and kept answers', () => {
    const listingAnswer = { items: [ribeye, liempo], total: 2, page: 1, pageSize: 24, pageCount: 1 }
    expect(
      productsInQuery(
        ['catalog', 'products', 'listing', '/api/catalog/products?q=x'],
        listingAnswer,
      ),
    ).toEqual([ribeye, liempo])
    expect(productsInQuery(['catalog', 'products', 'newest'], { items: [prawns] })).toEqual([
      prawns,
    ])
    expect(
      productsInQuery(['catalog', 'products', 'detail', 1], {
        product: ribeye,
        related: [chicken],
      }),
    ).toEqual([ribeye, chicken])
    expect(productsInAnswer('/api/catalog/products', listingAnswer)).toEqual([ribeye, liempo])
    expect(productsInAnswer('/api/catalog/products/newest', { items: [prawns] })).toEqual([prawns])
    expect(productsInAnswer('/api/catalog/products/3', { product: chicken, related: [] })).toEqual([
      chicken,
    ])
  })

  it('leaves out other answers and anything that is not a product', () => {
    expect(productsInQuery(['catalog', 'bundles'], { items: [ribeye] })).toEqual([])
    expect(productsInQuery(['catalog', 'products', 'listing', 'x'], null)).toEqual([])
    expect(productsInAnswer('/api/catalog/bundles', { items: [ribeye] })).toEqual([])
    expect(
      productsInAnswer('/api/catalog/products', { items: [ribeye, { id: 'x' }, null, 7] }),
    ).toEqual([ribeye])
    expect(productsInAnswer('/api/catalog/products/1', { product: { name: 'x' } })).toEqual([])
  })

  it('keeps each product once, as first found', () => {
    const older = { ...ribeye, priceCentavos: 80_000 }
    expect(uniqueProducts([ribeye, liempo, older])).toEqual([ribeye, liempo])
  })
})
