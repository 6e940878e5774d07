import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  adminProductListQuerySchema,
  productInputSchema,
  visibilityInputSchema,
} from '#shared/schemas/admin-catalog.ts'
import { idParamSchema } from '#shared/schemas/catalog.ts'
import { listAdminProducts, loadAdminProduct, productOptions } from './admin-product-queries.ts'
import { deleteProduct, saveProduct, setProductVisibility } from './admin-product-writes.ts'

/** `/api/admin/products`: the product catalog for editors and admins (SPEC.md §2). */
export function adminProductRoutes(deps: AppDeps) {
  const answer = async (id: number) => {
    const product = await loadAdminProduct(deps.db, id)
    if (!product) throw notFound('That product')
    return product
  }
  return (
    new Hono<AppEnv>()
      .use(requireStaff(deps))
      .get('/', validate('query', adminProductListQuerySchema), async (c) =>
        c.json(await listAdminProducts(deps.db, c.req.valid('query'))),
      )
      // Before '/:id', which would otherwise take 'options' as an id.
      .get('/options', async (c) => c.json(await productOptions(deps.db)))
      .get('/:id', validate('param', idParamSchema), async (c) =>
        c.json(await answer(c.req.valid('param').id)),
      )
      .post('/', validate('json', productInputSchema), async (c) => {
        const id = await saveProduct(deps, c.req.valid('json'))
        return c.json(await answer(id), 201)
      })
      .put(
        '/:id',
        validate('param', idParamSchema),
        validate('json', productInputSchema),
        async (c) => {
          const id = await saveProduct(deps, c.req.valid('json'), c.req.valid('param').id)
          return c.json(await answer(id))
        },
      )
      .patch(
        '/:id/visibility',
        validate('param', idParamSchema),
        validate('json', visibilityInputSchema),
        async (c) => {
          const { id } = c.req.valid('param')
          await setProductVisibility(deps, id, c.req.valid('json').visibility)
          return c.json(await answer(id))
        },
      )
      .delete('/:id', validate('param', idParamSchema), async (c) => {
        await deleteProduct(deps, c.req.valid('param').id)
        return c.body(null, 204)
      })
  )
}
