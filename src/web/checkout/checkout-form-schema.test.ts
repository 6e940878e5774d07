import { describe, expect, it } from 'vitest'
import { splitFieldErrors } from '#web/lib/forms/split-field-errors.ts'
import {
  checkoutFieldNames,
  checkoutFormSchema,
  emptyCheckoutForm,
  orderLookupFormSchema,
  zoneOfCity,
} from './checkout-form-schema.ts'

const filled = {
  fullName: 'Juan Dela Cruz',
  email: 'juan@example.ph',
  phone: '+63 917 555 0101',
  provinceCode: '0402100000',
  cityCode: '0402103000',
  barangayCode: '0402103004',
  address: '12 Mabini St.',
  deliveryDate: '2026-11-28',
  deliveryWindowId: 4,
}

describe('checkout form schema', () => {
  it('names every required field when the form is empty', () => {
    const result = checkoutFormSchema.safeParse(emptyCheckoutForm)
    expect(result.success).toBe(false)
    // The first message per field is the one shown beside it.
    const messages: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message
    expect(messages).toMatchObject({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      provinceCode: 'Choose a province',
      cityCode: 'Choose a city or municipality',
      barangayCode: 'Choose a barangay',
      address: 'Street and house number is required',
      deliveryDate: 'Choose a delivery date',
      deliveryWindowId: 'Choose a delivery time',
    })
  })

  it('sends the chosen delivery date and window', () => {
    expect(checkoutFormSchema.parse(filled)).toMatchObject({
      deliveryDate: '2026-11-28',
      deliveryWindowId: 4,
    })
    const result = checkoutFormSchema.safeParse({ ...filled, deliveryDate: '2026-02-30' })
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Choose a delivery date'])
  })

  it('defaults the payment to cash on delivery and trims what was typed', () => {
    const values = checkoutFormSchema.parse({ ...filled, fullName: '  Juan Dela Cruz ' })
    expect(values.paymentMethod).toBe('cod')
    expect(values.fullName).toBe('Juan Dela Cruz')
    expect(checkoutFormSchema.parse({ ...filled, paymentMethod: 'gcash' }).paymentMethod).toBe(
      'gcash',
    )
  })

  it('refuses a malformed email and phone', () => {
    const result = checkoutFormSchema.safeParse({ ...filled, email: 'juan@', phone: 'call me' })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Enter a valid email address',
      'Enter a Philippine mobile number, like 0917 123 4567',
    ])
  })

  it('leaves the landmark and instructions out when empty, and bounds them', () => {
    const values = checkoutFormSchema.parse({ ...filled, landmark: ' ', deliveryInstructions: '' })
    expect(values.landmark).toBeUndefined()
    expect(values.deliveryInstructions).toBeUndefined()
    const long = checkoutFormSchema.safeParse({ ...filled, landmark: 'x'.repeat(121) })
    expect(long.error?.issues.map((i) => i.message)).toEqual([
      'Landmark must be at most 120 characters',
    ])
  })

  it('reads the zone from the city, never from a choice', () => {
    const options = {
      provinces: [
        {
          code: '0402100000',
          name: 'Cavite',
          cities: [{ code: '0402103000', name: 'Bacoor City', zoneId: 2 }],
        },
      ],
    }
    expect(zoneOfCity(options, '0402103000')).toBe(2)
    expect(zoneOfCity(options, '1430300000')).toBeUndefined()
    expect(zoneOfCity(options, '')).toBeUndefined()
  })
})

describe('splitFieldErrors', () => {
  it('puts form fields beside the fields and the rest beside the summary', () => {
    expect(
      splitFieldErrors(
        { email: 'Enter a valid email address', 'lines.0': 'Ribeye is sold out' },
        checkoutFieldNames,
      ),
    ).toEqual({ form: { email: 'Enter a valid email address' }, other: ['Ribeye is sold out'] })
    expect(splitFieldErrors(undefined, checkoutFieldNames)).toEqual({ form: {}, other: [] })
  })
})

describe('order lookup form schema', () => {
  it('needs an order id and a valid email', () => {
    const result = orderLookupFormSchema.safeParse({ orderId: ' ', email: 'x' })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Order ID is required',
      'Enter a valid email address',
    ])
    expect(orderLookupFormSchema.parse({ orderId: ' E2E-1 ', email: 'a@b.ph' }).orderId).toBe(
      'E2E-1',
    )
  })
})
