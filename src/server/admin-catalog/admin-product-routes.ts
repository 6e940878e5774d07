import type { AppDeps } from '#server/app-env.ts'
import { documented } from '#server/http/openapi.ts'
import { adminProductListQuerySchema, productInputSchema } from '#shared/schemas/admin-catalog.ts'
import { adminProductSchema, productOptionSchema } from '#shared/schemas/admin-catalog-views.ts'
import { catalogItemRoutes } from './admin-item-routes.ts'
import { productOptions, productRepo } from './admin-product-repo.ts'

/** `/api/admin/products`: the product catalog for editors and admins (docs/product-rules.md §2). */
export function adminProductRoutes(deps: AppDeps) {
  return catalogItemRoutes(
    deps,
    {
      noun: 'product',
      input: productInputSchema,
      answer: adminProductSchema,
      listQuery: adminProductListQuerySchema,
    },
    productRepo,
    (app) =>
      app.get(
        '/options',
        documented({
          summary: 'Every product, drafts marked, for the bundle and recipe pickers',
          tags: ['admin-catalog'],
          answers: { 200: productOptionSchema.array() },
        }),
        async (c) => c.json(await productOptions(deps.db)),
      ),
  )
}
