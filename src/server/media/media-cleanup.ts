import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { bundles, mediaAssets, productImages, promos, recipes } from '#server/db/schema/catalog.ts'
import { settings } from '#server/db/schema/shop.ts'
import { isMediaKey } from '#shared/media.ts'
import { isForeignKeyViolation } from './foreign-key-violation.ts'

/** An upload nobody attached within this time is taken as abandoned. */
export const ORPHAN_MEDIA_AGE_MS = 24 * 60 * 60 * 1000

/**
 * Removes the stored files (and records) of these media keys when nothing refers
 * to them any more. Called after the transaction that dropped a reference commits.
 */
export async function sweepMedia(deps: AppDeps, keys: readonly (string | null)[]): Promise<void> {
  const wanted = [...new Set(keys.filter((k): k is string => k !== null && isMediaKey(k)))]
  for (const key of wanted) {
    try {
      const removed = await deleteUnreferencedAsset(deps, key)
      if (removed) await deps.media.removeAll(key)
    } catch (err) {
      // A failed sweep only leaves a file behind; the orphan sweep tries again later.
      deps.logger.warn({ err, key }, 'could not remove unused media')
    }
  }
}

/**
 * Deletes the record when no product image, bundle, recipe, promo or setting
 * names the key, in one statement. The product images' foreign key refuses the
 * delete when an image was attached meanwhile (then the record simply stays).
 */
async function deleteUnreferencedAsset(deps: AppDeps, key: string): Promise<boolean> {
  const url = `/media/${key}/%`
  const unused = [
    notExists(
      deps.db.select({ one: sql`1` }).from(productImages).where(eq(productImages.mediaKey, key)),
    ),
    notExists(
      deps.db.select({ one: sql`1` }).from(bundles).where(sql`${bundles.imageUrl} like ${url}`),
    ),
    notExists(
      deps.db.select({ one: sql`1` }).from(recipes).where(sql`${recipes.imageUrl} like ${url}`),
    ),
    notExists(
      deps.db.select({ one: sql`1` }).from(promos).where(sql`${promos.imageUrl} like ${url}`),
    ),
    notExists(
      deps.db
        .select({ one: sql`1` })
        .from(settings)
        .where(sql`${settings.value}::text like ${`%${url}`}`),
    ),
  ]
  try {
    const deleted = await deps.db
      .delete(mediaAssets)
      .where(and(eq(mediaAssets.key, key), ...unused))
      .returning({ key: mediaAssets.key })
    return deleted.length > 0
  } catch (err) {
    if (isForeignKeyViolation(err)) return false
    throw err
  }
}

/**
 * Uploads older than a day that no product image uses (a dialog closed without
 * saving): swept with the same checks as above. Run at start and every few hours.
 */
export async function sweepOrphanMedia(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - ORPHAN_MEDIA_AGE_MS)
  const candidates = await deps.db
    .select({ key: mediaAssets.key })
    .from(mediaAssets)
    .leftJoin(productImages, eq(productImages.mediaKey, mediaAssets.key))
    .where(and(lt(mediaAssets.createdAt, cutoff), isNull(productImages.id)))
  await sweepMedia(
    deps,
    candidates.map((c) => c.key),
  )
  return candidates.length
}
