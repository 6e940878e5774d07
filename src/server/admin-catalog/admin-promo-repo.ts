import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '#server/app-env.ts'
import { toPublicPromo } from '#server/catalog/catalog-mappers.ts'
import type { PromoRow } from '#server/catalog/catalog-rows-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { adminPage, searchWhere, visibilityWhere } from '#server/db/paging.ts'
import { promos } from '#server/db/schema/catalog.ts'
import type { AdminListQuery, PromoWrite } from '#shared/schemas/admin-catalog.ts'
import type { AdminPage, AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { contentRepo, newestFirstPage, saveContent } from './admin-content-repo.ts'

export const PROMO = 'That promo'

function toAdminPromo(row: PromoRow): AdminPromo {
  return {
    ...toPublicPromo(row),
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Search over title and description, any visibility or date window, newest first. */
export async function listAdminPromos(
  db: Queryable,
  query: AdminListQuery,
): Promise<AdminPage<AdminPromo>> {
  const search = searchWhere(query.q, [promos.title, promos.description])
  if (search === null) return adminPage([], 0, query)
  const where = and(search, visibilityWhere(promos.visibility, query.status))
  const { rows, total } = await newestFirstPage<PromoRow>(db, promos, where, query)
  return adminPage(rows.map(toAdminPromo), total, query)
}

export async function loadAdminPromo(db: Queryable, id: number): Promise<AdminPromo | null> {
  const [row] = await db.select().from(promos).where(eq(promos.id, id))
  return row ? toAdminPromo(row) : null
}

/** Creates (id null) or replaces a promo. */
export function savePromo(deps: AppDeps, id: number | null, input: PromoWrite): Promise<number> {
  return saveContent(deps, promos, id, PROMO, { fields: input })
}

/** Promos for the back office's content routes (admin-content-routes.ts). */
export const promoRepo = contentRepo<AdminPromo, PromoWrite>(promos, PROMO, {
  list: listAdminPromos,
  load: loadAdminPromo,
  save: savePromo,
})
