import { z } from 'zod'

/** One page of a list (a storefront listing, a back-office table) and where it sits among the others. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
    pageCount: z.int(),
  })

/** What `pageOf(schema)` describes, for any item type. */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
  pageCount: number
}
