import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import type { Queryable } from '#server/db/client.ts'
import { notFound } from '#server/http/errors.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  type AdminListQuery,
  adminListQuerySchema,
  visibilityInputSchema,
} from '#shared/schemas/admin-catalog.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import { idParamSchema } from '#shared/schemas/catalog.ts'
import { type ContentTable, deleteContent, setVisibility } from './admin-content-store.ts'

/** How one kind of content (bundles, recipes, promos) is read and written. */
export interface ContentResource<Item, Schema extends z.ZodType> {
  table: ContentTable
  /** 'That bundle', for 404 messages. */
  what: string
  inputSchema: Schema
  list(db: Queryable, query: AdminListQuery): Promise<AdminPage<Item>>
  load(db: Queryable, id: number): Promise<Item | null>
  /** Creates (id null) or replaces the item in one transaction; returns its id. */
  save(deps: AppDeps, id: number | null, input: z.output<Schema>): Promise<number>
}

/**
 * `/api/admin/{bundles|recipes|promos}` (src/shared/admin-api-paths.ts), for editors
 * and admins: list, read, create (201), replace, set visibility, delete (204).
 */
export function contentRoutes<Item, Schema extends z.ZodType>(
  deps: AppDeps,
  resource: ContentResource<Item, Schema>,
) {
  const { what } = resource
  // A path id that is not a positive integer names nothing: 404, as the storefront answers.
  const idOf = (raw: string): number => {
    const parsed = idParamSchema.safeParse({ id: raw })
    if (!parsed.success) throw notFound(what)
    return parsed.data.id
  }
  const answer = async (id: number): Promise<Item> => {
    const item = await resource.load(deps.db, id)
    if (item === null) throw notFound(what)
    return item
  }
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', validate('query', adminListQuerySchema), async (c) =>
      c.json(await resource.list(deps.db, c.req.valid('query'))),
    )
    .get('/:id', async (c) => c.json(await answer(idOf(c.req.param('id')))))
    .post('/', validate('json', resource.inputSchema), async (c) => {
      const input = c.req.valid('json') as z.output<Schema>
      return c.json(await answer(await resource.save(deps, null, input)), 201)
    })
    .put('/:id', validate('json', resource.inputSchema), async (c) => {
      const id = idOf(c.req.param('id'))
      await resource.save(deps, id, c.req.valid('json') as z.output<Schema>)
      return c.json(await answer(id))
    })
    .patch('/:id/visibility', validate('json', visibilityInputSchema), async (c) => {
      const id = idOf(c.req.param('id'))
      await setVisibility(deps, resource.table, id, c.req.valid('json').visibility, what)
      return c.json(await answer(id))
    })
    .delete('/:id', async (c) => {
      await deleteContent(deps, resource.table, idOf(c.req.param('id')), what)
      return c.body(null, 204)
    })
}
