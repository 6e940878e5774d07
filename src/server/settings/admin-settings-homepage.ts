import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import { validationFailed } from '#server/http/errors.ts'
import { sweepMedia } from '#server/media/media-cleanup.ts'
import { mediaAssetsByKey } from '#server/media/media-repo.ts'
import { mediaKeyFromUrl } from '#shared/media.ts'
import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { getSettings, lockSettings, putSettings } from './settings-repo.ts'

/** Every picture of the homepage settings with the form field that holds it. */
function imagesByField(homepage: HomepageSettings): [field: string, url: string][] {
  return [
    ['heroImage', homepage.heroImage],
    ...Object.entries(homepage.categoryImages).map(([category, url]): [string, string] => [
      `categoryImages.${category}`,
      url,
    ]),
  ]
}

/**
 * Saves the hero and category images. An uploaded image must be one this shop
 * stored (a made-up /media/ address would show a broken picture); the uploads the
 * save dropped are swept once the write has committed.
 */
export async function saveHomepageSettings(
  deps: AppDeps,
  homepage: HomepageSettings,
): Promise<HomepageSettings> {
  const previous = await deps.db.transaction(async (tx) => {
    const wanted = imagesByField(homepage).flatMap(([field, url]) => {
      const key = mediaKeyFromUrl(url)
      return key ? [{ field, key }] : []
    })
    const known = await mediaAssetsByKey(
      tx,
      wanted.map((w) => w.key),
    )
    const unknown = wanted.filter((w) => !known.has(w.key))
    if (unknown.length > 0) {
      throw validationFailed(
        Object.fromEntries(
          unknown.map((u) => [u.field, 'That image is no longer stored; please upload it again']),
        ),
      )
    }
    // Locks the row so two saves at once cannot both miss what the other dropped.
    await lockSettings(tx, 'homepage')
    const old = await getSettings(tx, 'homepage')
    await putSettings(tx, 'homepage', homepage, deps.now())
    // /api/homepage is served from the catalog cache.
    await notifyCatalogChanged(tx, deps.catalogCache)
    return old
  })
  const kept = new Set(imagesByField(homepage).map(([, url]) => url))
  const dropped = imagesByField(previous)
    .map(([, url]) => url)
    .filter((url) => !kept.has(url))
    .map(mediaKeyFromUrl)
  await sweepMedia(deps, dropped)
  return homepage
}
