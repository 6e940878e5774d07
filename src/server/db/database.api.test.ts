import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config.ts'
import {
  bundleItems,
  bundles,
  products,
  promos,
  recipeProducts,
  recipes,
} from '#server/db/schema/catalog.ts'
import { settings, shippingZones } from '#server/db/schema/shop.ts'
import { staffUsers } from '#server/db/schema/staff.ts'
import { seedOnce } from '#server/db/seed/seed.ts'
import { ensureFirstStaff } from '#server/staff/first-staff.ts'
import { verifyPassword } from '#server/staff/password.ts'
import { manilaIsoDate } from '#shared/manila-time.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'
import { runMigrations } from './migrate.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('migrations', () => {
  it('can run again on an up-to-date database without changing anything', async () => {
    await runMigrations({ db: t.db, driver: t.driver, close: async () => {} })
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(products)
    expect(row!.n).toBe(4)
  })

  it('lets the database refuse impossible rows (negative stock)', async () => {
    await expect(
      t.db.update(products).set({ stockGrams: -1 }).where(eq(products.sku, 'SEA-PRN-001')),
    ).rejects.toThrow()
  })
})

describe('the sample shop seeded on first start', () => {
  it('has four products, one per category, priced and stocked as docs/product-rules.md says', async () => {
    const rows = await t.db.select().from(products).orderBy(asc(products.id))
    expect(
      rows.map((p) => [
        p.category,
        p.priceCentavos,
        p.effectivePriceCentavos,
        p.stockGrams,
        p.minOrderGrams,
      ]),
    ).toEqual([
      ['beef', 85_000, 85_000, 25_000, 1_000],
      ['pork', 32_000, 28_000, 50_000, 500],
      ['chicken', 18_000, 18_000, 0, 1_000],
      ['seafood', 65_000, 65_000, 15_000, 500],
    ])
    expect(rows.filter((p) => p.tags.includes('NEW')).length).toBeGreaterThanOrEqual(1)
    expect(rows.find((p) => p.category === 'pork')!.tags).toContain('SALE')
    expect(rows.find((p) => p.category === 'chicken')!.tags).toContain('SOLD OUT')
    expect(rows.every((p) => p.visibility === 'published')).toBe(true)
  })

  it('has a bundle at 1,200 discounted to 1,000 made of two products', async () => {
    const [bundle] = await t.db.select().from(bundles)
    expect(bundle).toMatchObject({ priceCentavos: 120_000, discountPriceCentavos: 100_000 })
    const items = await t.db.select().from(bundleItems).where(eq(bundleItems.bundleId, bundle!.id))
    expect(items).toHaveLength(2)
  })

  it('has recipes that name related products', async () => {
    const recipeRows = await t.db.select().from(recipes)
    expect(recipeRows.length).toBeGreaterThanOrEqual(2)
    const related = await t.db.select().from(recipeProducts)
    expect(new Set(related.map((r) => r.recipeId)).size).toBe(recipeRows.length)
  })

  it('has a promo running seven days from the seed date, in Manila', async () => {
    const [promo] = await t.db.select().from(promos)
    const start = manilaIsoDate(new Date())
    expect(promo!.startDate <= start).toBe(true)
    const days = (Date.parse(promo!.endDate) - Date.parse(promo!.startDate)) / 86_400_000
    expect(days).toBe(7)
  })

  it('has the two shipping zones and the settings defaults', async () => {
    const zones = await t.db.select().from(shippingZones).orderBy(asc(shippingZones.rateCentavos))
    expect(zones.map((z) => [z.zoneName, z.rateCentavos])).toEqual([
      ['Metro Manila', 15_000],
      ['Greater Manila Area', 25_000],
    ])
    const keys = (await t.db.select({ key: settings.key }).from(settings)).map((r) => r.key)
    expect(keys).toEqual(expect.arrayContaining(['site', 'notifications', 'gcash', 'homepage']))
  })

  it('is seeded once: seeding again adds nothing, even after the catalog was emptied', async () => {
    await t.db.delete(promos)
    expect(await seedOnce(t.db, new Date())).toBe(false)
    expect(await t.db.select().from(promos)).toHaveLength(0)
    expect(await t.db.select().from(shippingZones)).toHaveLength(2)
  })
})

describe('first-start staff accounts', () => {
  const config = loadConfig({
    ADMIN_EMAIL: 'owner@primecuts.ph',
    ADMIN_PASSWORD: 'owner-password-long',
    EDITOR_EMAIL: 'staff@primecuts.ph',
  })

  it('creates the admin and editor, generating the missing password, only when there is no staff', async () => {
    await t.db.delete(staffUsers)
    const generated = await ensureFirstStaff(t.db, config.firstStaff, new Date())
    expect(generated).toEqual([
      { role: 'editor', email: 'staff@primecuts.ph', password: expect.any(String) },
    ])

    const rows = await t.db.select().from(staffUsers).orderBy(asc(staffUsers.id))
    expect(rows.map((r) => [r.email, r.role])).toEqual([
      ['owner@primecuts.ph', 'admin'],
      ['staff@primecuts.ph', 'editor'],
    ])
    expect(await verifyPassword('owner-password-long', rows[0]!.passwordHash!)).toBe(true)
    expect(await verifyPassword(generated[0]!.password, rows[1]!.passwordHash!)).toBe(true)

    expect(await ensureFirstStaff(t.db, config.firstStaff, new Date())).toEqual([])
    expect(await t.db.select().from(staffUsers)).toHaveLength(2)
  })
})
