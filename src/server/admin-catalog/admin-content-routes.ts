import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { adminListQuerySchema, visibilityInputSchema } from '#shared/schemas/admin-catalog.ts'
import { type ContentRepo, deleteContent, setVisibility } from './admin-content-repo.ts'

/**
 * `/api/admin/{bundles|recipes|promos}` (src/shared/api-paths/admin-catalog.ts), for editors
 * and admins: list, read, create (201), replace, set visibility, delete (204).
 */
export function contentRoutes<Item, Schema extends z.ZodType>(
  deps: AppDeps,
  inputSchema: Schema,
  repo: ContentRepo<Item, z.output<Schema>>,
) {
  const { what } = repo
  const answer = async (id: number): Promise<Item> => {
    const item = await repo.load(deps.db, id)
    if (item === null) throw notFound(what)
    return item
  }
  return new Hono<AppEnv>()
    .use(requireStaff(deps))
    .get('/', validate('query', adminListQuerySchema), async (c) =>
      c.json(await repo.list(deps.db, c.req.valid('query'))),
    )
    .get('/:id', async (c) => c.json(await answer(pathId(c.req.param('id'), what))))
    .post('/', validate('json', inputSchema), async (c) => {
      const input = c.req.valid('json') as z.output<Schema>
      return c.json(await answer(await repo.save(deps, null, input)), 201)
    })
    .put('/:id', validate('json', inputSchema), async (c) => {
      const id = pathId(c.req.param('id'), what)
      await repo.save(deps, id, c.req.valid('json') as z.output<Schema>)
      return c.json(await answer(id))
    })
    .patch('/:id/visibility', validate('json', visibilityInputSchema), async (c) => {
      const id = pathId(c.req.param('id'), what)
      await setVisibility(deps, repo.table, id, c.req.valid('json').visibility, what)
      return c.json(await answer(id))
    })
    .delete('/:id', async (c) => {
      await deleteContent(deps, repo.table, pathId(c.req.param('id'), what), what)
      return c.body(null, 204)
    })
}
