import { truncateText } from '#shared/page-titles.ts'
import type {
  HostedImage,
  HostedListItem,
  HostedOption,
  HostedProduct,
} from '#shared/schemas/hosted-store.ts'
import type { RawImage, RawProduct, RawVariantStock } from './hosted-raw.ts'
import {
  DEFAULT_CURRENCY,
  mapHostedVariant,
  mapOptionValue,
  priceVariant,
} from './map-hosted-variant.ts'
import { htmlToText, sanitizeHostedHtml } from './sanitize-hosted-html.ts'

/** The objects of an array field; a missing field or a stray null in it is skipped. */
const list = <T>(value: T[] | null | undefined): T[] =>
  Array.isArray(value) ? value.filter((x) => x !== null && typeof x === 'object') : []
/**
 * A text field as text: the service is another party, and a number or an object where
 * a string belongs must read as no text, never reach a string method and throw.
 */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')
/** An optional text field: its text, or null when it has none. */
const optionalText = (value: unknown): string | null => textOf(value) || null
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

function mapImages(raw: RawImage[]): HostedImage[] {
  return raw
    .filter((i) => typeof i.url === 'string' && i.url !== '')
    .map((i) => ({ url: i.url as string, order: i.order ?? 0, type: i.type ?? 'image' }))
    .sort(byOrder)
}

function stockById(stock: RawVariantStock[]) {
  const map = new Map<string, number | null>()
  for (const s of stock) {
    if (s.id) map.set(s.id, typeof s.inventory_quantity === 'number' ? s.inventory_quantity : null)
  }
  return map
}

/** Values repeat once per variant in the answer; a picker shows each value once. */
function mapOptions(raw: RawProduct['options']): HostedOption[] {
  return list(raw).map((o) => {
    const seen = new Set<string>()
    const values = list(o.values)
      .map((v) => mapOptionValue(v))
      .filter((v) => !seen.has(v.value) && seen.add(v.value) !== undefined)
    return { id: String(o.id ?? ''), title: textOf(o.title), values }
  })
}

/** The raw single-product answer, with the variants call's stock, as docs/product-rules.md §3 describes it. */
export function mapHostedProduct(raw: RawProduct, stock: RawVariantStock[] = []): HostedProduct {
  const quantities = stockById(list(stock))
  const variants = list(raw.variants).flatMap((v) => mapHostedVariant(v, quantities) ?? [])
  const selection = optionalText(raw.site_product_selection)
  const shown = priceVariant(variants, selection)
  const images = mapImages(list(raw.media ?? raw.images))
  const description = sanitizeHostedHtml(textOf(raw.description))
  const seoSource =
    textOf(raw.seo_settings?.description).trim() || htmlToText(description) || textOf(raw.title)
  return {
    id: String(raw.id ?? ''),
    title: textOf(raw.title),
    subtitle: optionalText(raw.subtitle),
    ribbon_text: optionalText(raw.ribbon_text),
    description,
    image: optionalText(raw.thumbnail) ?? images[0]?.url ?? null,
    price_in_cents: shown ? (shown.sale_price_in_cents ?? shown.price_in_cents) : null,
    currency: shown?.currency ?? DEFAULT_CURRENCY,
    status: optionalText(raw.status) ?? 'published',
    // Nothing can be bought without a priced variant.
    purchasable: raw.purchasable === true && variants.length > 0,
    order: typeof raw.order === 'number' ? raw.order : null,
    site_product_selection: selection,
    images,
    options: mapOptions(raw.options),
    variants,
    price_variant_id: shown?.id ?? null,
    collections: list(raw.product_collections).map((c) => ({
      product_id: String(c.product_id ?? ''),
      collection_id: String(c.collection_id ?? ''),
      order: c.order ?? 0,
    })),
    additional_info: list(raw.additional_info)
      .map((a) => ({
        id: String(a.id ?? ''),
        order: a.order ?? 0,
        title: textOf(a.title),
        description: sanitizeHostedHtml(textOf(a.description)),
      }))
      .sort(byOrder),
    type: textOf(raw.type?.value) ? { value: textOf(raw.type?.value) } : null,
    custom_fields: list(raw.custom_fields).map((f) => ({
      id: String(f.id ?? ''),
      title: textOf(f.title),
      is_required: f.is_required === true,
    })),
    related_products: list(raw.related_products).map((r) => ({
      id: String(r.id ?? ''),
      section_title: textOf(r.section_title),
      related_type: textOf(r.related_type),
      related_id: String(r.related_id ?? ''),
      position: r.position ?? 0,
    })),
    seo_description: truncateText(seoSource),
    updated_at: optionalText(raw.updated_at),
    created_at: optionalText(raw.created_at),
    deleted_at: optionalText(raw.deleted_at),
    metadata: raw.metadata && typeof raw.metadata === 'object' ? raw.metadata : {},
  }
}

/** A `/store` list entry from a raw list item (which carries `images`, not `media`). */
export function mapHostedListItem(raw: RawProduct): HostedListItem {
  const product = mapHostedProduct(raw)
  const shown = product.variants.find((v) => v.id === product.price_variant_id)
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    ribbon_text: product.ribbon_text,
    image: product.image,
    price_in_cents: shown?.price_in_cents ?? null,
    sale_price_in_cents: shown?.sale_price_in_cents ?? null,
    currency: product.currency,
    formatted_price: shown?.formatted_price ?? null,
    formatted_sale_price: shown?.formatted_sale_price ?? null,
    purchasable: product.purchasable,
  }
}
