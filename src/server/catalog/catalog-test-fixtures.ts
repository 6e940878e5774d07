import { eq } from 'drizzle-orm'
import { products } from '#server/db/schema/catalog.ts'
import type { TestApp } from '#server/test/test-app.ts'
import { notifyCatalogChanged } from './catalog-changes.ts'

/** Test helpers: catalog writes straight to the database, announced as real writes are. */
let skuCounter = 0

export async function addProduct(
  t: TestApp,
  fields: Partial<typeof products.$inferInsert> & { name: string },
) {
  skuCounter += 1
  const [row] = await t.db
    .insert(products)
    .values({
      category: 'beef',
      cutType: 'Test cut',
      priceCentavos: 10_000,
      sku: `TEST-${skuCounter}-${Date.now()}`,
      stockGrams: 10_000,
      ...fields,
    })
    .returning()
  await notifyCatalogChanged(t.db, t.deps.catalogCache)
  return row!
}

export async function updateProduct(
  t: TestApp,
  id: number,
  fields: Partial<typeof products.$inferInsert>,
) {
  await t.db.transaction(async (tx) => {
    await tx.update(products).set(fields).where(eq(products.id, id))
    await notifyCatalogChanged(tx, t.deps.catalogCache)
  })
}

export async function productIdByName(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.name, name))
  if (!row) throw new Error(`no product named ${name}`)
  return row.id
}
