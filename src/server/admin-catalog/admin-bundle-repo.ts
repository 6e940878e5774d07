import { eq, inArray } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { toPublicBundle } from '#server/catalog/catalog-mappers.ts'
import type { BundleItemRow, BundleRow } from '#server/catalog/catalog-rows-repo.ts'
import { bundleItemsOf } from '#server/catalog/content-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { bundleItems, bundles, products } from '#server/db/schema/catalog.ts'
import { validationFailed } from '#server/http/errors.ts'
import type { AdminListQuery, BundleWrite } from '#shared/schemas/admin-catalog.ts'
import type { AdminBundle } from '#shared/schemas/admin-catalog-views.ts'
import { contentRepo, listContent, loadContent, saveContent } from './admin-content-repo.ts'

export const BUNDLE = 'That bundle'

/** The public shape without `available` (staff see drafts anyway), plus visibility. */
function toAdminBundle(row: BundleRow, items: readonly BundleItemRow[]): AdminBundle {
  const { available: _available, ...shown } = toPublicBundle(row, items)
  return { ...shown, visibility: row.visibility }
}

async function withItems(db: Queryable, rows: BundleRow[]): Promise<AdminBundle[]> {
  const items = await bundleItemsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) =>
    toAdminBundle(
      row,
      items.filter((i) => i.bundleId === row.id),
    ),
  )
}

/** Search over name and description, any visibility, newest first. */
export const listAdminBundles = (db: Queryable, query: AdminListQuery) =>
  listContent(db, bundles, [bundles.name, bundles.description], query, withItems)

export const loadAdminBundle = (db: Queryable, id: number) =>
  loadContent(db, bundles, id, withItems)

/**
 * 422 naming the products that no longer exist (deleted while the form was open).
 * The chosen ones are locked against deletion until this write commits.
 */
async function refuseMissingProducts(tx: Queryable, ids: readonly number[]): Promise<void> {
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .for('share')
  const known = new Set(found.map((p) => p.id))
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length > 0) {
    throw validationFailed({
      items: `${missing.length === 1 ? 'A chosen product no longer exists' : 'Some chosen products no longer exist'} (id ${missing.join(', ')}). Reload and choose again.`,
    })
  }
}

/** Creates (id null) or replaces a bundle and its items, in the order given. */
export function saveBundle(deps: AppDeps, id: number | null, input: BundleWrite): Promise<number> {
  return saveContent(deps, bundles, id, BUNDLE, {
    fields: {
      name: input.name,
      description: input.description,
      priceCentavos: input.price,
      discountPriceCentavos: input.discountPrice,
      imageUrl: input.imageUrl,
      visibility: input.visibility,
    },
    check: (tx) =>
      refuseMissingProducts(
        tx,
        input.items.map((i) => i.productId),
      ),
    items: async (tx, bundleId, replacing) => {
      if (replacing) await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId))
      await tx.insert(bundleItems).values(
        input.items.map((item, position) => ({
          bundleId,
          productId: item.productId,
          quantityGrams: item.quantity,
          position,
        })),
      )
    },
  })
}

/** Bundles for the back office's content routes (admin-content-routes.ts). */
export const bundleRepo = contentRepo<AdminBundle, BundleWrite>(bundles, BUNDLE, {
  list: listAdminBundles,
  load: loadAdminBundle,
  save: saveBundle,
})
