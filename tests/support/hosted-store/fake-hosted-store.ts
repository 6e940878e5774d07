import {
  type HostedStoreClient,
  HostedStoreError,
} from '#server/hosted-store/hosted-store-client.ts'
import type { HostedProduct, HostedVariant } from '#shared/schemas/hosted-store.ts'

/** A hosted-store variant in pesos, tracked stock of 5, ₱450.00 unless told otherwise. */
export function hostedVariant(overrides: Partial<HostedVariant> = {}): HostedVariant {
  return {
    id: 'var-1',
    title: 'Small',
    image_url: null,
    sku: null,
    price_in_cents: 45_000,
    sale_price_in_cents: null,
    currency: 'php',
    formatted_price: '₱450.00',
    formatted_sale_price: null,
    manage_inventory: true,
    weight: null,
    options: [],
    inventory_quantity: 5,
    ...overrides,
  }
}

export function hostedProduct(
  overrides: Partial<HostedProduct> = {},
  variants: HostedVariant[] = [hostedVariant()],
): HostedProduct {
  return {
    id: 'prod-1',
    title: 'Wagyu Tallow Candle',
    subtitle: null,
    ribbon_text: null,
    description: '',
    image: null,
    price_in_cents: variants[0]?.price_in_cents ?? null,
    currency: variants[0]?.currency ?? 'php',
    status: 'active',
    purchasable: true,
    order: null,
    site_product_selection: null,
    images: [],
    options: [],
    variants,
    price_variant_id: variants[0]?.id ?? null,
    collections: [],
    additional_info: [],
    type: null,
    custom_fields: [],
    related_products: [],
    seo_description: '',
    updated_at: null,
    created_at: null,
    deleted_at: null,
    metadata: {},
    ...overrides,
  }
}

/**
 * A hosted store held in memory: tests put products in, change them between calls,
 * or take the whole store down. Counts calls so a test can tell a product was asked for.
 */
export function fakeHostedStore() {
  const products = new Map<string, HostedProduct>()
  let down = false
  const store = {
    calls: 0,
    put(product: HostedProduct) {
      products.set(product.id, product)
    },
    setDown(value: boolean) {
      down = value
    },
    async getProduct(id: string): Promise<HostedProduct> {
      store.calls += 1
      if (down) throw new HostedStoreError(503, 'HTTP 503: Service Unavailable')
      const product = products.get(id)
      if (!product) throw new HostedStoreError(404, 'HTTP 404: Not Found')
      return structuredClone(product)
    },
    async listProducts() {
      return []
    },
  } satisfies HostedStoreClient & Record<string, unknown>
  return store
}
