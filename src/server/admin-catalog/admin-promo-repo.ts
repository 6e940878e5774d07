import type { AppDeps } from '#server/app-env.ts'
import { toPublicPromo } from '#server/catalog/catalog-mappers.ts'
import type { PromoRow } from '#server/catalog/catalog-rows-repo.ts'
import type { Queryable } from '#server/db/client.ts'
import { promos } from '#server/db/schema/catalog.ts'
import type { AdminListQuery, PromoWrite } from '#shared/schemas/admin-catalog.ts'
import type { AdminPromo } from '#shared/schemas/admin-catalog-views.ts'
import { contentRepo, listContent, loadContent, saveContent } from './admin-content-repo.ts'

export const PROMO = 'That promo'

function toAdminPromo(row: PromoRow): AdminPromo {
  return {
    ...toPublicPromo(row),
    visibility: row.visibility,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

const toAdminPromos = async (_db: Queryable, rows: PromoRow[]) => rows.map(toAdminPromo)

/** Search over title and description, any visibility or date window, newest first. */
export const listAdminPromos = (db: Queryable, query: AdminListQuery) =>
  listContent(db, promos, [promos.title, promos.description], query, toAdminPromos)

export const loadAdminPromo = (db: Queryable, id: number) =>
  loadContent(db, promos, id, toAdminPromos)

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
