/**
 * The raw answers of the hosted store service (Hostinger Ecommerce store API), as
 * far as we read them. Everything is optional or nullable: the service is another
 * party, and a missing field must give a sensible product, never a crash.
 */
export interface RawCurrency {
  code?: string | null
  symbol?: string | null
  symbol_native?: string | null
  decimal_digits?: number | null
  template?: string | null
}

export interface RawPrice {
  amount?: number | null
  sale_amount?: number | null
  currency_code?: string | null
  currency?: RawCurrency | null
}

export interface RawOptionValue {
  id?: string
  option_id?: string
  variant_id?: string
  value?: string | null
}

export interface RawVariant {
  id?: string
  title?: string | null
  image_url?: string | null
  sku?: string | null
  manage_inventory?: boolean | null
  weight?: number | null
  inventory_quantity?: number | null
  prices?: RawPrice[] | null
  options?: RawOptionValue[] | null
}

export interface RawImage {
  url?: string | null
  order?: number | null
  type?: string | null
}

export interface RawProduct {
  id?: string
  title?: string | null
  subtitle?: string | null
  ribbon_text?: string | null
  description?: string | null
  thumbnail?: string | null
  status?: string | null
  purchasable?: boolean | null
  order?: number | null
  site_product_selection?: string | null
  type?: { value?: string | null } | null
  /** On the single product. */
  media?: RawImage[] | null
  /** On list items. */
  images?: RawImage[] | null
  options?: { id?: string; title?: string | null; values?: RawOptionValue[] | null }[] | null
  variants?: RawVariant[] | null
  product_collections?: { product_id?: string; collection_id?: string; order?: number }[] | null
  additional_info?:
    | { id?: string; order?: number | null; title?: string | null; description?: string | null }[]
    | null
  custom_fields?: { id?: string; title?: string | null; is_required?: boolean | null }[] | null
  related_products?:
    | {
        id?: string
        section_title?: string | null
        related_type?: string | null
        related_id?: string | null
        position?: number | null
      }[]
    | null
  seo_settings?: { slug?: string | null; description?: string | null } | null
  metadata?: Record<string, unknown> | null
  created_at?: string | null
  updated_at?: string | null
  deleted_at?: string | null
}

/** `{variants: [{id, inventory_quantity}]}` */
export interface RawVariantStock {
  id?: string
  inventory_quantity?: number | null
}
