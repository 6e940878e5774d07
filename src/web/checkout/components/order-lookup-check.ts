import type { OrderLookup } from '#web/checkout/api/lookup-order.ts'
import { orderLookupFormSchema } from '#web/checkout/checkout-form-schema.ts'

export type OrderLookupMessages = Partial<Record<keyof OrderLookup, string>>

/**
 * The order lookup form's values as its zod schema reads them (both trimmed), or the
 * first message for each field that fails. A module of its own: the form loads it
 * (and zod with it) when first used, off the order status page's first visit.
 */
export function checkOrderLookup(values: OrderLookup): {
  lookup: OrderLookup | null
  messages: OrderLookupMessages
} {
  const result = orderLookupFormSchema.safeParse(values)
  if (result.success) return { lookup: result.data, messages: {} }
  const messages: OrderLookupMessages = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OrderLookup
    messages[field] ??= issue.message
  }
  return { lookup: null, messages }
}
