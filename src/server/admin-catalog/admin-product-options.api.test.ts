import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema/catalog.ts'
import { OPTION_ID_PATTERN } from '#shared/preparation.ts'
import type { ProductInput } from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import type { ProductDetail } from '#shared/schemas/catalog.ts'
import {
  createProduct,
  createProductOk,
  productBody,
  putProduct,
} from '#tests/support/fixtures/admin-product-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/** Issue 31 §1 and §4 in the product API: option groups with server-made ids, pieces. */
let t: TestApp
let editor: string
beforeAll(async () => {
  t = await createTestApp()
  editor = (await t.signIn('editor')).cookie
})
afterAll(() => t.close())

const ribeyeOptions: ProductInput['optionGroups'] = [
  {
    name: 'Thickness',
    required: true,
    choices: [{ label: '1 in' }, { label: '1.5 in' }, { label: '2 in', available: false }],
  },
  {
    name: 'Cut',
    choices: [
      { label: 'Whole', extraPerKg: '' },
      { label: 'Ground', extraPerKg: '20.00' },
      { label: 'Cubed', extraPerKg: '1,250.50' },
    ],
  },
]

const putOk = async (id: number, body: ProductInput): Promise<AdminProduct> => {
  const res = await putProduct(t, id, body, editor)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

const refusedFields = async (body: unknown): Promise<Record<string, string>> => {
  const res = await createProduct(t, body, editor)
  expect(res.status).toBe(422)
  return (await res.json()).error.fields
}

describe('option groups', () => {
  it('are stored with ids the server makes, extras in centavos, and shown to staff and shoppers', async () => {
    const created = await createProductOk(
      t,
      productBody({ name: 'Options Ribeye', optionGroups: ribeyeOptions }),
      editor,
    )
    expect(created.optionGroups).toEqual([
      {
        id: expect.stringMatching(OPTION_ID_PATTERN),
        name: 'Thickness',
        required: true,
        choices: [
          { id: expect.any(String), label: '1 in', extraPerKgCentavos: 0, available: true },
          { id: expect.any(String), label: '1.5 in', extraPerKgCentavos: 0, available: true },
          { id: expect.any(String), label: '2 in', extraPerKgCentavos: 0, available: false },
        ],
      },
      {
        id: expect.stringMatching(OPTION_ID_PATTERN),
        name: 'Cut',
        required: false,
        choices: [
          { id: expect.any(String), label: 'Whole', extraPerKgCentavos: 0, available: true },
          { id: expect.any(String), label: 'Ground', extraPerKgCentavos: 2_000, available: true },
          { id: expect.any(String), label: 'Cubed', extraPerKgCentavos: 125_050, available: true },
        ],
      },
    ])
    const ids = created.optionGroups.flatMap((g) => [g.id, ...g.choices.map((c) => c.id)])
    for (const id of ids) expect(id).toMatch(OPTION_ID_PATTERN)
    expect(new Set(ids).size).toBe(ids.length)

    const [row] = await t.db
      .select({ optionGroups: products.optionGroups })
      .from(products)
      .where(eq(products.id, created.id))
    expect(row!.optionGroups).toEqual(created.optionGroups)

    const staffView: AdminProduct = await (
      await t.request(`/api/admin/products/${created.id}`, { cookie: editor })
    ).json()
    expect(staffView.optionGroups).toEqual(created.optionGroups)
    const detail: ProductDetail = await (
      await t.request(`/api/catalog/products/${created.id}`)
    ).json()
    expect(detail.product.optionGroups).toEqual(created.optionGroups)
  })

  it('keep their ids on an edit; a new one gets an id, one sent with an unknown id a fresh one', async () => {
    const created = await createProductOk(
      t,
      productBody({ name: 'Options Liempo', optionGroups: ribeyeOptions }),
      editor,
    )
    const [thickness, cut] = created.optionGroups
    const edit: ProductInput['optionGroups'] = [
      {
        id: cut!.id,
        name: 'Cut for',
        required: false,
        choices: [
          // Renamed, re-priced and switched off: the same choice for the carts holding it.
          { id: cut!.choices[1]!.id, label: 'Ground fine', extraPerKg: '25', available: false },
          { label: 'Sliced for inihaw' },
          { id: 'notours1', label: 'Made-up id' },
        ],
      },
      {
        id: thickness!.id,
        name: 'Thickness',
        required: false,
        choices: [{ id: thickness!.choices[0]!.id, label: '1 in' }],
      },
    ]
    const saved = await putOk(
      created.id,
      productBody({ name: 'Options Liempo', sku: created.sku, optionGroups: edit }),
    )
    const [savedCut, savedThickness] = saved.optionGroups
    expect(savedCut).toMatchObject({ id: cut!.id, name: 'Cut for', required: false })
    expect(savedCut!.choices[0]).toEqual({
      id: cut!.choices[1]!.id,
      label: 'Ground fine',
      extraPerKgCentavos: 2_500,
      available: false,
    })
    const oldIds = new Set(
      created.optionGroups.flatMap((g) => [g.id, ...g.choices.map((c) => c.id)]),
    )
    expect(savedCut!.choices[1]!.id).toMatch(OPTION_ID_PATTERN)
    expect(oldIds.has(savedCut!.choices[1]!.id)).toBe(false)
    expect(savedCut!.choices[2]!.id).not.toBe('notours1')
    expect(savedCut!.choices[2]!.id).toMatch(OPTION_ID_PATTERN)
    expect(savedThickness).toEqual({
      id: thickness!.id,
      name: 'Thickness',
      required: false,
      choices: [thickness!.choices[0]],
    })

    // Saved without groups, the product has none.
    const cleared = await putOk(
      created.id,
      productBody({ name: 'Options Liempo', sku: created.sku, optionGroups: [] }),
    )
    expect(cleared.optionGroups).toEqual([])
  })

  it('an edit shows in the storefront at once: a new ETag for the product', async () => {
    const created = await createProductOk(t, productBody({ name: 'Options Etag' }), editor)
    const path = `/api/catalog/products/${created.id}`
    const before = await t.request(path)
    const etag = before.headers.get('etag')!
    expect(((await before.json()) as ProductDetail).product.optionGroups).toEqual([])
    await putOk(
      created.id,
      productBody({ name: 'Options Etag', sku: created.sku, optionGroups: ribeyeOptions }),
    )
    const after = await t.request(path, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(((await after.json()) as ProductDetail).product.optionGroups).toHaveLength(2)
  })

  it.each<[string, unknown, string, string | RegExp]>([
    [
      'a group without a name',
      [{ name: ' ', choices: [{ label: 'x' }] }],
      'optionGroups.0.name',
      'Option name is required',
    ],
    [
      'a group without choices',
      [{ name: 'Cut', choices: [] }],
      'optionGroups.0.choices',
      'Add at least one choice',
    ],
    [
      'a choice without a label',
      [{ name: 'Cut', choices: [{ label: '' }] }],
      'optionGroups.0.choices.0.label',
      'Choice is required',
    ],
    [
      'an extra in words',
      [{ name: 'Cut', choices: [{ label: 'Ground', extraPerKg: 'twenty' }] }],
      'optionGroups.0.choices.0.extraPerKg',
      'Extra per kg must be an amount in pesos, like 850.50',
    ],
    [
      'an extra over ₱5,000',
      [{ name: 'Cut', choices: [{ label: 'Ground', extraPerKg: '5000.01' }] }],
      'optionGroups.0.choices.0.extraPerKg',
      /^Extra per kg must be between ₱0 and ₱5,000$/,
    ],
    [
      'an id that is not ours in form',
      [{ id: '<script>', name: 'Cut', choices: [{ label: 'Ground' }] }],
      'optionGroups.0.id',
      'Not a valid option',
    ],
    [
      'seven groups',
      Array.from({ length: 7 }, (_, i) => ({ name: `G${i}`, choices: [{ label: 'x' }] })),
      'optionGroups',
      'At most 6 option groups',
    ],
  ])('refuse %s with 422', async (_, optionGroups, field, message) => {
    const fields = await refusedFields({ ...productBody(), optionGroups })
    expect(fields[field]).toMatch(message)
  })
})

describe('sold by the piece', () => {
  it('is stored with the average weight, and always priced by packed weight', async () => {
    const created = await createProductOk(
      t,
      productBody({
        name: 'Ribeye Steak, about 350 g',
        soldByPiece: true,
        averagePieceGrams: 350,
        pricedByPackedWeight: false,
      }),
      editor,
    )
    expect(created).toMatchObject({
      soldByPiece: true,
      averagePieceGrams: 350,
      pricedByPackedWeight: true,
    })
    const detail: ProductDetail = await (
      await t.request(`/api/catalog/products/${created.id}`)
    ).json()
    expect(detail.product).toMatchObject({ soldByPiece: true, averagePieceGrams: 350 })

    // Back to by weight: the average weight goes with it.
    const byWeight = await putOk(
      created.id,
      productBody({ name: 'Ribeye', sku: created.sku, soldByPiece: false, averagePieceGrams: 350 }),
    )
    expect(byWeight).toMatchObject({ soldByPiece: false, averagePieceGrams: null })
  })

  it.each<[string, Partial<ProductInput>, string]>([
    ['no average weight', { soldByPiece: true }, 'Enter the average weight of a piece'],
    [
      'an average under 10 g',
      { soldByPiece: true, averagePieceGrams: 9 },
      'Average weight must be at least 10 g',
    ],
    [
      'an average over 5 kg',
      { soldByPiece: true, averagePieceGrams: 5_001 },
      'Average weight must be at most 5,000 g',
    ],
    [
      'an average in fractions of a gram',
      { soldByPiece: true, averagePieceGrams: 350.5 },
      'Average weight must be whole grams',
    ],
  ])('refuses %s with 422', async (_, fields, message) => {
    const refused = await refusedFields(productBody(fields))
    expect(refused.averagePieceGrams).toBe(message)
  })
})
