import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductInput } from '#shared/schemas/admin-catalog.ts'
import {
  createProduct,
  createProductOk,
  productBody,
  putProduct,
} from '#tests/support/fixtures/admin-product-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: string
let admin: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
  admin = (await t.signIn('admin')).cookie
})
afterAll(() => t.close())

const image = (n: number) => ({
  url: `/images/samples/p${n}.svg`,
  alt: `Photo ${n}`,
  mediaKey: null,
})

/** Each rule of docs/product-rules.md §5 as the API answers it: the field and its message. */
const refusals: [string, Record<string, unknown>, string, string | RegExp][] = [
  ['a missing name', { name: '  ' }, 'name', 'Name is required'],
  ['a long name', { name: 'x'.repeat(121) }, 'name', 'Name must be at most 120 characters'],
  ['an unknown category', { category: 'lamb' }, 'category', 'Choose a category'],
  ['a missing cut type', { cutType: '' }, 'cutType', 'Cut type is required'],
  ['a missing price', { price: '' }, 'price', 'Price is required'],
  [
    'a price in words',
    { price: 'cheap' },
    'price',
    'Price must be an amount in pesos, like 850.50',
  ],
  ['a price of 0', { price: '0' }, 'price', /^Price must be between ₱0.01 and ₱100,000$/],
  ['a price over ₱100,000', { price: 100_000.01 }, 'price', /^Price must be between/],
  [
    'a discount over ₱100',
    { discountPerKg: '100.01' },
    'discountPerKg',
    /^Discount per kg must be between ₱0 and ₱100$/,
  ],
  [
    'a discount above the price',
    { price: '50', discountPerKg: '60' },
    'discountPerKg',
    'Discount per kg cannot be more than the price',
  ],
  ['a missing SKU', { sku: '' }, 'sku', 'SKU is required'],
  ['a missing stock', { stock: '' }, 'stock', 'Stock is required'],
  ['a negative stock', { stock: '-1' }, 'stock', 'Stock must be a number of kilograms, 0 or more'],
  ['a stock over 100,000 kg', { stock: '100001' }, 'stock', 'Stock must be at most 100000 kg'],
  [
    'a minimum order off the 0.1 kg step',
    { minOrder: '0.25' },
    'minOrder',
    'Minimum order must be in steps of 0.1 kg, 0 or more',
  ],
  ['a missing minimum order', { minOrder: '' }, 'minOrder', 'Minimum order is required'],
  ['a missing description', { description: '' }, 'description', 'Description is required'],
  ['a long tag', { tags: ['x'.repeat(31)] }, 'tags.0', 'Tags must be at most 30 characters'],
  ['an unknown visibility', { visibility: 'hidden' }, 'visibility', /./],
  [
    'a long delivery area',
    { deliveryAreas: ['y'.repeat(81)] },
    'deliveryAreas.0',
    'Each delivery area must be at most 80 characters',
  ],
  [
    'a script image address',
    { images: [{ url: 'javascript:alert(1)', alt: '' }] },
    'images.0.url',
    'Image address must start with / or https://',
  ],
  [
    'six images',
    { images: [1, 2, 3, 4, 5, 6].map(image) },
    'images',
    'You can only upload a maximum of 5 images.',
  ],
]

describe('product fields', () => {
  it.each(refusals)('refuses %s with 422 on the field', async (_, patch, field, message) => {
    const res = await createProduct(t, { ...productBody(), ...patch }, editor)
    expect(res.status).toBe(422)
    const body = await res.json()
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields)).toEqual([field])
    expect(body.error.fields[field]).toMatch(message)
  })

  it('applies the same rules to an edit', async () => {
    const product = await createProductOk(t, productBody(), editor)
    const res = await putProduct(t, product.id, { ...productBody(), price: '' }, editor)
    expect(res.status).toBe(422)
    expect((await res.json()).error.fields).toEqual({ price: 'Price is required' })
  })

  it('stores amounts as centavos and grams and fills the defaults', async () => {
    const product = await createProductOk(
      t,
      productBody({
        price: '1,850.50',
        discountPerKg: 50,
        stock: 2.345,
        minOrder: '1.5',
        origin: '',
        allergens: '  ',
        deliveryAreas: ' , ',
        images: [image(1), { url: '', alt: 'dropped' }, image(2)],
        coverImageIndex: 4,
      }),
      editor,
    )
    expect(product).toMatchObject({
      priceCentavos: 185_050,
      discountPerKgCentavos: 5_000,
      discountPriceCentavos: 180_050,
      stockGrams: 2_345,
      minOrderGrams: 1_500,
      origin: 'Local',
      allergens: 'None',
      deliveryAreas: ['Metro Manila', 'Cavite', 'Laguna'],
      coverImageIndex: 0,
      visibility: 'published',
    })
    expect(product.images.map((i) => i.url)).toEqual([image(1).url, image(2).url])
  })

  it('takes exactly five images', async () => {
    const product = await createProductOk(
      t,
      productBody({ images: [1, 2, 3, 4, 5].map(image) }),
      editor,
    )
    expect(product.images).toHaveLength(5)
  })
})

describe('tags', () => {
  const tagsOf = async (overrides: Partial<ProductInput>) =>
    (await createProductOk(t, productBody(overrides), editor)).tags

  it('adds SALE with a discount and keeps NEW', async () => {
    expect(await tagsOf({ discountPerKg: '25', tags: ['NEW'] })).toEqual(['NEW', 'SALE'])
  })

  it('drops a SALE sent without a discount', async () => {
    expect(await tagsOf({ discountPerKg: '0', tags: ['SALE', 'NEW'] })).toEqual(['NEW'])
  })

  it('adds SOLD OUT at zero stock and drops it when stock is back', async () => {
    const product = await createProductOk(t, productBody({ stock: '0' }), editor)
    expect(product.tags).toEqual(['SOLD OUT'])
    const res = await putProduct(
      t,
      product.id,
      productBody({ sku: product.sku, stock: '3', tags: ['SOLD OUT'] }),
      editor,
    )
    expect((await res.json()).tags).toEqual([])
  })
})

describe('roles', () => {
  it('asks shoppers to sign in on every product route', async () => {
    const product = await createProductOk(t, productBody(), admin)
    const path = `/api/admin/products/${product.id}`
    const answers = await Promise.all([
      t.request('/api/admin/products'),
      t.request('/api/admin/products/options'),
      t.request(path),
      t.request('/api/admin/products', { method: 'POST', json: productBody() }),
      t.request(path, { method: 'PUT', json: productBody() }),
      t.request(`${path}/visibility`, { method: 'PATCH', json: { visibility: 'draft' } }),
      t.request(path, { method: 'DELETE' }),
    ])
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401, 401])
    expect((await t.request(path, { cookie: admin })).status).toBe(200)
  })

  it('lets editors and admins create, edit and delete', async () => {
    for (const cookie of [editor, admin]) {
      const product = await createProductOk(t, productBody(), cookie)
      const edited = await putProduct(t, product.id, productBody({ sku: product.sku }), cookie)
      expect(edited.status).toBe(200)
      const deleted = await t.request(`/api/admin/products/${product.id}`, {
        method: 'DELETE',
        cookie,
      })
      expect(deleted.status).toBe(204)
    }
  })
})
