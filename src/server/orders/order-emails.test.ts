import { describe, expect, it } from 'vitest'
import { PLAIN_LINE_FIELDS } from '#shared/preparation.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { confirmationEmail, type OrderForEmail, orderLinkUrl } from './order-emails.ts'

const order: OrderForEmail = {
  orderId: 'E2E-1795572000001',
  customerName: 'Niño Reyes',
  customerEmail: 'Nino@Example.com',
  customerPhone: '+63 917 555 0123',
  shippingAddress: '12 Mabini St, Makati, 1200',
  zoneName: 'Metro Manila',
  delivery: null,
  paymentMethod: 'gcash',
  items: [
    {
      id: 1,
      kind: 'product',
      name: 'Ribeye',
      quantity: 1,
      unit: 'kg',
      unitPriceCentavos: 85_000,
      lineTotalCentavos: 85_000,
      estimatedLineTotalCentavos: 85_000,
      pricedByPackedWeight: false,
      orderedGrams: 1000,
      packedGrams: null,
      ...PLAIN_LINE_FIELDS,
    },
  ],
  subtotalCentavos: 85_000,
  deliveryFeeCentavos: 0,
  totalCentavos: 85_000,
  createdAt: new Date('2026-11-26T02:00:00Z'),
}
const token = 'AbCdEfGhIjKlMnOpQrSt_-'
const link = `https://shop.example/orders/${token}`

describe('orderLinkUrl', () => {
  it('is the order page by its token on the configured origin, whatever its trailing slash', () => {
    expect(orderLinkUrl('https://shop.example', token)).toBe(link)
    expect(orderLinkUrl('https://shop.example/', token)).toBe(link)
    expect(orderLinkUrl('https://shop.example', token)).not.toContain('@')
  })
})

describe('confirmationEmail', () => {
  it('leads a GCash shopper to Upload Proof of Payment on the order status page', () => {
    const email = confirmationEmail(order, 'Prime Cuts', defaultSettings.gcash, link)
    expect(email.text).toContain(defaultSettings.gcash.accountNumber)
    expect(email.text).toMatch(/Upload Proof of Payment: .*13-digit GCash reference number at /)
    expect(email.text).toContain(`reference number at ${link}`)
    expect(email.text).toContain(`Follow your order at ${link}`)
    expect(email.html).toContain('Upload Proof of Payment')
    expect(email.html).toContain(link.replace('&', '&amp;'))
  })

  it('asks a cash-on-delivery shopper for no proof', () => {
    const email = confirmationEmail({ ...order, paymentMethod: 'cod' }, 'Prime Cuts', null, link)
    expect(email.text).not.toContain('Proof of Payment')
    expect(email.text).toContain(`Follow your order at ${link}`)
  })

  it("has 'Order again': the order page on the configured origin with ?again=1", () => {
    const email = confirmationEmail({ ...order, paymentMethod: 'cod' }, 'Prime Cuts', null, link)
    expect(email.text).toContain(
      `Order again: put the same items in your cart at today's prices at ${link}?again=1`,
    )
  })
})

describe('confirmationEmail of lines priced by packed weight', () => {
  const weighed: OrderForEmail = {
    ...order,
    paymentMethod: 'cod',
    items: [{ ...order.items[0]!, name: 'Premium Ribeye Steak', pricedByPackedWeight: true }],
  }

  it('says the line and the total are estimates, within the tolerance', () => {
    const email = confirmationEmail(weighed, 'Prime Cuts', null, link, 15)
    expect(email.text).toContain('1 × Premium Ribeye Steak kg: Estimated ₱850.00')
    expect(email.text).toContain(
      'Total: Estimated ₱850.00 — final price by packed weight (within ±15%)',
    )
  })

  it('says nothing of an estimate when no line is weighed', () => {
    const email = confirmationEmail({ ...order, paymentMethod: 'cod' }, 'Prime Cuts', null, link)
    expect(email.text).not.toContain('Estimated')
    expect(email.text).toContain('Total: ₱850.00')
  })
})
