import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import type { PublicBundle } from '#shared/schemas/catalog.ts'
import { contentClient } from '#tests/support/fixtures/admin-content-fixtures.ts'
import { addProduct, updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 31 §7: a bundle's 'was' price is checked against its contents bought
 * separately; staff and shoppers both get `separatePriceCentavos`.
 */
let t: TestApp
let editor: ReturnType<typeof contentClient<AdminBundle>>
let ribeye: number
let liempo: number
beforeAll(async () => {
  t = await createTestApp()
  editor = contentClient<AdminBundle>(
    t,
    adminCatalogApiPaths.bundles,
    (await t.signIn('editor')).cookie,
  )
  ribeye = (await addProduct(t, { name: 'Value Ribeye', priceCentavos: 120_000 })).id
  // ₱380.00/kg less a ₱30.00/kg discount: its effective price is ₱350.00/kg.
  liempo = (
    await addProduct(t, {
      name: 'Value Liempo',
      priceCentavos: 38_000,
      discountPerKgCentavos: 3_000,
    })
  ).id
})
afterAll(() => t.close())

async function storefrontBundle(id: number): Promise<PublicBundle> {
  const res = await t.request(`/api/catalog/bundles/${id}`)
  expect(res.status).toBe(200)
  return res.json()
}

describe("a bundle's contents bought separately", () => {
  it("is each product's grams at its effective price per kg, for staff and shoppers alike", async () => {
    const created = await editor.create({
      name: 'Value Grill Box',
      description: 'Ribeye and liempo.',
      price: '3000',
      discountPrice: '2200',
      imageUrl: '',
      items: [
        { productId: ribeye, quantity: '1.5' },
        { productId: liempo, quantity: '2' },
      ],
      visibility: 'published',
    })
    // 1.5 kg × ₱1,200.00 + 2 kg × ₱350.00 = ₱2,500.00: the ₱3,000.00 base claims too much.
    expect(created.separatePriceCentavos).toBe(250_000)
    expect((await editor.get(created.id)).separatePriceCentavos).toBe(250_000)
    const shown = await storefrontBundle(created.id)
    expect(shown).toMatchObject({ priceCentavos: 300_000, separatePriceCentavos: 250_000 })

    // Today's prices: a price change of a content changes it.
    await updateProduct(t, ribeye, { priceCentavos: 130_000 })
    expect((await editor.get(created.id)).separatePriceCentavos).toBe(265_000)
    expect((await storefrontBundle(created.id)).separatePriceCentavos).toBe(265_000)
  })
})
