import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LINE_NOTE_TOO_LONG_MESSAGE, type OptionGroup } from '#shared/preparation.ts'
import type { CartQuote } from '#shared/schemas/cart.ts'
import { addProduct, updateProduct } from '#tests/support/fixtures/catalog-fixtures.ts'
import { optionChoice, ribeyeOptionGroups } from '#tests/support/fixtures/option-fixtures.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

/**
 * Issue 31 in the quote: preparation choices priced by the server, checked with the
 * shopper's messages naming the line, and steaks by the piece.
 */
let t: TestApp
let ribeye: number
let steak: number
let belly: number

const ribeyeGroups = ribeyeOptionGroups(1_550)
const bellyGroups: OptionGroup[] = [
  {
    id: 'cut',
    name: 'Cut',
    required: false,
    choices: [optionChoice('whole', 'Whole slab'), optionChoice('ground', 'Ground', 2_000)],
  },
]

beforeAll(async () => {
  t = await createTestApp()
  ribeye = (
    await addProduct(t, {
      name: 'Dry-Aged Ribeye',
      priceCentavos: 120_000,
      stockGrams: 20_000,
      minOrderGrams: 1_000,
      pricedByPackedWeight: true,
      optionGroups: ribeyeGroups,
    })
  ).id
  steak = (
    await addProduct(t, {
      name: 'Ribeye Steak',
      priceCentavos: 120_000,
      stockGrams: 1_000,
      // A minimum by weight does not apply to pieces.
      minOrderGrams: 1_000,
      // Left false on purpose: a piece is weighed when packed all the same.
      pricedByPackedWeight: false,
      soldByPiece: true,
      averagePieceGrams: 350,
      optionGroups: ribeyeGroups,
    })
  ).id
  belly = (
    await addProduct(t, {
      name: 'Counter Liempo',
      priceCentavos: 32_000,
      discountPerKgCentavos: 4_000,
      stockGrams: 20_000,
      optionGroups: bellyGroups,
    })
  ).id
})
afterAll(() => t.close())

const line = (productId: number, fields: Record<string, unknown> = {}) => ({
  kind: 'product' as const,
  productId,
  unit: 'kg',
  quantity: 1,
  ...fields,
})

const post = (lines: unknown[]) => t.request('/api/cart/quote', { method: 'POST', json: { lines } })

async function quote(lines: unknown[]): Promise<CartQuote> {
  const res = await post(lines)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

async function refused(lines: unknown[]): Promise<Record<string, string>> {
  const res = await post(lines)
  expect(res.status).toBe(422)
  const body = await res.json()
  expect(body.error.code).toBe('validation_failed')
  return body.error.fields
}

describe('preparation choices', () => {
  it('prices the chosen extras into the price per kg, and returns the choices in the groups’ order', async () => {
    const q = await quote([
      line(ribeye, { choiceIds: ['trimmed', 'in15'], unit: '500g', quantity: 3 }),
      line(belly, { choiceIds: ['ground'] }),
      line(belly, {}),
    ])
    // ₱1,200.00 + ₱15.50 trimmed = ₱1,215.50/kg; 500 g is half of it.
    expect(q.lines[0]).toEqual({
      status: 'ok',
      name: 'Dry-Aged Ribeye',
      unitPriceCentavos: 60_775,
      lineTotalCentavos: 182_325,
      pricedByPackedWeight: true,
      pricePerKgCentavos: 121_550,
      choices: [
        {
          groupId: 'thick',
          groupName: 'Thickness',
          choiceId: 'in15',
          choiceLabel: '1.5 in',
          extraPerKgCentavos: 0,
        },
        {
          groupId: 'trim',
          groupName: 'Trim',
          choiceId: 'trimmed',
          choiceLabel: 'Trimmed',
          extraPerKgCentavos: 1_550,
        },
      ],
      availableGrams: null,
      message: null,
    })
    // The extra is added to the discount price: ₱280.00 + ₱20.00 ground.
    expect(q.lines[1]).toMatchObject({ status: 'ok', pricePerKgCentavos: 30_000 })
    expect(q.lines[1]!.choices).toHaveLength(1)
    // An optional group left out: the product as it comes.
    expect(q.lines[2]).toMatchObject({ status: 'ok', pricePerKgCentavos: 28_000, choices: [] })
    expect(q.subtotalCentavos).toBe(182_325 + 30_000 + 28_000)
  })

  it.each([
    ['a required group left out', [], 'Dry-Aged Ribeye: Choose a thickness'],
    ['only an optional group chosen', ['faton'], 'Dry-Aged Ribeye: Choose a thickness'],
    [
      'a choice the product does not have',
      ['in1', 'ground'],
      'Dry-Aged Ribeye: A chosen option is no longer offered.',
    ],
    ['a choice switched off today', ['in2'], 'Dry-Aged Ribeye: 2 in is not available today.'],
    ['two choices of one group', ['in1', 'in15'], 'Dry-Aged Ribeye: Choose one thickness only.'],
  ])('flags %s as choice_invalid, naming the line, unpriced', async (_, choiceIds, message) => {
    const q = await quote([line(ribeye, { choiceIds }), line(belly)])
    expect(q.lines[0]).toEqual({
      status: 'choice_invalid',
      name: 'Dry-Aged Ribeye',
      unitPriceCentavos: 0,
      lineTotalCentavos: 0,
      pricedByPackedWeight: false,
      pricePerKgCentavos: null,
      choices: [],
      availableGrams: null,
      message,
    })
    // The other lines are priced as usual; the flagged one is not in the subtotal.
    expect(q.lines[1]!.status).toBe('ok')
    expect(q.subtotalCentavos).toBe(28_000)
  })

  it('follows the catalog: a choice switched off after it was put in the cart is flagged', async () => {
    const offToday = bellyGroups.map((g) => ({
      ...g,
      choices: g.choices.map((c) => (c.id === 'ground' ? { ...c, available: false } : c)),
    }))
    await updateProduct(t, belly, { optionGroups: offToday })
    const q = await quote([line(belly, { choiceIds: ['ground'] })])
    expect(q.lines[0]).toMatchObject({
      status: 'choice_invalid',
      message: 'Counter Liempo: Ground is not available today.',
    })
    await updateProduct(t, belly, { optionGroups: bellyGroups })
  })

  it('ignores any price the request carries: extras come from the catalog only', async () => {
    const q = await quote([
      line(belly, {
        choiceIds: ['ground'],
        priceCentavos: 1,
        unitPriceCentavos: 1,
        pricePerKgCentavos: 1,
        extraPerKgCentavos: -2_000,
        choices: [{ choiceId: 'ground', choiceLabel: 'Ground', extraPerKgCentavos: 0 }],
      }),
    ])
    expect(q.lines[0]).toMatchObject({
      status: 'ok',
      unitPriceCentavos: 30_000,
      pricePerKgCentavos: 30_000,
      choices: [expect.objectContaining({ choiceId: 'ground', extraPerKgCentavos: 2_000 })],
    })
    expect(q.subtotalCentavos).toBe(30_000)
  })

  it.each([
    ['an id of 10,000 characters', ['a'.repeat(10_000)]],
    ['an id with capitals or symbols', ['In1']],
    ['an id that is not text', [7]],
    ['more choices than groups can be', ['a', 'b', 'c', 'd', 'e', 'f', 'g']],
  ])('refuses %s with 422', async (_, choiceIds) => {
    const fields = await refused([line(ribeye, { choiceIds })])
    expect(Object.keys(fields)[0]).toMatch(/^lines\.0\.choiceIds/)
  })
})

describe('special instructions and the run-out choice', () => {
  it('takes a note of 200 characters and every run-out choice; the quote does not echo them', async () => {
    const q = await quote([
      line(belly, { note: 'n'.repeat(200), ifRunsOut: 'substitute' }),
      line(belly, { note: '<b>pack in 2 bags</b>', ifRunsOut: 'remove' }),
      line(belly, { ifRunsOut: 'call' }),
    ])
    expect(q.lines.map((l) => l.status)).toEqual(['ok', 'ok', 'ok'])
  })

  it('refuses a note of 10,000 characters with 422, before anything is priced', async () => {
    const fields = await refused([line(belly, { note: 'x'.repeat(10_000) })])
    expect(fields).toEqual({ 'lines.0.note': LINE_NOTE_TOO_LONG_MESSAGE })
    // A bundle line's note too.
    const bundleFields = await refused([
      { kind: 'bundle', bundleId: 1, quantity: 1, note: 'x'.repeat(201) },
    ])
    expect(bundleFields).toEqual({ 'lines.0.note': LINE_NOTE_TOO_LONG_MESSAGE })
  })

  it('refuses a body far past the route’s limit with 413, never 500', async () => {
    const res = await post([line(belly, { note: 'x'.repeat(200_000) })])
    expect(res.status).toBe(413)
    expect((await res.json()).error.code).toBe('payload_too_large')
  })

  it('refuses an unknown run-out choice with 422', async () => {
    const fields = await refused([line(belly, { ifRunsOut: 'ask_my_mum' })])
    expect(Object.keys(fields)).toEqual(['lines.0.ifRunsOut'])
  })
})

describe('by the piece', () => {
  it('prices pieces × average weight × price per kg (extras included), weighed when packed', async () => {
    const q = await quote([
      line(steak, { unit: 'piece', quantity: 2, choiceIds: ['in1', 'trimmed'] }),
    ])
    // (₱1,200.00 + ₱15.50)/kg × 350 g = ₱425.425 → ₱425.43 a piece.
    expect(q.lines[0]).toMatchObject({
      status: 'ok',
      name: 'Ribeye Steak',
      unitPriceCentavos: 42_543,
      lineTotalCentavos: 85_086,
      pricePerKgCentavos: 121_550,
      pricedByPackedWeight: true,
    })
  })

  it('has no minimum by weight: one piece (350 g, under the 1 kg minimum) is enough', async () => {
    const q = await quote([line(steak, { unit: 'piece', quantity: 1, choiceIds: ['in1'] })])
    expect(q.lines[0]).toMatchObject({ status: 'ok', lineTotalCentavos: 42_000 })
  })

  it('takes pieces × average weight from the stock', async () => {
    // 1 kg in stock: two pieces (700 g) fit, three (1,050 g) do not.
    const two = await quote([line(steak, { unit: 'piece', quantity: 2, choiceIds: ['in1'] })])
    expect(two.lines[0]!.status).toBe('ok')
    const three = await quote([line(steak, { unit: 'piece', quantity: 3, choiceIds: ['in1'] })])
    expect(three.lines[0]).toMatchObject({
      status: 'insufficient_stock',
      availableGrams: 1_000,
      message: 'Only 1 kg of Ribeye Steak left.',
    })
  })

  it('takes a product sold by the piece in pieces only', async () => {
    for (const unit of ['kg', '500g']) {
      const q = await quote([line(steak, { unit, choiceIds: ['in1'] })])
      expect(q.lines[0]).toMatchObject({
        status: 'choice_invalid',
        name: 'Ribeye Steak',
        lineTotalCentavos: 0,
        message: 'Ribeye Steak is sold by the piece.',
      })
    }
  })

  it('refuses pieces of a product sold by weight', async () => {
    const q = await quote([line(belly, { unit: 'piece', quantity: 2 })])
    expect(q.lines[0]).toMatchObject({
      status: 'choice_invalid',
      name: 'Counter Liempo',
      lineTotalCentavos: 0,
      message: 'Counter Liempo is sold by weight, not by the piece.',
    })
  })

  it.each([
    ['0 pieces', 0],
    ['10,000 pieces', 10_000],
    ['half a piece', 0.5],
  ])('refuses %s with 422', async (_, quantity) => {
    const fields = await refused([line(steak, { unit: 'piece', quantity, choiceIds: ['in1'] })])
    expect(Object.keys(fields)).toEqual(['lines.0.quantity'])
  })
})
