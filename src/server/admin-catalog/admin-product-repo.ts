import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { toPublicImage, toPublicProduct } from '#server/catalog/catalog-mappers.ts'
import {
  type ImageRow,
  type ProductRow,
  productColumns,
} from '#server/catalog/catalog-rows-repo.ts'
import { imagesOf } from '#server/catalog/product-repo.ts'
import type { Queryable, Transaction } from '#server/db/client.ts'
import { isForeignKeyViolation, isUniqueViolation } from '#server/db/errors.ts'
import { adminPage, searchWhere, visibilityWhere } from '#server/db/paging.ts'
import { productImages, products } from '#server/db/schema/catalog.ts'
import { notFound, validationFailed } from '#server/http/errors.ts'
import { toUploadedImage } from '#server/media/media-assets.ts'
import { sweepMedia } from '#server/media/media-cleanup.ts'
import { mediaAssetsByKey } from '#server/media/media-repo.ts'
import { isMediaKey } from '#shared/media.ts'
import type { OptionGroup } from '#shared/preparation.ts'
import { deriveTags } from '#shared/product-tags.ts'
import type {
  AdminProductListQuery,
  ProductWrite,
  Visibility,
} from '#shared/schemas/admin-catalog.ts'
import type { AdminPage, AdminProduct, ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import type { CatalogItemRepo } from './admin-content-repo.ts'
import { optionGroupsToStore } from './option-groups-write.ts'

const PRODUCT = 'That product'

const adminProductColumns = { ...productColumns, visibility: products.visibility }
type AdminProductRow = ProductRow & { visibility: AdminProduct['visibility'] }

/** The public product plus what only staff see: visibility and each image's upload key. */
export function toAdminProduct(row: AdminProductRow, images: readonly ImageRow[]): AdminProduct {
  return {
    ...toPublicProduct(row, images),
    visibility: row.visibility,
    images: images.map((image) => ({ ...toPublicImage(image), mediaKey: image.mediaKey })),
  }
}

async function withAdminImages(
  db: Queryable,
  rows: readonly AdminProductRow[],
): Promise<AdminProduct[]> {
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => toAdminProduct(row, images.get(row.id) ?? []))
}

/** Staff search over name, SKU and cut type, drafts included, newest first. */
export async function listAdminProducts(
  db: Queryable,
  query: AdminProductListQuery,
): Promise<AdminPage<AdminProduct>> {
  const search = searchWhere(query.q, [products.name, products.sku, products.cutType])
  if (search === null) return adminPage([], 0, query)
  const where = and(
    search,
    visibilityWhere(products.visibility, query.status),
    query.category === 'all' ? undefined : eq(products.category, query.category),
  )
  const [rows, [count]] = await Promise.all([
    db
      .select(adminProductColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ])
  return adminPage(await withAdminImages(db, rows), Number(count?.n ?? 0), query)
}

export async function loadAdminProduct(db: Queryable, id: number): Promise<AdminProduct | null> {
  const rows = await db.select(adminProductColumns).from(products).where(eq(products.id, id))
  const [product] = await withAdminImages(db, rows)
  return product ?? null
}

/** Every product for the bundle and recipe pickers, drafts included, by name. */
export async function productOptions(db: Queryable): Promise<ProductOption[]> {
  return db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      visibility: products.visibility,
      stockGrams: products.stockGrams,
      pricePerKgCentavos: products.effectivePriceCentavos,
    })
    .from(products)
    .orderBy(sql`lower(${products.name})`, asc(products.id))
}

const SKU_TAKEN = 'This SKU is already used by another product.'
const MISSING_UPLOAD = 'An uploaded image could not be found. Please upload it again.'

/**
 * Creates (no `id`) or replaces a product with its images in one transaction, and
 * answers its id. An edit locks the row first, so two saves of one product run one
 * after the other and the last one wins whole. Images no longer used are swept
 * from the media store after the commit.
 */
export async function saveProduct(
  deps: AppDeps,
  input: ProductWrite,
  id?: number,
): Promise<number> {
  const { productId, droppedKeys } = await inTransaction(deps, async (tx) => {
    let previousKeys: (string | null)[] = []
    let currentGroups: OptionGroup[] = []
    if (id !== undefined) {
      const [locked] = await tx
        .select({ id: products.id, optionGroups: products.optionGroups })
        .from(products)
        .where(eq(products.id, id))
        .for('update')
      if (!locked) throw notFound(PRODUCT)
      currentGroups = locked.optionGroups
      previousKeys = (
        await tx
          .select({ key: productImages.mediaKey })
          .from(productImages)
          .where(eq(productImages.productId, id))
      ).map((r) => r.key)
    }
    await assertSkuFree(tx, input.sku, id)
    const images = await resolveImages(tx, input.images)
    const values = {
      ...productValues(input, deps.now()),
      optionGroups: optionGroupsToStore(input.optionGroups, currentGroups),
    }
    const [saved] =
      id === undefined
        ? await tx.insert(products).values(values).returning({ id: products.id })
        : await tx
            .update(products)
            .set(values)
            .where(eq(products.id, id))
            .returning({ id: products.id })
    const productId = saved!.id
    if (id !== undefined) await tx.delete(productImages).where(eq(productImages.productId, id))
    if (images.length > 0) {
      await tx
        .insert(productImages)
        .values(images.map((image, position) => ({ ...image, productId, position })))
    }
    await notifyCatalogChanged(tx, deps.catalogCache)
    const kept = new Set(images.map((i) => i.mediaKey))
    return { productId, droppedKeys: previousKeys.filter((k) => k !== null && !kept.has(k)) }
  })
  await sweepMedia(deps, droppedKeys)
  return productId
}

function productValues(input: ProductWrite, now: Date) {
  return {
    name: input.name,
    category: input.category,
    cutType: input.cutType,
    priceCentavos: input.price,
    discountPerKgCentavos: input.discountPerKg,
    sku: input.sku,
    stockGrams: input.stock,
    origin: input.origin,
    minOrderGrams: input.minOrder,
    description: input.description,
    // SALE follows the discount and SOLD OUT the stock, whatever the request says.
    tags: deriveTags(input.tags, {
      discountPerKgCentavos: input.discountPerKg,
      stockGrams: input.stock,
    }),
    visibility: input.visibility,
    deliveryAreas: input.deliveryAreas,
    allergens: input.allergens,
    pricedByPackedWeight: input.pricedByPackedWeight,
    soldByPiece: input.soldByPiece,
    averagePieceGrams: input.averagePieceGrams,
    coverImageIndex: input.coverImageIndex,
    updatedAt: now,
  }
}

async function assertSkuFree(tx: Transaction, sku: string, exceptId: number | undefined) {
  const [owner] = await tx.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  if (owner && owner.id !== exceptId) throw validationFailed({ sku: SKU_TAKEN })
}

/** An uploaded image must be a stored asset; its address is then the asset's own. */
async function resolveImages(tx: Transaction, images: ProductWrite['images']) {
  const keys = images.map((i) => i.mediaKey).filter((k): k is string => k !== null)
  if (keys.some((k) => !isMediaKey(k))) throw validationFailed({ images: MISSING_UPLOAD })
  const assets = await mediaAssetsByKey(tx, keys)
  return images.map((image) => {
    if (image.mediaKey === null) return { url: image.url, alt: image.alt, mediaKey: null }
    const asset = assets.get(image.mediaKey)
    if (!asset) throw validationFailed({ images: MISSING_UPLOAD })
    return { url: toUploadedImage(asset).url, alt: image.alt, mediaKey: asset.key }
  })
}

export async function setProductVisibility(deps: AppDeps, id: number, visibility: Visibility) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ visibility, updatedAt: deps.now() })
      .where(eq(products.id, id))
      .returning({ id: products.id })
    if (!row) throw notFound(PRODUCT)
    await notifyCatalogChanged(tx, deps.catalogCache)
  })
}

/**
 * Deletes a product; its images, bundle items and recipe links go with it (foreign
 * key cascades). Orders keep their own copy of name and prices, so an ordered
 * product can be deleted: its order lines simply lose the link.
 */
export async function deleteProduct(deps: AppDeps, id: number): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ key: productImages.mediaKey })
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position))
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id })
    if (!row) throw notFound(PRODUCT)
    await notifyCatalogChanged(tx, deps.catalogCache)
    return images.map((i) => i.key)
  })
  await sweepMedia(deps, keys)
}

/** A SKU taken by a concurrent save (past the check above) is the same 422; so is an
 *  upload swept between the check and the insert (the images' foreign key). */
async function inTransaction<T>(deps: AppDeps, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work)
  } catch (err) {
    if (isUniqueViolation(err, 'products_sku_unique')) throw validationFailed({ sku: SKU_TAKEN })
    if (isForeignKeyViolation(err)) throw validationFailed({ images: MISSING_UPLOAD })
    throw err
  }
}

/** Products for the back office's item routes (admin-item-routes.ts). */
export const productRepo: CatalogItemRepo<AdminProduct, ProductWrite, AdminProductListQuery> = {
  what: PRODUCT,
  list: listAdminProducts,
  load: loadAdminProduct,
  save: (deps, id, input) => saveProduct(deps, input, id ?? undefined),
  setVisibility: setProductVisibility,
  remove: deleteProduct,
}
