import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '#server/app-env.ts'
import { notFound } from '#server/http/errors.ts'
import { pathId } from '#server/http/path-id.ts'
import { requireStaff } from '#server/http/require-staff.ts'
import { validate } from '#server/http/validate.ts'
import {
  adminProductListQuerySchema,
  productInputSchema,
  visibilityInputSchema,
} from '#shared/schemas/admin-catalog.ts'
import {
  deleteProduct,
  listAdminProducts,
  loadAdminProduct,
  productOptions,
  saveProduct,
  setProductVisibility,
} from './admin-product-repo.ts'

const PRODUCT = 'That product'

/** `/api/admin/products`: the product catalog for editors and admins (docs/product-rules.md §2). */
export function adminProductRoutes(deps: AppDeps) {
  const answer = async (id: number) => {
    const product = await loadAdminProduct(deps.db, id)
    if (!product) throw notFound(PRODUCT)
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
      .get('/:id', async (c) => c.json(await answer(pathId(c.req.param('id'), PRODUCT))))
      .post('/', validate('json', productInputSchema), async (c) => {
        const id = await saveProduct(deps, c.req.valid('json'))
        return c.json(await answer(id), 201)
      })
      .put('/:id', validate('json', productInputSchema), async (c) => {
        const id = pathId(c.req.param('id'), PRODUCT)
        return c.json(await answer(await saveProduct(deps, c.req.valid('json'), id)))
      })
      .patch('/:id/visibility', validate('json', visibilityInputSchema), async (c) => {
        const id = pathId(c.req.param('id'), PRODUCT)
        await setProductVisibility(deps, id, c.req.valid('json').visibility)
        return c.json(await answer(id))
      })
      .delete('/:id', async (c) => {
        await deleteProduct(deps, pathId(c.req.param('id'), PRODUCT))
        return c.body(null, 204)
      })
  )
}
