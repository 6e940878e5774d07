import { describe, expect, it } from 'vitest'
import { deliveryMovedEmail } from './delivery-moved-email.ts'

const order = {
  orderId: 'E2E-1795572000001',
  customerName: 'Niño <b>Reyes</b>',
  customerEmail: 'nino@example.com',
  shippingAddress: '12 Mabini St, Makati, 1200',
  zoneName: 'Metro Manila',
}
const delivery = { date: '2026-11-28', startsMinute: 540, endsMinute: 720 }
const link = 'https://shop.example/orders/AbCdEfGhIjKlMnOpQrSt_-'

describe('deliveryMovedEmail', () => {
  it('names the new time in the subject and body, with the status link', () => {
    const email = deliveryMovedEmail(order, delivery, 'Prime Cuts', link)
    expect(email.subject).toBe(
      'Your order E2E-1795572000001 now arrives Sat, Nov 28, 9:00 AM – 12:00 PM',
    )
    expect(email.text).toMatch(/^Arrives: +Sat, Nov 28, 9:00 AM – 12:00 PM$/m)
    expect(email.text).toContain(`Follow your order at ${link}`)
    expect(email.text).toContain('Hi Niño <b>Reyes</b>,')
  })

  it('escapes what the shopper typed in the HTML version', () => {
    const { html } = deliveryMovedEmail(order, delivery, 'Prime Cuts', link)
    expect(html).toContain('Niño &lt;b&gt;Reyes&lt;/b&gt;')
    expect(html).not.toContain('<b>Reyes')
  })

  it('says why when the shop closed the date', () => {
    const email = deliveryMovedEmail(
      order,
      delivery,
      'Prime Cuts',
      link,
      'We are closed on Fri, Nov 27 (Stock-taking).',
    )
    expect(email.text).toContain(
      'we have moved the delivery of your order E2E-1795572000001. We are closed on Fri, Nov 27 (Stock-taking).',
    )
  })
})
