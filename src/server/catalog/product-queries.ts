import { and, arrayContains, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { mediaAssets, productImages, products } from '#server/db/schema/catalog.ts'
import { HOME_NEWEST_LIMIT } from '#shared/catalog-options.ts'
import { TAG_NEW } from '#shared/product-tags.ts'
import type { ProductDetail, ProductListingQuery, PublicProduct } from '#shared/schemas/catalog.ts'
import { type ImageRow, type ProductRow, toPublicProduct } from './catalog-mappers.ts'

/** What the storefront shows of a product (everything but visibility). */
export const productColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  cutType: products.cutType,
  priceCentavos: products.priceCentavos,
  discountPerKgCentavos: products.discountPerKgCentavos,
  sku: products.sku,
  stockGrams: products.stockGrams,
  origin: products.origin,
  description: products.description,
  tags: products.tags,
  minOrderGrams: products.minOrderGrams,
  deliveryAreas: products.deliveryAreas,
  allergens: products.allergens,
  coverImageIndex: products.coverImageIndex,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
}

export const isPublished = eq(products.visibility, 'published')

/** Each order ends on the id, so pages never repeat or skip a product between requests. */
export const listingOrder: Record<ProductListingQuery['sort'], SQL[]> = {
  name: [sql`lower(${products.name})`, asc(products.id)],
  'price-asc': [asc(products.effectivePriceCentavos), asc(products.id)],
  'price-desc': [desc(products.effectivePriceCentavos), asc(products.id)],
}

/** Home page: published products tagged NEW, newest first. */
export async function newestProducts(db: Queryable): Promise<PublicProduct[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(isPublished, arrayContains(products.tags, [TAG_NEW])))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(HOME_NEWEST_LIMIT)
  return withImages(db, rows)
}

const RELATED_LIMIT = 4

/** One published product and up to four others of its category; null when not for sale. */
export async function productDetail(db: Queryable, id: number): Promise<ProductDetail | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.id, id), isPublished))
  if (!row) return null
  const related = await db
    .select(productColumns)
    .from(products)
    .where(and(isPublished, eq(products.category, row.category), ne(products.id, id)))
    .orderBy(...listingOrder.name)
    .limit(RELATED_LIMIT)
  const [product, ...others] = await withImages(db, [row, ...related])
  return { product: product!, related: others }
}

/** Rows with their images (one query for all of them), in the rows' order. */
export async function withImages(
  db: Queryable,
  rows: readonly ProductRow[],
): Promise<PublicProduct[]> {
  const byProduct = await imagesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toPublicProduct(row, byProduct.get(row.id) ?? []))
}

/** The images of these products in position order, with their uploads' sizes and variants. */
export async function imagesOf(
  db: Queryable,
  productIds: readonly number[],
): Promise<Map<number, ImageRow[]>> {
  const byProduct = new Map<number, ImageRow[]>()
  if (productIds.length === 0) return byProduct
  const images = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      mediaKey: productImages.mediaKey,
      mediaWidth: mediaAssets.width,
      mediaHeight: mediaAssets.height,
      variantWidths: mediaAssets.variantWidths,
    })
    .from(productImages)
    .leftJoin(mediaAssets, eq(mediaAssets.key, productImages.mediaKey))
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id))
  for (const image of images) {
    const list = byProduct.get(image.productId)
    if (list) list.push(image)
    else byProduct.set(image.productId, [image])
  }
  return byProduct
}
