import type { HostedStoreClient } from '#server/hosted-store/hosted-store-client.ts'
import { HostedStoreError } from '#server/hosted-store/hosted-store-client.ts'
import { hostedLineTitle } from '#shared/hosted-store/hosted-line-title.ts'
import { formatPeso } from '#shared/money.ts'
import type { CartQuoteLine } from '#shared/schemas/cart.ts'
import type { HostedProduct } from '#shared/schemas/hosted-store.ts'
import { okLine, type PricedLine, unavailableLine } from './cart-lines.ts'

type HostedRequest = Extract<CartQuoteLine, { kind: 'hosted' }>

export const STORE_DOWN_MESSAGE = 'The store is not answering; try again shortly.'

/** What an order item keeps of a hosted line. */
export interface HostedLineInfo {
  productId: string
  variantId: string
  title: string
  variantTitle: string
}

export type PricedHostedLine = PricedLine & { hosted?: HostedLineInfo }

/** A product as fetched for one cart: the product, absent (404), or the store failing. */
type Fetched = { product: HostedProduct } | { missing: true } | { down: true }

/**
 * Prices hosted-store lines from the service itself, never from what the browser
 * kept: each product is fetched once per cart, in pesos only, at its sale-or-regular
 * price; managed stock is checked against all lines of one variant together. The
 * service keeps its own stock, so these lines take none of ours. A failing service
 * makes the lines unavailable (the cart still prices the rest), never an error.
 */
export async function priceHostedLines(
  store: HostedStoreClient,
  requests: readonly HostedRequest[],
): Promise<Map<HostedRequest, PricedHostedLine>> {
  const ids = [...new Set(requests.map((r) => r.productId))]
  const fetched = new Map(
    await Promise.all(ids.map(async (id) => [id, await fetchProduct(store, id)] as const)),
  )
  const wanted = new Map<string, number>()
  for (const r of requests) {
    const key = `${r.productId}/${r.variantId}`
    wanted.set(key, (wanted.get(key) ?? 0) + r.quantity)
  }
  return new Map(
    requests.map((r) => [
      r,
      priceOne(r, fetched.get(r.productId)!, wanted.get(`${r.productId}/${r.variantId}`)!),
    ]),
  )
}

async function fetchProduct(store: HostedStoreClient, id: string): Promise<Fetched> {
  try {
    return { product: await store.getProduct(id) }
  } catch (error) {
    if (error instanceof HostedStoreError && error.status === 404) return { missing: true }
    return { down: true }
  }
}

function priceOne(request: HostedRequest, fetched: Fetched, wanted: number): PricedHostedLine {
  if ('down' in fetched) return unavailableLine(request, null, STORE_DOWN_MESSAGE)
  if ('missing' in fetched)
    return unavailableLine(request, null, 'This product is no longer available.')
  const { product } = fetched
  const variant = product.variants.find((v) => v.id === request.variantId)
  if (!variant) {
    return unavailableLine(
      request,
      product.title,
      `${product.title}: this option is no longer available.`,
    )
  }
  const hosted: HostedLineInfo = {
    productId: product.id,
    variantId: variant.id,
    title: product.title,
    variantTitle: variant.title,
  }
  const name = hostedLineTitle(product.title, variant.title)
  if (variant.currency.toLowerCase() !== 'php') {
    const code = variant.currency.toUpperCase()
    return {
      ...unavailableLine(
        request,
        name,
        `This product is priced in ${code}; our cart and checkout are in pesos.`,
      ),
      hosted,
    }
  }
  if (!product.purchasable) {
    return { ...unavailableLine(request, name, `${name} is not available right now.`), hosted }
  }
  const price = variant.sale_price_in_cents ?? variant.price_in_cents
  const line: PricedHostedLine = { ...okLine(request, name, price, []), hosted }
  const seen = request.seenUnitPriceCentavos
  if (seen !== undefined && seen !== price) {
    line.status = 'price_changed'
    line.message = `The price of ${name} is now ${formatPeso(price)} (was ${formatPeso(seen)}).`
    return line
  }
  const stock = variant.manage_inventory ? variant.inventory_quantity : null
  if (stock !== null && wanted > stock) {
    line.status = 'insufficient_stock'
    line.availableGrams = null
    line.message = stock > 0 ? `Only ${stock} left.` : `${name} is out of stock.`
  }
  return line
}
