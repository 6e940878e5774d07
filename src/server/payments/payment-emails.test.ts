import { describe, expect, it } from 'vitest'
import { paymentRejectedEmail, paymentVerifiedEmail } from './payment-emails.ts'

const order = {
  orderId: 'E2E-1795572000001',
  customerName: 'Niño <b>Reyes</b>',
  customerEmail: 'Nino+gcash@Example.com',
  totalCentavos: 185_050,
}
const link = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrSt_-'

describe('paymentVerifiedEmail', () => {
  it('says the payment is verified, with the amount, the reference and the order link', () => {
    const email = paymentVerifiedEmail(order, '1234567890123', 'Prime Cuts', link)
    expect(email.subject).toBe('Payment verified for your order E2E-1795572000001')
    expect(email.text).toBe(
      [
        'Payment Verified',
        '',
        'Hi Niño <b>Reyes</b>, we have received your GCash payment for order E2E-1795572000001. Thank you!',
        '',
        'Order ID:  E2E-1795572000001',
        'Amount:    ₱1,850.50',
        'Reference: 1234567890123',
        '',
        `Follow your order at ${link}`,
        '',
      ].join('\n'),
    )
    expect(email.html).toContain('Niño &lt;b&gt;Reyes&lt;/b&gt;')
    expect(email.html).not.toContain('<b>Reyes')
  })
})

describe('paymentRejectedEmail', () => {
  // 1:05 PM in Manila (UTC+8).
  const due = new Date('2026-11-22T05:05:00Z')

  it("gives the staff's reason, the new deadline in Manila time and the link to upload again", () => {
    const reason = 'The amount is ₱100.00 short.\nPlease send the full amount.'
    const email = paymentRejectedEmail(order, reason, due, 'Prime Cuts', link)
    expect(email.subject).toBe('Please send your proof of payment again: order E2E-1795572000001')
    expect(email.text).toBe(
      [
        'Please Send Your Proof of Payment Again',
        '',
        'Hi Niño <b>Reyes</b>, we could not verify the proof of payment you sent for order E2E-1795572000001. Please upload a new proof before Nov 22, 2026, 1:05 PM (Manila time), or the order will be cancelled.',
        '',
        'Order ID:   E2E-1795572000001',
        'Amount due: ₱1,850.50',
        'Upload by:  Nov 22, 2026, 1:05 PM (Manila time)',
        '',
        'Reason:',
        reason,
        '',
        `Upload a new proof of payment at ${link}`,
        '',
      ].join('\n'),
    )
  })

  it('escapes the reason in the HTML version and keeps the subject one line', () => {
    const email = paymentRejectedEmail(order, '<script>x</script>', due, 'Prime Cuts', link)
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(email.html).not.toContain('<script>')
    expect(email.subject).not.toMatch(/\n/)
  })
})
