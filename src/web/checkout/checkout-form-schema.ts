import { z } from 'zod'
import { deliveryMessages } from '#shared/delivery-schedule.ts'
import { isoDateSchema, windowIdSchema } from '#shared/schemas/delivery.ts'
import { placeOrderRequestSchema } from '#shared/schemas/orders.ts'

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

export const checkoutFieldNames = [
  'fullName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'zoneId',
  'deliveryDate',
  'deliveryWindowId',
  'paymentMethod',
  'payAfterWeigh',
  'textUpdates',
] as const satisfies readonly (keyof CheckoutFormValues)[]
export type CheckoutFieldName = (typeof checkoutFieldNames)[number]

/**
 * No zone until the shopper picks one (then its earliest open delivery window is
 * preselected); payment defaults to cash on delivery (docs/product-rules.md §5).
 */
export const emptyCheckoutForm: Omit<
  CheckoutFormInput,
  'zoneId' | 'deliveryDate' | 'deliveryWindowId'
> = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  paymentMethod: 'cod',
  payAfterWeigh: false,
  textUpdates: true,
}

/** The zone select gives text; '' (no choice) stays undefined so the schema names the field. */
export const parseZoneId = (value: unknown): number | undefined =>
  value === '' || value === undefined || value === null ? undefined : Number(value)

/** The order lookup form: both parts required, the email checked like at checkout. */
export const orderLookupFormSchema = z.object({
  orderId: z.string().trim().min(1, 'Order ID is required').max(40),
  email: placeOrderRequestSchema.shape.email,
})
export type OrderLookupForm = z.infer<typeof orderLookupFormSchema>
