import { describe, expect, it } from 'vitest'
import { MAX_HOSTED_PRODUCTS_PER_CART } from '#shared/hosted-store/hosted-product-cap.ts'
import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'
import {
  acceptHostedPrice,
  addLine,
  type CartLine,
  parseStoredLines,
  shownLineTotal,
  shownUnitPrice,
} from './cart-rules.ts'
import { hostedCartLine } from './hosted-cart-line.ts'

// Only the fields a cart line reads; the rest of a product does not matter here.
const variant = {
  id: 'v-small',
  title: 'Small',
  image_url: '/img/small.jpg',
  price_in_cents: 45_000,
  sale_price_in_cents: 39_900,
  currency: 'php',
  manage_inventory: true,
  inventory_quantity: 3,
} as HostedVariant
const product = {
  id: 'p-candle',
  title: 'Tallow Candle',
  image: '/img/cover.jpg',
  currency: 'php',
  purchasable: true,
  variants: [variant],
} as HostedProduct

let n = 0
const newId = () => `line-${++n}`
const add = (lines: CartLine[], quantity: number, v: HostedVariant = variant, p = product) =>
  addLine(lines, hostedCartLine(lines, { product: p, variant: v, quantity }), newId)

describe('hosted-store lines in the cart', () => {
  it('keeps the ids, titles, variant image and the sale price, and prices by the piece', () => {
    const [line] = add([], 2)
    expect(line).toMatchObject({
      kind: 'hosted',
      productId: 'p-candle',
      variantId: 'v-small',
      name: 'Tallow Candle',
      variantTitle: 'Small',
      imageUrl: '/img/small.jpg',
      stock: 3,
      quantity: 2,
    })
    expect(shownLineTotal(line!)).toBe(79_800)
  })

  it('merges the same variant and keeps another variant apart', () => {
    const large = { ...variant, id: 'v-large', title: 'Large', inventory_quantity: null }
    let lines = add([], 1)
    lines = add(lines, 1)
    lines = add(lines, 5, large)
    expect(lines.map((l) => [l.kind === 'hosted' && l.variantId, l.quantity])).toEqual([
      ['v-small', 2],
      ['v-large', 5],
    ])
  })

  it('refuses a product priced in another currency, naming it', () => {
    const usd = { ...variant, currency: 'usd' }
    expect(() => add([], 1, usd, { ...product, currency: 'usd' })).toThrow(
      'This product is priced in USD; our cart and checkout are in pesos.',
    )
  })

  it('refuses what is not for sale and more than the managed stock, counting the cart', () => {
    expect(() => add([], 1, variant, { ...product, purchasable: false })).toThrow(
      'Tallow Candle is not available right now.',
    )
    expect(() => add([], 4)).toThrow('Not enough stock. Only 3 left.')
    const lines = add([], 2)
    expect(() => add(lines, 2)).toThrow('Only 3 left, and your cart already holds 2.')
    expect(() => add([], 1, { ...variant, inventory_quantity: 0 })).toThrow(
      'Tallow Candle is out of stock.',
    )
    // Untracked stock (null, or not managed) never refuses.
    expect(add([], 50, { ...variant, inventory_quantity: null })[0]?.quantity).toBe(50)
    expect(add([], 50, { ...variant, manage_inventory: false })[0]?.quantity).toBe(50)
  })

  it('holds at most 20 different store products; more of one already in the cart is fine', () => {
    let lines: CartLine[] = []
    for (let i = 0; i < MAX_HOSTED_PRODUCTS_PER_CART; i++) {
      lines = add(lines, 1, variant, { ...product, id: `p-${i}` })
    }
    expect(() =>
      hostedCartLine(lines, { product: { ...product, id: 'p-one-more' }, variant, quantity: 1 }),
    ).toThrow('Your cart already holds 20 different products from our online store')
    expect(add(lines, 1, variant, { ...product, id: 'p-0' })).toHaveLength(
      MAX_HOSTED_PRODUCTS_PER_CART,
    )
  })

  it('takes a changed price the shopper accepted as the price seen', () => {
    const [line] = add([], 2)
    const [accepted] = acceptHostedPrice([line!], line!.cartId, 42_000)
    expect(shownUnitPrice(accepted!)).toBe(42_000)
    expect(shownLineTotal(accepted!)).toBe(84_000)
  })

  it('survives storage: well-formed hosted lines are kept, malformed ones dropped', () => {
    const [good] = add([], 1)
    expect(
      parseStoredLines([
        good,
        { ...good, productId: '' },
        { ...good, stock: -1 },
        { ...good, unit: 'kg' },
      ]),
    ).toEqual([good])
  })
})
