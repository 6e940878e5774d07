/**
 * A product of the hosted store (Hostinger Ecommerce API) after our server has
 * mapped the raw answer (tests/support/hosted-store/hosted-fixtures.ts) to the shape of docs/product-rules.md §3.
 * Descriptions are HTML sanitised on the server (and again in the browser).
 */
export interface HostedVariant {
  id: string
  title: string
  image_url: string | null
  sku: string | null
  /** Minor units of `currency` (cents, centavos). */
  price_in_cents: number
  sale_price_in_cents: number | null
  /** Lowercase ISO code; 'eur' when the answer names none. */
  currency: string
  /** price_in_cents / 100 with the currency's decimal digits through its template ('₱4,500.00'). */
  formatted_price: string
  formatted_sale_price: string | null
  manage_inventory: boolean
  weight: number | null
  options: HostedOptionValue[]
  /** 0 = out of stock; null = not tracked. */
  inventory_quantity: number | null
}

export interface HostedOptionValue {
  id: string
  option_id: string
  variant_id: string
  value: string
}

export interface HostedOption {
  id: string
  title: string
  /** De-duplicated by value. */
  values: HostedOptionValue[]
}

export interface HostedImage {
  url: string
  order: number
  type: string
}

export interface HostedProduct {
  id: string
  title: string
  subtitle: string | null
  ribbon_text: string | null
  /** Sanitised HTML. */
  description: string
  /** The cover (thumbnail). */
  image: string | null
  /** The shown price: the price variant's sale-or-regular price (docs/product-rules.md §9). */
  price_in_cents: number | null
  currency: string
  status: string
  purchasable: boolean
  order: number | null
  site_product_selection: string | null
  /** Sorted by order. */
  images: HostedImage[]
  options: HostedOption[]
  variants: HostedVariant[]
  /** The id of the variant whose price is shown for the product. */
  price_variant_id: string | null
  collections: { product_id: string; collection_id: string; order: number }[]
  /** Sorted by order; descriptions sanitised HTML. */
  additional_info: { id: string; order: number; title: string; description: string }[]
  type: { value: string } | null
  custom_fields: { id: string; title: string; is_required: boolean }[]
  related_products: {
    id: string
    section_title: string
    related_type: string
    related_id: string
    position: number
  }[]
  /** Plain text for the meta description (≤ 160 characters). */
  seo_description: string
  updated_at: string | null
  created_at: string | null
  deleted_at: string | null
  metadata: Record<string, unknown>
}

/** `/store` list item. */
export interface HostedListItem {
  id: string
  title: string
  subtitle: string | null
  ribbon_text: string | null
  image: string | null
  price_in_cents: number | null
  sale_price_in_cents: number | null
  currency: string
  formatted_price: string | null
  formatted_sale_price: string | null
  purchasable: boolean
}

export interface HostedProductList {
  items: HostedListItem[]
}
