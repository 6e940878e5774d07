import { type AnyColumn, and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgTable } from 'drizzle-orm/pg-core'
import type { AppDeps } from '#server/app-env.ts'
import { notifyCatalogChanged } from '#server/catalog/catalog-changes.ts'
import type { Queryable, Transaction } from '#server/db/client.ts'
import { adminPage, searchWhere, visibilityWhere } from '#server/db/paging.ts'
import type { bundles, promos, recipes } from '#server/db/schema/catalog.ts'
import { notFound } from '#server/http/errors.ts'
import { sweepMedia } from '#server/media/media-cleanup.ts'
import { mediaKeyFromUrl } from '#shared/media.ts'
import type { AdminListQuery, Visibility } from '#shared/schemas/admin-catalog.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'

/**
 * What bundles, recipes and promos share in the back office: one transaction per
 * write that tells the storefront, newest-first pages, the visibility toggle,
 * delete, and sweeping an image nothing refers to any more.
 */
export type ContentTable = typeof bundles | typeof recipes | typeof promos

/**
 * How the back office's item routes (admin-item-routes.ts) read and write one kind of
 * catalog item: products, bundles, recipes or promos.
 */
export interface CatalogItemRepo<Item, Write, Query = AdminListQuery> {
  /** 'That bundle', for 404 messages. */
  what: string
  list(db: Queryable, query: Query): Promise<AdminPage<Item>>
  load(db: Queryable, id: number): Promise<Item | null>
  /** Creates (id null) or replaces the item in one transaction; returns its id. */
  save(deps: AppDeps, id: number | null, input: Write): Promise<number>
  setVisibility(deps: AppDeps, id: number, visibility: Visibility): Promise<void>
  remove(deps: AppDeps, id: number): Promise<void>
}

/** A bundle, recipe or promo repo: its reads and save, with the visibility toggle and delete they share. */
export function contentRepo<Item, Write>(
  table: ContentTable,
  what: string,
  own: Pick<CatalogItemRepo<Item, Write>, 'list' | 'load' | 'save'>,
): CatalogItemRepo<Item, Write> {
  return {
    what,
    ...own,
    setVisibility: (deps, id, visibility) => setVisibility(deps, table, id, visibility, what),
    remove: (deps, id) => deleteContent(deps, table, id, what),
  }
}

/** Runs `work` in one transaction that also announces the catalog change. */
export function catalogWrite<T>(deps: AppDeps, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const result = await work(tx)
    await notifyCatalogChanged(tx, deps.catalogCache)
    return result
  })
}

/** One page of rows matching `where`, newest first (created at, then id), and the total. */
export async function newestFirstPage<Row>(
  db: Queryable,
  table: ContentTable,
  where: SQL | undefined,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(table as AnyPgTable)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(table as AnyPgTable)
      .where(where),
  ])
  return { rows: rows as Row[], total: Number(count?.n ?? 0) }
}

/** Rows to the back office's items, with what they hold (one query for all of them). */
type ToItems<Row, Item> = (db: Queryable, rows: Row[]) => Promise<Item[]>

/** Staff search over `searchColumns`, any visibility unless filtered, newest first. */
export async function listContent<Row, Item>(
  db: Queryable,
  table: ContentTable,
  searchColumns: readonly AnyColumn[],
  query: AdminListQuery,
  toItems: ToItems<Row, Item>,
): Promise<AdminPage<Item>> {
  const search = searchWhere(query.q, searchColumns)
  if (search === null) return adminPage([], 0, query)
  const where = and(search, visibilityWhere(table.visibility, query.status))
  const { rows, total } = await newestFirstPage<Row>(db, table, where, query)
  return adminPage(await toItems(db, rows), total, query)
}

/** One item by id, drafts included; null when there is none. */
export async function loadContent<Row, Item>(
  db: Queryable,
  table: ContentTable,
  id: number,
  toItems: ToItems<Row, Item>,
): Promise<Item | null> {
  const rows = await db
    .select()
    .from(table as AnyPgTable)
    .where(eq(table.id, id))
  const [item] = await toItems(db, rows as Row[])
  return item ?? null
}

/** Locks the row for this write and returns its image address; 404 when it is gone. */
export async function lockedImageUrl(
  tx: Queryable,
  table: ContentTable,
  id: number,
  what: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ imageUrl: table.imageUrl })
    .from(table as AnyPgTable)
    .where(eq(table.id, id))
    .for('update')
  if (!row) throw notFound(what)
  return row.imageUrl as string | null
}

/** The columns a save writes: everything but the id and the two timestamps. */
export type ContentFields<T extends ContentTable> = Omit<
  T['$inferInsert'],
  'id' | 'createdAt' | 'updatedAt'
> & { imageUrl: string | null }

/**
 * Creates (id null) or replaces one row in one catalog write: locks the old row (404 when
 * it is gone), runs `check`, writes `fields` with updatedAt (and createdAt on create), then
 * `items` with the row's id (`replacing` when an existing row's children must go first).
 * After the commit the image the row no longer uses is swept. Returns the row's id.
 */
export async function saveContent<T extends ContentTable>(
  deps: AppDeps,
  table: T,
  id: number | null,
  what: string,
  write: {
    fields: ContentFields<T>
    check?: (tx: Transaction) => Promise<void>
    items?: (tx: Transaction, rowId: number, replacing: boolean) => Promise<void>
  },
): Promise<number> {
  const { rowId, oldUrl } = await catalogWrite(deps, async (tx) => {
    const oldUrl = id === null ? null : await lockedImageUrl(tx, table, id, what)
    await write.check?.(tx)
    const now = deps.now()
    const fields = { ...write.fields, updatedAt: now } as typeof promos.$inferInsert
    let rowId = id
    if (rowId === null) {
      const [row] = await tx
        .insert(table as typeof promos)
        .values({ ...fields, createdAt: now })
        .returning({ id: (table as typeof promos).id })
      rowId = row!.id
    } else {
      await tx
        .update(table as typeof promos)
        .set(fields)
        .where(eq(table.id as AnyColumn, rowId))
    }
    await write.items?.(tx, rowId, id !== null)
    return { rowId, oldUrl }
  })
  await sweepReplacedImage(deps, oldUrl, write.fields.imageUrl)
  return rowId
}

/** Sets the visibility and refreshes updatedAt; 404 when the row is gone. */
export async function setVisibility(
  deps: AppDeps,
  table: ContentTable,
  id: number,
  visibility: Visibility,
  what: string,
): Promise<void> {
  await catalogWrite(deps, async (tx) => {
    const updated = await tx
      .update(table as typeof promos)
      .set({ visibility, updatedAt: deps.now() })
      .where(eq(table.id as AnyColumn, id))
      .returning()
    if (updated.length === 0) throw notFound(what)
  })
}

/** Deletes the row (children go by cascade) and sweeps its uploaded image. */
export async function deleteContent(
  deps: AppDeps,
  table: ContentTable,
  id: number,
  what: string,
): Promise<void> {
  const imageUrl = await catalogWrite(deps, async (tx) => {
    const oldUrl = await lockedImageUrl(tx, table, id, what)
    await tx.delete(table as typeof promos).where(eq(table.id as AnyColumn, id))
    return oldUrl
  })
  await sweepReplacedImage(deps, imageUrl, null)
}

/** After a committed write: the old uploaded image goes when it was dropped or replaced. */
export async function sweepReplacedImage(
  deps: AppDeps,
  oldUrl: string | null,
  newUrl: string | null,
): Promise<void> {
  if (oldUrl === null || oldUrl === newUrl) return
  const key = mediaKeyFromUrl(oldUrl)
  if (key !== null) await sweepMedia(deps, [key])
}
