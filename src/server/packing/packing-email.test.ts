import { describe, expect, it } from 'vitest'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { defaultSettings } from '#shared/schemas/settings.ts'
import { type PackedOrder, packedEmail, packedPaymentText } from './packing-email.ts'

const order: PackedOrder = {
  orderId: 'E2E-1795572000001',
  customerName: 'Niño Reyes',
  customerEmail: 'nino@example.com',
  paymentMethod: 'cod',
  totalCentavos: 90_950,
  estimatedTotalCentavos: 85_000,
  deliveryFeeCentavos: 0,
  paidCentavos: null,
  balanceSettledCentavos: 0,
  paymentState: 'none',
}
const lines = [
  {
    name: 'Premium Ribeye Steak',
    pricedByPackedWeight: true,
    weightGrams: 1000,
    packedGrams: 1070,
    lineTotalCentavos: 90_950,
  },
  {
    name: 'Plain Sirloin',
    pricedByPackedWeight: false,
    weightGrams: 1000,
    packedGrams: null,
    lineTotalCentavos: 10_000,
  },
]
const gcash = defaultSettings.gcash
const link = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrSt_-'

describe('packedEmail', () => {
  it('lists each weighed line ordered → packed with its price, and the final total', () => {
    const email = packedEmail(order, lines, null, 'Prime Cuts', link)
    expect(email.subject).toBe('Your order E2E-1795572000001 is packed: final amount ₱909.50')
    expect(email.text).toContain('Premium Ribeye Steak: 1.000 kg → 1.070 kg, ₱909.50')
    expect(email.text).not.toContain('Plain Sirloin')
    expect(email.text).toContain('The rider will collect ₱909.50.')
    expect(email.text).toContain(`Follow your order at ${link}`)
  })
})

describe('packedPaymentText', () => {
  const paying = { ...order, paymentMethod: 'gcash' as const }
  it('asks an unpaid GCash shopper for the final total', () => {
    expect(packedPaymentText({ ...paying, paymentState: 'awaiting' }, gcash)).toMatch(
      /^Please send ₱909\.50 by GCash to /,
    )
  })
  it('does not ask again while a proof waits for staff', () => {
    expect(packedPaymentText({ ...paying, paymentState: 'submitted' }, gcash)).toBe(
      'The final amount is ₱909.50. We are checking the proof of payment you sent; once it is verified, your order page shows anything left to send or to be refunded.',
    )
  })
  it('asks a paid shopper for the rest, refunds the excess, or says nothing is due', () => {
    expect(packedPaymentText({ ...paying, paidCentavos: 85_000 }, gcash)).toMatch(
      /^Please send the remaining ₱59\.50 /,
    )
    expect(packedPaymentText({ ...paying, paidCentavos: 95_000 }, gcash)).toBe(
      'We will refund ₱40.50 to your GCash account. You paid ₱950.00.',
    )
    expect(packedPaymentText({ ...paying, paidCentavos: 90_950 }, gcash)).toBe(
      'Nothing more to pay.',
    )
  })
})

describe('packedPaymentText, paid online (issue 32)', () => {
  const online = { ...order, paymentMethod: 'online' as const, paymentState: 'verified' }
  it('offers a heavier pack’s balance online through the order page, or in cash', () => {
    const text = packedPaymentText({ ...online, paidCentavos: 85_000 }, null, link)
    expect(text).toContain(onlinePaymentMessages.balanceHint(5_950))
    expect(text).toContain(`${onlinePaymentMessages.payBalance(5_950)}: ${link}?pay=balance`)
    expect(text).not.toContain('GCash')
  })
  it('refunds a lighter pack to the original payment method', () => {
    expect(packedPaymentText({ ...online, paidCentavos: 95_000 }, null, link)).toBe(
      'We will refund ₱40.50 to your original payment method. You paid ₱950.00.',
    )
  })
})
