import type { Path, UseFormReturn } from 'react-hook-form'
import { parsePesos } from '#shared/money.ts'
import type { OptionGroup } from '#shared/preparation.ts'
import { discountPriceFor } from '#shared/pricing.ts'
import { deriveTags, TAG_NEW } from '#shared/product-tags.ts'
import {
  DEFAULT_DELIVERY_AREAS,
  type ProductInput,
  type ProductWrite,
} from '#shared/schemas/admin-catalog.ts'
import type { AdminProduct } from '#shared/schemas/admin-catalog-views.ts'
import { parseKg } from '#shared/weight.ts'

/** One image row of the form: an uploaded file (mediaKey) or a typed address. */
export interface ProductImageValue {
  url: string
  alt: string
  mediaKey: string | null
}

/**
 * The form's values, as typed: amounts stay text until the shared schema turns them
 * into centavos and grams. Images and delivery areas have a fixed shape here so the
 * fields can rely on them.
 */
export type ProductFormValues = Omit<
  ProductInput,
  | 'images'
  | 'tags'
  | 'deliveryAreas'
  | 'coverImageIndex'
  | 'optionGroups'
  | 'soldByPiece'
  | 'averagePieceGrams'
> & {
  images: ProductImageValue[]
  tags: string[]
  deliveryAreas: string
  coverImageIndex: number
  /** Issue 31 §1: 'Preparation options', in order; existing ids go back unchanged. */
  optionGroups: OptionGroupValue[]
  soldByPiece: boolean
  /** Grams as typed; null when the product is not sold by the piece (or nothing typed). */
  averagePieceGrams: string | null
}

/** One choice of a group as typed: the extra per kg in pesos ('20', '20.50'; empty is 0). */
export interface OptionChoiceValue {
  id?: string
  label: string
  extraPerKg: string
  available: boolean
}

export interface OptionGroupValue {
  id?: string
  name: string
  required: boolean
  choices: OptionChoiceValue[]
}

/** A new group: one empty choice to fill in (a group needs at least one). */
export function newOptionGroup(): OptionGroupValue {
  return { name: '', required: false, choices: [newOptionChoice()] }
}

export function newOptionChoice(): OptionChoiceValue {
  return { label: '', extraPerKg: '', available: true }
}

/** The product's groups as the form shows them: extras in pesos, ids kept. */
export function optionGroupsToValues(groups: readonly OptionGroup[]): OptionGroupValue[] {
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    required: g.required,
    choices: g.choices.map((c) => ({
      id: c.id,
      label: c.label,
      extraPerKg: c.extraPerKgCentavos === 0 ? '' : pesosText(c.extraPerKgCentavos),
      available: c.available,
    })),
  }))
}

/**
 * The piece weight as the schema reads it: null unless the product is sold by the
 * piece and a weight was typed (an empty box would read as 0 g).
 */
export function pieceGramsForSave(values: {
  soldByPiece: boolean
  averagePieceGrams: string | null
}): string | null {
  const typed = values.averagePieceGrams?.trim() ?? ''
  return values.soldByPiece && typed !== '' ? typed : null
}

/** The product form: typed values in, the schema's centavos and grams out. */
export type ProductForm = UseFormReturn<ProductFormValues, unknown, ProductWrite>

/** Every top-level field, for placing the server's 422 messages. */
export const productFieldNames: readonly Path<ProductFormValues>[] = [
  'name',
  'category',
  'cutType',
  'price',
  'discountPerKg',
  'sku',
  'stock',
  'origin',
  'minOrder',
  'description',
  'tags',
  'visibility',
  'deliveryAreas',
  'allergens',
  'pricedByPackedWeight',
  'optionGroups',
  'soldByPiece',
  'averagePieceGrams',
  'images',
  'coverImageIndex',
]

const pesosText = (centavos: number) => (centavos / 100).toFixed(2)
const kgText = (grams: number) => String(grams / 1000)

/** A new product: published, local, the usual delivery areas (docs/product-rules.md §3). */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    category: 'beef',
    cutType: '',
    price: '',
    discountPerKg: '0',
    sku: '',
    stock: '',
    origin: 'Local',
    minOrder: '1',
    description: '',
    tags: [],
    visibility: 'published',
    deliveryAreas: DEFAULT_DELIVERY_AREAS.join(', '),
    allergens: 'None',
    pricedByPackedWeight: false,
    optionGroups: [],
    soldByPiece: false,
    averagePieceGrams: null,
    images: [],
    coverImageIndex: 0,
  }
}

/** An existing product as the form shows it. SALE and SOLD OUT are left to the server. */
export function productToValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    cutType: product.cutType,
    price: pesosText(product.priceCentavos),
    discountPerKg: pesosText(product.discountPerKgCentavos),
    sku: product.sku,
    stock: kgText(product.stockGrams),
    origin: product.origin,
    minOrder: kgText(product.minOrderGrams),
    description: product.description,
    tags: deriveTags(product.tags, { discountPerKgCentavos: 0, stockGrams: 1 }),
    visibility: product.visibility,
    deliveryAreas: product.deliveryAreas.join(', '),
    allergens: product.allergens,
    pricedByPackedWeight: product.pricedByPackedWeight,
    optionGroups: optionGroupsToValues(product.optionGroups ?? []),
    soldByPiece: product.soldByPiece ?? false,
    averagePieceGrams:
      product.averagePieceGrams === null || product.averagePieceGrams === undefined
        ? null
        : String(product.averagePieceGrams),
    images: product.images.map((i) => ({ url: i.url, alt: i.alt, mediaKey: i.mediaKey })),
    coverImageIndex: product.coverImageIndex,
  }
}

/**
 * The image rows minus those left without an address, the cover index following
 * its image (the server drops such rows too, but its index would then point at
 * another image).
 */
export function withoutEmptyImages(values: {
  images: ProductImageValue[]
  coverImageIndex: number
}): { images: ProductImageValue[]; coverImageIndex: number } {
  const cover = values.images[values.coverImageIndex]
  const images = values.images.filter((i) => i.url.trim() !== '')
  const coverImageIndex = cover ? Math.max(0, images.indexOf(cover)) : 0
  return { images, coverImageIndex }
}

/** The cover after removing image `removed`: the first when the cover itself went. */
export function coverAfterRemoving(cover: number, removed: number): number {
  if (removed === cover) return 0
  return removed < cover ? cover - 1 : cover
}

/** The live preview under the price fields: the discount price and the tags saving would give. */
export function previewOf(values: {
  price: unknown
  discountPerKg: unknown
  stock: unknown
  tags: readonly string[]
}): { discountPriceCentavos: number | null; tags: string[] } {
  const price = parsePesos(String(values.price ?? ''))
  const discount = parsePesos(String(values.discountPerKg ?? '')) ?? 0
  const stock = parseKg(String(values.stock ?? ''))
  const discountPriceCentavos =
    price !== null && discount <= price ? discountPriceFor(price, discount) : null
  return {
    discountPriceCentavos,
    tags: deriveTags(values.tags, {
      discountPerKgCentavos: discount,
      // An empty or unreadable stock is not yet 'sold out'.
      stockGrams: stock ?? 1,
    }),
  }
}

export function hasNewTag(tags: readonly string[]): boolean {
  return tags.includes(TAG_NEW)
}

export function withNewTag(tags: readonly string[], on: boolean): string[] {
  const others = tags.filter((t) => t !== TAG_NEW)
  return on ? [TAG_NEW, ...others] : others
}
