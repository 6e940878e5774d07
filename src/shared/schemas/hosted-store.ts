import { z } from 'zod'

/**
 * A product of the hosted store (Hostinger Ecommerce API) after our server has
 * mapped the raw answer (tests/support/hosted-store/hosted-fixtures.ts) to the shape of docs/product-rules.md §3.
 * Descriptions are HTML sanitised on the server (and again in the browser).
 */
export const hostedOptionValueSchema = z.object({
  id: z.string(),
  option_id: z.string(),
  variant_id: z.string(),
  value: z.string(),
})
export type HostedOptionValue = z.infer<typeof hostedOptionValueSchema>

/** Fields a variant and a `/store` list item share. */
const shownPrices = {
  title: z.string(),
  /** Minor units of `currency` (cents, centavos). */
  sale_price_in_cents: z.int().nullable(),
  /** Lowercase ISO code; 'eur' when the answer names none. */
  currency: z.string(),
}

export const hostedVariantSchema = z.object({
  id: z.string(),
  ...shownPrices,
  image_url: z.string().nullable(),
  sku: z.string().nullable(),
  price_in_cents: z.int(),
  /** price_in_cents / 100 with the currency's decimal digits through its template ('₱4,500.00'). */
  formatted_price: z.string(),
  formatted_sale_price: z.string().nullable(),
  manage_inventory: z.boolean(),
  weight: z.number().nullable(),
  options: z.array(hostedOptionValueSchema),
  /** 0 = out of stock; null = not tracked. */
  inventory_quantity: z.int().nullable(),
})
export type HostedVariant = z.infer<typeof hostedVariantSchema>

export const hostedOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** De-duplicated by value. */
  values: z.array(hostedOptionValueSchema),
})
export type HostedOption = z.infer<typeof hostedOptionSchema>

export const hostedImageSchema = z.object({ url: z.string(), order: z.number(), type: z.string() })
export type HostedImage = z.infer<typeof hostedImageSchema>

export const hostedProductSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    subtitle: z.string().nullable(),
    ribbon_text: z.string().nullable(),
    /** Sanitised HTML. */
    description: z.string(),
    /** The cover (thumbnail). */
    image: z.string().nullable(),
    /** The shown price: the price variant's sale-or-regular price (docs/product-rules.md §9). */
    price_in_cents: z.int().nullable(),
    currency: z.string(),
    status: z.string(),
    purchasable: z.boolean(),
    order: z.number().nullable(),
    site_product_selection: z.string().nullable(),
    /** Sorted by order. */
    images: z.array(hostedImageSchema),
    options: z.array(hostedOptionSchema),
    variants: z.array(hostedVariantSchema),
    /** The id of the variant whose price is shown for the product. */
    price_variant_id: z.string().nullable(),
    collections: z.array(
      z.object({ product_id: z.string(), collection_id: z.string(), order: z.number() }),
    ),
    /** Sorted by order; descriptions sanitised HTML. */
    additional_info: z.array(
      z.object({ id: z.string(), order: z.number(), title: z.string(), description: z.string() }),
    ),
    type: z.object({ value: z.string() }).nullable(),
    custom_fields: z.array(
      z.object({ id: z.string(), title: z.string(), is_required: z.boolean() }),
    ),
    related_products: z.array(
      z.object({
        id: z.string(),
        section_title: z.string(),
        related_type: z.string(),
        related_id: z.string(),
        position: z.number(),
      }),
    ),
    /** Plain text for the meta description (≤ 160 characters). */
    seo_description: z.string(),
    updated_at: z.string().nullable(),
    created_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'HostedProduct' })
export type HostedProduct = z.infer<typeof hostedProductSchema>

/** `/store` list item. */
export const hostedListItemSchema = z.object({
  id: z.string(),
  ...shownPrices,
  subtitle: z.string().nullable(),
  ribbon_text: z.string().nullable(),
  image: z.string().nullable(),
  price_in_cents: z.int().nullable(),
  formatted_price: z.string().nullable(),
  formatted_sale_price: z.string().nullable(),
  purchasable: z.boolean(),
})
export type HostedListItem = z.infer<typeof hostedListItemSchema>

export const hostedProductListSchema = z.object({ items: z.array(hostedListItemSchema) })
export type HostedProductList = z.infer<typeof hostedProductListSchema>
