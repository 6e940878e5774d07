import { Hono } from 'hono'
import type { z } from 'zod'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { documented } from '#server/http/openapi.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import { adminListQuerySchema, visibilityInputSchema } from '#shared/schemas/admin-catalog.ts'
import { pageOf } from '#shared/schemas/page.ts'
import type { CatalogItemRepo } from './admin-content-repo.ts'

/** One kind of catalog item as the routes describe and check it. */
export interface CatalogItemSpec<
  Input extends z.ZodType,
  Query extends z.ZodType = typeof adminListQuerySchema,
> {
  /** 'bundle': the item's name in the API document's summaries. */
  noun: string
  /** What a create or a replace sends. */
  input: Input
  /** The item as every route answers it. */
  answer: z.ZodType
  /** The list's query; the common one (search, status, page) unless given. */
  listQuery?: Query
}

/**
 * `/api/admin/{products|bundles|recipes|promos}` (src/shared/api-paths/admin-catalog.ts),
 * for editors and admins: list, read, create (201), replace, set visibility, delete (204).
 * `extra` adds a kind's own routes, checked for staff like the rest and matched before
 * '/:id' (which would otherwise take `/options` as an id).
 */
export function catalogItemRoutes<
  Item,
  Input extends z.ZodType,
  Query extends z.ZodType = typeof adminListQuerySchema,
>(
  deps: AppDeps,
  spec: CatalogItemSpec<Input, Query>,
  repo: CatalogItemRepo<Item, z.output<Input>, z.output<Query>>,
  extra?: (app: Hono<AppEnv>) => void,
) {
  const { what } = repo
  const { noun } = spec
  const answer = async (id: number): Promise<Item> => {
    const item = await repo.load(deps.db, id)
    if (item === null) throw notFound(what)
    return item
  }
  const docs = (summary: string, answers: Parameters<typeof documented>[0]['answers']) =>
    documented({ summary, tags: ['admin-catalog'], answers })
  const app = new Hono<AppEnv>().use(requireStaff(deps))
  extra?.(app)
  return app
    .get(
      '/',
      docs(`List ${noun}s, drafts included, newest first`, { 200: pageOf(spec.answer) }),
      validate('query', spec.listQuery ?? adminListQuerySchema),
      async (c) => c.json(await repo.list(deps.db, c.req.valid('query') as z.output<Query>)),
    )
    .get('/:id', docs(`Read one ${noun}`, { 200: spec.answer }), async (c) =>
      c.json(await answer(pathId(c.req.param('id'), what))),
    )
    .post(
      '/',
      docs(`Create a ${noun}`, { 201: spec.answer }),
      validate('json', spec.input),
      async (c) => {
        const input = c.req.valid('json') as z.output<Input>
        return c.json(await answer(await repo.save(deps, null, input)), 201)
      },
    )
    .put(
      '/:id',
      docs(`Replace a ${noun}`, { 200: spec.answer }),
      validate('json', spec.input),
      async (c) => {
        const id = pathId(c.req.param('id'), what)
        await repo.save(deps, id, c.req.valid('json') as z.output<Input>)
        return c.json(await answer(id))
      },
    )
    .patch(
      '/:id/visibility',
      docs(`Publish a ${noun} or make it a draft`, { 200: spec.answer }),
      validate('json', visibilityInputSchema),
      async (c) => {
        const id = pathId(c.req.param('id'), what)
        await repo.setVisibility(deps, id, c.req.valid('json').visibility)
        return c.json(await answer(id))
      },
    )
    .delete('/:id', docs(`Delete a ${noun}`, { 204: { description: 'Deleted' } }), async (c) => {
      await repo.remove(deps, pathId(c.req.param('id'), what))
      return c.body(null, 204)
    })
}
