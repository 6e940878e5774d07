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
  const received = {
    referenceNumber: '1234567890123',
    purpose: 'payment' as const,
    receivedCentavos: 185_050,
    dueCentavos: 185_050,
    balanceCentavos: 0,
  }

  it('says the payment is verified, with the amount received, the reference and the order link', () => {
    const email = paymentVerifiedEmail(order, received, 'Prime Cuts', link)
    expect(email.subject).toBe('Payment verified for your order E2E-1795572000001')
    expect(email.text).toBe(
      [
        'Payment Verified',
        '',
        'Hi Niño <b>Reyes</b>, we have received your GCash payment of ₱1,850.50 for order E2E-1795572000001. Thank you!',
        '',
        'Order ID:   E2E-1795572000001',
        'Received:   ₱1,850.50',
        'Amount due: ₱1,850.50',
        'Reference:  1234567890123',
        '',
        `Follow your order at ${link}`,
        '',
      ].join('\n'),
    )
    expect(email.html).toContain('Niño &lt;b&gt;Reyes&lt;/b&gt;')
    expect(email.html).not.toContain('<b>Reyes')
  })

  it('asks for the rest of a short payment, and where to prove it (issue 28)', () => {
    const email = paymentVerifiedEmail(
      order,
      { ...received, receivedCentavos: 175_050, balanceCentavos: 10_000 },
      'Prime Cuts',
      link,
    )
    expect(email.text).toContain(
      "we have received your GCash payment of ₱1,750.50 for order E2E-1795572000001. Thank you! Please send the remaining ₱100.00 to our GCash account and upload its proof on your order's page.",
    )
    expect(email.text).toContain('Still to pay: ₱100.00')
    expect(email.text).toContain(`Upload the proof of the remaining payment at ${link}`)
  })

  it('says a refund is due when more was received', () => {
    const email = paymentVerifiedEmail(
      order,
      { ...received, receivedCentavos: 190_050, balanceCentavos: -5_000 },
      'Prime Cuts',
      link,
    )
    expect(email.text).toContain('We will refund ₱50.00 to your GCash.')
    expect(email.text).toContain('To refund:  ₱50.00')
  })
})

describe('paymentRejectedEmail', () => {
  // 1:05 PM in Manila (UTC+8).
  const due = new Date('2026-11-22T05:05:00Z')

  it("gives the staff's reason, the new deadline in words (Manila time) and the link to upload again", () => {
    const reason = 'The amount is ₱100.00 short.\nPlease send the full amount.'
    const email = paymentRejectedEmail(order, reason, due, 'Prime Cuts', link)
    expect(email.subject).toBe('Please send your proof of payment again: order E2E-1795572000001')
    expect(email.text).toBe(
      [
        'Please Send Your Proof of Payment Again',
        '',
        'Hi Niño <b>Reyes</b>, we could not verify the proof of payment you sent for order E2E-1795572000001. Please upload a new proof. Pay by Sun, Nov 22, 1:05 PM, or the order is cancelled and its delivery time freed.',
        '',
        'Order ID:   E2E-1795572000001',
        'Amount due: ₱1,850.50',
        'Pay by:     Sun, Nov 22, 1:05 PM',
        '',
        'Reason:',
        reason,
        '',
        `Upload a new proof of payment at ${link}`,
        '',
      ].join('\n'),
    )
  })

  it('gives no deadline for a rejected balance proof (the order stays paid)', () => {
    const email = paymentRejectedEmail(order, 'Blurry', null, 'Prime Cuts', link, 10_000)
    expect(email.text).not.toContain('Pay by')
    expect(email.text).toContain('Amount due: ₱100.00')
  })

  it('escapes the reason in the HTML version and keeps the subject one line', () => {
    const email = paymentRejectedEmail(order, '<script>x</script>', due, 'Prime Cuts', link)
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;')
    expect(email.html).not.toContain('<script>')
    expect(email.subject).not.toMatch(/\n/)
  })
})
