import { z } from 'zod'
import { deliveryMessages } from '#shared/delivery-schedule.ts'
import { MAX_ORDER_ID_LENGTH } from '#shared/order-id.ts'
import { isoDateSchema, windowIdSchema } from '#shared/schemas/delivery.ts'
import { type CheckoutOptions, placeOrderRequestSchema } from '#shared/schemas/orders.ts'
import { keptDetailFields } from './kept-details.ts'

/**
 * What the shopper types at checkout: the order request without the lines (from
 * the cart) and the idempotency key (made by the page). Same rules and messages
 * as the server, so a message beside a field reads the same from either side.
 * The server books the earliest window when the delivery fields are left out (API
 * callers); the form always preselects one, so here both are required.
 */
export const checkoutFormSchema = placeOrderRequestSchema
  .omit({ lines: true, idempotencyKey: true, verificationCode: true })
  .extend({
    deliveryDate: isoDateSchema(deliveryMessages.chooseDate),
    deliveryWindowId: windowIdSchema(deliveryMessages.chooseWindow),
  })
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>

/** The form's fields in screen order: the details kept on the device first (kept-details.ts). */
export const checkoutFieldNames = [
  ...keptDetailFields,
  'deliveryDate',
  'deliveryWindowId',
  'paymentMethod',
  'payAfterWeigh',
  'textUpdates',
] as const satisfies readonly (keyof CheckoutFormValues)[]
export type CheckoutFieldName = (typeof checkoutFieldNames)[number]

/**
 * No city until the shopper picks one (then its zone's earliest open delivery window
 * is preselected); payment defaults to cash on delivery (docs/product-rules.md §5).
 */
export const emptyCheckoutForm: Omit<CheckoutFormInput, 'deliveryDate' | 'deliveryWindowId'> = {
  fullName: '',
  email: '',
  phone: '',
  provinceCode: '',
  cityCode: '',
  barangayCode: '',
  address: '',
  landmark: '',
  deliveryInstructions: '',
  paymentMethod: 'cod',
  payAfterWeigh: false,
  textUpdates: true,
}

/** The zone that delivers to the chosen city (issue 28 §10): the shopper never picks one. */
export function zoneOfCity(
  options: Pick<CheckoutOptions, 'provinces'> | undefined,
  cityCode: string | undefined,
): number | undefined {
  if (!cityCode) return undefined
  for (const province of options?.provinces ?? []) {
    const city = province.cities.find((c) => c.code === cityCode)
    if (city) return city.zoneId
  }
  return undefined
}

/** The order lookup form: both parts required, the email checked like at checkout. */
export const orderLookupFormSchema = z.object({
  orderId: z.string().trim().min(1, 'Order ID is required').max(MAX_ORDER_ID_LENGTH),
  email: placeOrderRequestSchema.shape.email,
})
export type OrderLookupForm = z.infer<typeof orderLookupFormSchema>
