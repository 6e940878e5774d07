import type { APIRequestContext, Page } from '@playwright/test'
import type { ListOf, ProductListing, PublicBundle } from '#shared/schemas/catalog.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'

/**
 * Cart lines for the browser journeys, in the shape the cart store keeps in local
 * storage. Ids come from the catalog API, so the server can price them.
 */
export const cartKey = 'meatshop:cart'

export async function findProduct(request: APIRequestContext, name: string) {
  const response = await request.get(`/api/catalog/products?q=${encodeURIComponent(name)}`)
  if (!response.ok()) throw new Error(`product search failed: ${response.status()}`)
  const { items } = (await response.json()) as ProductListing
  const product = items.find((p) => p.name === name)
  if (!product) throw new Error(`no published product named ${name}`)
  return product
}

export async function findBundle(request: APIRequestContext, name: string) {
  const response = await request.get('/api/catalog/bundles')
  if (!response.ok()) throw new Error(`bundle list failed: ${response.status()}`)
  const bundle = ((await response.json()) as ListOf<PublicBundle>).items.find(
    (b) => b.name === name,
  )
  if (!bundle) throw new Error(`no published bundle named ${name}`)
  return bundle
}

let counter = 0
const nextId = () => `e2e-${Date.now().toString(36)}-${++counter}`

type ProductFields = Awaited<ReturnType<typeof findProduct>>

export function productLine(
  product: Pick<
    ProductFields,
    'id' | 'name' | 'cutType' | 'priceCentavos' | 'discountPriceCentavos'
  >,
  unit: 'kg' | '500g',
  quantity: number,
): CartLine {
  return {
    kind: 'product',
    cartId: nextId(),
    id: product.id,
    name: product.name,
    cutType: product.cutType,
    priceCentavos: product.priceCentavos,
    discountPriceCentavos: product.discountPriceCentavos,
    imageUrl: null,
    quantity,
    unit,
  }
}

export function bundleLine(bundle: PublicBundle, quantity = 1): CartLine {
  return {
    kind: 'bundle',
    cartId: nextId(),
    id: bundle.id,
    name: bundle.name,
    priceCentavos: bundle.priceCentavos,
    discountPriceCentavos: bundle.discountPriceCentavos,
    imageUrl: bundle.imageUrl,
    quantity,
    unit: 'bundle',
  }
}

/** Stores the lines (replacing the cart) and opens the cart page. */
export async function openCartWith(page: Page, lines: CartLine[]): Promise<void> {
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    cartKey,
    JSON.stringify(lines),
  ] as const)
  await page.goto('/cart')
}

export async function storedCart(page: Page): Promise<CartLine[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), cartKey)
}
