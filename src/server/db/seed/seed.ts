import { eq } from 'drizzle-orm'
import { lockForTransaction, lockIds } from '#server/db/advisory-lock.ts'
import type { Database, Transaction } from '#server/db/client.ts'
import {
  bundleItems,
  bundles,
  productImages,
  products,
  promos,
  recipeProducts,
  recipes,
} from '#server/db/schema/catalog.ts'
import { deliveryWindows } from '#server/db/schema/delivery.ts'
import { settings, shippingZones } from '#server/db/schema/shop.ts'
import { addDaysToIsoDate, manilaIsoDate } from '#shared/manila-time.ts'
import { defaultSettings, type SettingsKey } from '#shared/schemas/settings.ts'
import {
  type SampleProductKey,
  sampleBundle,
  sampleProducts,
  samplePromo,
  sampleRecipes,
  sampleZones,
} from './sample-catalog.ts'
import { mapSampleZoneCitiesOnce } from './zone-cities-seed.ts'

/** Marks a database as seeded, so deleting every sample product later does not bring them back. */
const SEED_MARKER = 'seed_marker'

/**
 * Seeds a new shop once: settings defaults, shipping zones and the sample catalog.
 * Safe to call on every start and from several processes at once.
 * Returns true when this call did the seeding.
 */
export async function seedOnce(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, lockIds.seed)
    const [marker] = await tx.select().from(settings).where(eq(settings.key, SEED_MARKER))
    if (marker) {
      // A shop from before issue 28: its sample zones get their cities once.
      await mapSampleZoneCitiesOnce(tx, now)
      return false
    }
    await seedSettings(tx, now)
    await seedZones(tx, now)
    await mapSampleZoneCitiesOnce(tx, now)
    await seedCatalog(tx, now)
    await tx
      .insert(settings)
      .values({ key: SEED_MARKER, value: { version: 1, at: now.toISOString() }, updatedAt: now })
    return true
  })
}

async function seedZones(tx: Transaction, now: Date) {
  for (const { windows, ...zone } of sampleZones) {
    const [row] = await tx
      .insert(shippingZones)
      .values({ ...zone, createdAt: now })
      .returning({ id: shippingZones.id })
    await tx.insert(deliveryWindows).values(windows.map((w) => ({ ...w, zoneId: row!.id })))
  }
}

async function seedSettings(tx: Transaction, now: Date) {
  const rows = (Object.keys(defaultSettings) as SettingsKey[]).map((key) => ({
    key,
    value: defaultSettings[key],
    updatedAt: now,
  }))
  await tx.insert(settings).values(rows).onConflictDoNothing()
}

async function seedCatalog(tx: Transaction, now: Date) {
  const ids = new Map<SampleProductKey, number>()
  // Stagger creation times so "newest" has a stable, meaningful order.
  for (const [index, p] of sampleProducts.entries()) {
    const createdAt = new Date(now.getTime() - (sampleProducts.length - index) * 60_000)
    const { key, image, ...fields } = p
    const [row] = await tx
      .insert(products)
      .values({ ...fields, createdAt, updatedAt: createdAt })
      .returning({ id: products.id })
    ids.set(key, row!.id)
    await tx
      .insert(productImages)
      .values({ productId: row!.id, position: 0, url: image, alt: p.name, createdAt })
  }
  const idOf = (key: SampleProductKey) => ids.get(key)!

  const { items, ...bundleFields } = sampleBundle
  const [bundle] = await tx
    .insert(bundles)
    .values({ ...bundleFields, createdAt: now, updatedAt: now })
    .returning({ id: bundles.id })
  await tx.insert(bundleItems).values(
    items.map((item, position) => ({
      bundleId: bundle!.id,
      productId: idOf(item.product),
      quantityGrams: item.quantityGrams,
      position,
    })),
  )

  for (const { related, ...recipe } of sampleRecipes) {
    const [row] = await tx
      .insert(recipes)
      .values({ ...recipe, createdAt: now, updatedAt: now })
      .returning({ id: recipes.id })
    await tx
      .insert(recipeProducts)
      .values(
        related.map((key, position) => ({ recipeId: row!.id, productId: idOf(key), position })),
      )
  }

  const startDate = manilaIsoDate(now)
  const { durationDays, ...promo } = samplePromo
  await tx.insert(promos).values({
    ...promo,
    startDate,
    endDate: addDaysToIsoDate(startDate, durationDays),
    createdAt: now,
    updatedAt: now,
  })
}
