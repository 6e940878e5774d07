import { type ListParamsOf, listParam, listParamsSchema } from '#shared/list-params.ts'
import { productCategories } from '#shared/paths.ts'
import { adminStatusFilters } from '#shared/schemas/admin-catalog.ts'

/** A catalog screen's table in the URL: `?q=&status=&page=`. */
export const catalogListParamsSchema = listParamsSchema({
  q: listParam.search(),
  status: listParam.oneOf(adminStatusFilters, 'all'),
  page: listParam.page(),
})
export type CatalogListParams = ListParamsOf<typeof catalogListParamsSchema>

/** The products screen adds its category filter: `?q=&status=&category=&page=`. */
export const productListParamsSchema = listParamsSchema({
  q: listParam.search(),
  status: listParam.oneOf(adminStatusFilters, 'all'),
  category: listParam.oneOf(['all', ...productCategories], 'all'),
  page: listParam.page(),
})
export type ProductListParams = ListParamsOf<typeof productListParamsSchema>
