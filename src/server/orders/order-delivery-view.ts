import type { OrderDelivery } from '#shared/schemas/delivery.ts'

/** The delivery columns of an order row as every view shows them; null before delivery dates existed. */
export function orderDeliveryOf(row: {
  deliveryDate: string | null
  deliveryWindowId: number | null
  deliveryStartsMinute: number | null
  deliveryEndsMinute: number | null
}): OrderDelivery | null {
  if (
    row.deliveryDate === null ||
    row.deliveryStartsMinute === null ||
    row.deliveryEndsMinute === null
  )
    return null
  return {
    date: row.deliveryDate,
    windowId: row.deliveryWindowId,
    startsMinute: row.deliveryStartsMinute,
    endsMinute: row.deliveryEndsMinute,
  }
}
