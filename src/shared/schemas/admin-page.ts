import { z } from 'zod'

/** A page of a back-office list (`AdminPage<T>` in admin-catalog-views.ts), as a schema. */
export function adminPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    pageCount: z.int(),
  })
}
