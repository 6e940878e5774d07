import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { Queryable } from '#server/db/client.ts'
import { isForeignKeyViolation } from '#server/db/errors.ts'
import { bundles, mediaAssets, productImages, promos, recipes } from '#server/db/schema/catalog.ts'
import { settings } from '#server/db/schema/shop.ts'

export type MediaAssetRow = typeof mediaAssets.$inferSelect

/** Records an upload whose files are stored. */
export async function insertMediaAsset(
  db: Queryable,
  asset: typeof mediaAssets.$inferInsert,
): Promise<MediaAssetRow> {
  const [row] = await db.insert(mediaAssets).values(asset).returning()
  return row!
}

/** The assets of these keys (unknown keys are left out). */
export async function mediaAssetsByKey(
  db: Queryable,
  keys: readonly string[],
): Promise<Map<string, MediaAssetRow>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.key, [...new Set(keys)]))
  return new Map(rows.map((r) => [r.key, r]))
}

/**
 * Deletes the record when no product image, bundle, recipe, promo or setting
 * names the key, in one statement. The product images' foreign key refuses the
 * delete when an image was attached meanwhile (then the record simply stays).
 */
export async function deleteUnreferencedAsset(db: Queryable, key: string): Promise<boolean> {
  const url = `/media/${key}/%`
  const unused = [
    notExists(
      db.select({ one: sql`1` }).from(productImages).where(eq(productImages.mediaKey, key)),
    ),
    notExists(db.select({ one: sql`1` }).from(bundles).where(sql`${bundles.imageUrl} like ${url}`)),
    notExists(db.select({ one: sql`1` }).from(recipes).where(sql`${recipes.imageUrl} like ${url}`)),
    notExists(db.select({ one: sql`1` }).from(promos).where(sql`${promos.imageUrl} like ${url}`)),
    notExists(
      db
        .select({ one: sql`1` })
        .from(settings)
        .where(sql`${settings.value}::text like ${`%${url}`}`),
    ),
  ]
  try {
    const deleted = await db
      .delete(mediaAssets)
      .where(and(eq(mediaAssets.key, key), ...unused))
      .returning({ key: mediaAssets.key })
    return deleted.length > 0
  } catch (err) {
    if (isForeignKeyViolation(err)) return false
    throw err
  }
}

/** Uploads recorded before `cutoff` that no product image uses. */
export async function unattachedMediaKeys(db: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await db
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .leftJoin(productImages, eq(productImages.mediaKey, mediaAssets.key))
    .where(and(lt(mediaAssets.createdAt, cutoff), isNull(productImages.id)))
  return rows.map((r) => r.key)
}
