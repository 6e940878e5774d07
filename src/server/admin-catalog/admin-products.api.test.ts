import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaAssets } from '#server/db/schema/catalog.ts'
import { orderItems } from '#server/db/schema/orders.ts'
import type { AdminPage, AdminProduct, ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import {
  createProduct,
  createProductOk,
  productBody,
  putProduct,
} from '#tests/support/fixtures/admin-product-fixtures.ts'
import { solidImage, uploadOk } from '#tests/support/fixtures/media-test-images.ts'
import { firstZone, kg, orderBody, placeOk } from '#tests/support/fixtures/order-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

let t: TestApp
let editor: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const get = async <T>(url: string): Promise<T> => {
  const res = await t.request(url, { cookie: editor })
  expect(res.status, url).toBe(200)
  return res.json()
}
const list = (query: string) => get<AdminPage<AdminProduct>>(`/api/admin/products${query}`)
const storefront = (id: number) => t.request(`/api/catalog/products/${id}`)
const newPng = async (width = 900) => solidImage(width, 600).png().toBuffer()
const mediaFolderExists = (key: string) => fs.existsSync(path.join(t.mediaDir, key))

describe('listing', () => {
  let tag: string
  beforeAll(async () => {
    tag = `Zq${Date.now()}`
    await createProductOk(t, productBody({ name: `${tag} Brisket`, category: 'beef' }), editor)
    await createProductOk(
      t,
      productBody({ name: `${tag} Belly`, category: 'pork', visibility: 'draft' }),
      editor,
    )
    await createProductOk(
      t,
      productBody({ name: `${tag} Thigh`, category: 'chicken', cutType: `${tag}-cut` }),
      editor,
    )
  })

  it('searches name, SKU and cut type, drafts included, newest first', async () => {
    const page = await list(`?q=${tag.toLowerCase()}`)
    expect(page.items.map((p) => p.name)).toEqual([
      `${tag} Thigh`,
      `${tag} Belly`,
      `${tag} Brisket`,
    ])
    expect(page.items[1]!.visibility).toBe('draft')
    const bySku = await list(`?q=${page.items[0]!.sku}`)
    expect(bySku.items.map((p) => p.name)).toEqual([`${tag} Thigh`])
  })

  it('filters by status and category and pages on the server', async () => {
    expect((await list(`?q=${tag}&status=draft`)).items.map((p) => p.name)).toEqual([
      `${tag} Belly`,
    ])
    expect((await list(`?q=${tag}&category=chicken`)).items.map((p) => p.name)).toEqual([
      `${tag} Thigh`,
    ])
    const second = await list(`?q=${tag}&page=2&pageSize=2`)
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 })
    expect(second.items.map((p) => p.name)).toEqual([`${tag} Brisket`])
  })

  it('refuses an unknown filter with 422', async () => {
    const res = await t.request('/api/admin/products?category=lamb', { cookie: editor })
    expect(res.status).toBe(422)
  })

  it('lists every product as an option, by name, drafts marked', async () => {
    const options = await get<ProductOption[]>('/api/admin/products/options')
    const names = options.map((o) => o.name)
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(options.find((o) => o.name === `${tag} Belly`)).toMatchObject({
      visibility: 'draft',
      category: 'pork',
    })
  })

  it('answers 404 for a product that does not exist', async () => {
    const res = await t.request('/api/admin/products/999999', { cookie: editor })
    expect(res.status).toBe(404)
  })
})

describe('SKU', () => {
  it('refuses a SKU another product uses, on create and on edit', async () => {
    const first = await createProductOk(t, productBody(), editor)
    const dup = await createProduct(t, productBody({ sku: first.sku }), editor)
    expect(dup.status).toBe(422)
    expect((await dup.json()).error.fields).toEqual({
      sku: 'This SKU is already used by another product.',
    })
    const second = await createProductOk(t, productBody(), editor)
    const edit = await putProduct(t, second.id, productBody({ sku: first.sku }), editor)
    expect(edit.status).toBe(422)
    expect((await putProduct(t, first.id, productBody({ sku: first.sku }), editor)).status).toBe(
      200,
    )
  })

  it('lets only one of two simultaneous creates have a SKU', async () => {
    const body = productBody()
    const answers = await Promise.all([
      createProduct(t, body, editor),
      createProduct(t, body, editor),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422])
  })
})

describe('uploaded images', () => {
  it('shows sizes and variants in the back office and on the storefront', async () => {
    const upload = await uploadOk(t, await newPng(), editor)
    const product = await createProductOk(
      t,
      productBody({
        images: [
          { url: '/not/what/the/upload/is.webp', alt: 'Ribeye', mediaKey: upload.mediaKey },
          { url: '/images/samples/ribeye.svg', alt: 'Plain' },
        ],
      }),
      editor,
    )
    expect(product.images[0]).toMatchObject({
      url: upload.url,
      mediaKey: upload.mediaKey,
      width: 900,
      height: 600,
      variants: upload.variants,
    })
    expect(product.images[1]).toMatchObject({ mediaKey: null, width: null, variants: [] })
    const detail: ProductDetail = await (await storefront(product.id)).json()
    expect(detail.product.images[0]).toMatchObject({ url: upload.url, variants: upload.variants })
    expect(detail.product.images[0]).not.toHaveProperty('mediaKey')
  })

  it('refuses an image whose upload is unknown', async () => {
    for (const mediaKey of ['f'.repeat(32), '../../etc']) {
      const res = await createProduct(
        t,
        productBody({ images: [{ url: '/media/x/1.webp', alt: '', mediaKey }] }),
        editor,
      )
      expect(res.status).toBe(422)
      expect(Object.keys((await res.json()).error.fields)).toEqual(['images'])
    }
  })

  it('removes the files of an image taken off a product, keeps the ones still used', async () => {
    const kept = await uploadOk(t, await newPng(), editor)
    const dropped = await uploadOk(t, await newPng(), editor)
    const imageOf = (u: typeof kept) => ({ url: u.url, alt: '', mediaKey: u.mediaKey })
    const body = productBody({ images: [imageOf(kept), imageOf(dropped)] })
    const product = await createProductOk(t, body, editor)
    const res = await putProduct(t, product.id, { ...body, images: [imageOf(kept)] }, editor)
    expect(res.status).toBe(200)
    expect(mediaFolderExists(dropped.mediaKey)).toBe(false)
    expect((await t.request(dropped.url)).status).toBe(404)
    expect(mediaFolderExists(kept.mediaKey)).toBe(true)
    expect((await t.request(kept.url)).status).toBe(200)
  })

  it('deleting a product removes its uploaded files and records', async () => {
    const upload = await uploadOk(t, await newPng(), editor)
    const product = await createProductOk(
      t,
      productBody({ images: [{ url: upload.url, alt: '', mediaKey: upload.mediaKey }] }),
      editor,
    )
    const res = await t.request(`/api/admin/products/${product.id}`, {
      method: 'DELETE',
      cookie: editor,
    })
    expect(res.status).toBe(204)
    expect(mediaFolderExists(upload.mediaKey)).toBe(false)
    const rows = await t.db.select().from(mediaAssets).where(eq(mediaAssets.key, upload.mediaKey))
    expect(rows).toEqual([])
    expect((await t.request(`/api/admin/products/${product.id}`, { cookie: editor })).status).toBe(
      404,
    )
  })
})

describe('writes reach the storefront', () => {
  it('shows an edit, a hide and a delete on the next catalog read', async () => {
    const product = await createProductOk(t, productBody({ name: 'Before Edit' }), editor)
    expect((await storefront(product.id)).status).toBe(200) // now cached
    await putProduct(t, product.id, productBody({ sku: product.sku, name: 'After Edit' }), editor)
    const detail: ProductDetail = await (await storefront(product.id)).json()
    expect(detail.product.name).toBe('After Edit')

    const hidden = await t.request(`/api/admin/products/${product.id}/visibility`, {
      method: 'PATCH',
      json: { visibility: 'draft' },
      cookie: editor,
    })
    const answer: AdminProduct = await hidden.json()
    expect(answer.visibility).toBe('draft')
    expect(Date.parse(answer.updatedAt)).toBeGreaterThan(Date.parse(detail.product.updatedAt))
    expect((await storefront(product.id)).status).toBe(404)

    await t.request(`/api/admin/products/${product.id}/visibility`, {
      method: 'PATCH',
      json: { visibility: 'published' },
      cookie: editor,
    })
    expect((await storefront(product.id)).status).toBe(200)
    await t.request(`/api/admin/products/${product.id}`, { method: 'DELETE', cookie: editor })
    expect((await storefront(product.id)).status).toBe(404)
  })

  it('refuses an unknown visibility', async () => {
    const product = await createProductOk(t, productBody(), editor)
    const res = await t.request(`/api/admin/products/${product.id}/visibility`, {
      method: 'PATCH',
      json: { visibility: 'secret' },
      cookie: editor,
    })
    expect(res.status).toBe(422)
  })
})

describe('edits and orders', () => {
  it('ends simultaneous edits of one product in one complete version', async () => {
    const product = await createProductOk(t, productBody(), editor)
    const versions = [1, 2, 3, 4, 5].map((v) =>
      productBody({
        sku: product.sku,
        name: `Version ${v}`,
        images: Array.from({ length: v }, (_, i) => ({
          url: `/images/samples/v${v}-${i}.svg`,
          alt: `v${v}`,
        })),
      }),
    )
    const answers = await Promise.all(versions.map((b) => putProduct(t, product.id, b, editor)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const final = await get<AdminProduct>(`/api/admin/products/${product.id}`)
    const v = Number(final.name.replace('Version ', ''))
    expect(final.images).toHaveLength(v)
    expect(new Set(final.images.map((i) => i.alt))).toEqual(new Set([`v${v}`]))
  })

  it('deletes a product that was ordered; the order keeps its line', async () => {
    const product = await createProductOk(
      t,
      productBody({ name: 'Ordered Sirloin', stock: '20', minOrder: '1' }),
      editor,
    )
    const order = await placeOk(t, orderBody((await firstZone(t)).id, [kg(product.id, 2)]))
    const res = await t.request(`/api/admin/products/${product.id}`, {
      method: 'DELETE',
      cookie: editor,
    })
    expect(res.status).toBe(204)
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.orderId))
    expect(lines.map((l) => [l.name, l.productId])).toEqual([['Ordered Sirloin', null]])
  })

  it('marks a product SOLD OUT when an order takes the last of its stock', async () => {
    const product = await createProductOk(
      t,
      productBody({ stock: '2', minOrder: '1', tags: ['NEW'] }),
      editor,
    )
    await placeOk(t, orderBody((await firstZone(t)).id, [kg(product.id, 2)]))
    const after = await get<AdminProduct>(`/api/admin/products/${product.id}`)
    expect(after).toMatchObject({ stockGrams: 0, tags: ['NEW', 'SOLD OUT'] })
  })
})
