import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  type ImageRow,
  type ProductRow,
  toPublicImage,
  toPublicProduct,
} from '#server/catalog/catalog-mappers.ts'
import { imagesOf, productColumns } from '#server/catalog/product-queries.ts'
import type { Queryable } from '#server/db/client.ts'
import { products } from '#server/db/schema/catalog.ts'
import type { AdminProductListQuery } from '#shared/schemas/admin-catalog.ts'
import type { AdminPage, AdminProduct, ProductOption } from '#shared/schemas/admin-catalog-views.ts'
import { adminPage, searchWhere, visibilityWhere } from './admin-list.ts'

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
    })
    .from(products)
    .orderBy(sql`lower(${products.name})`, asc(products.id))
}
