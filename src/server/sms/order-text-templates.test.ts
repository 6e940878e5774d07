import { describe, expect, it } from 'vitest'
import { MAX_TEXT_LENGTH, orderTextKinds } from '#shared/order-texts.ts'
import { gsm7Length, isGsm7, toGsm7 } from './gsm7.ts'
import {
  type OrderTextContent,
  type PackedPayment,
  phpAmount,
  renderOrderText,
} from './order-text-templates.ts'

// The longest values each part of a text can take.
const LONGEST_ORDER_ID = 'E2E-99999999999999' // one digit more than ids have until the year 2286
const LARGEST_TOTAL = 9_999_999_999 // PHP 99,999,999.99
const LONGEST_DELIVERY = {
  date: '2026-09-30',
  startsMinute: 10 * 60 + 30,
  endsMinute: 22 * 60 + 30,
}
const LATEST_DUE = new Date('2026-09-30T14:30:00Z') // 'Sep 30, 2026, 10:30 PM' in Manila
const TOKEN = 'A'.repeat(22)
const linkOn = (base: string) => `${base}/orders/${TOKEN}`
/** A long but real shop address (48 characters). */
const LONG_PUBLIC_URL = 'https://order.primecutsbutchery-metromanila.com.ph'
/** The longest site name Settings allows (120), with characters outside GSM-7. */
const LONGEST_SITE_NAME =
  'Prime Cuts Butchery — Premium “Wagyu” Beef, Pork, Chicken & Seafood of Metro Manila, Cavite and Laguna • Since 1998 Inc'.padEnd(
    120,
    'x',
  )

const payments: PackedPayment[] = [
  { kind: 'cod' },
  { kind: 'gcash_unpaid', link: linkOn(LONG_PUBLIC_URL) },
  { kind: 'gcash_pay_by', due: LATEST_DUE, link: linkOn(LONG_PUBLIC_URL) },
  { kind: 'gcash_checking' },
  { kind: 'gcash_balance', balanceCentavos: LARGEST_TOTAL, link: linkOn(LONG_PUBLIC_URL) },
  { kind: 'gcash_refund', refundCentavos: LARGEST_TOTAL },
  { kind: 'gcash_settled' },
  { kind: 'online_unpaid', link: linkOn(LONG_PUBLIC_URL) },
  {
    kind: 'online_balance',
    balanceCentavos: LARGEST_TOTAL,
    link: `${linkOn(LONG_PUBLIC_URL)}?pay=balance`,
  },
  { kind: 'online_refund', refundCentavos: LARGEST_TOTAL },
]

/** Every template with the longest values, every variant of each. */
function longestContents(link: string): OrderTextContent[] {
  const id = LONGEST_ORDER_ID
  return [
    {
      kind: 'order_placed',
      orderId: id,
      totalCentavos: LARGEST_TOTAL,
      delivery: LONGEST_DELIVERY,
      link,
    },
    { kind: 'order_placed', orderId: id, totalCentavos: LARGEST_TOTAL, delivery: null, link },
    { kind: 'payment_reminder', orderId: id, totalCentavos: LARGEST_TOTAL, due: LATEST_DUE, link },
    { kind: 'payment_verified', orderId: id, paidCentavos: LARGEST_TOTAL },
    { kind: 'payment_verified', orderId: id, paidCentavos: LARGEST_TOTAL, online: true },
    { kind: 'proof_rejected', orderId: id, link },
    ...payments.map(
      (payment): OrderTextContent => ({
        kind: 'final_amount',
        orderId: id,
        totalCentavos: LARGEST_TOTAL,
        payment: 'link' in payment ? { ...payment, link } : payment,
      }),
    ),
    {
      kind: 'out_for_delivery',
      orderId: id,
      collectCentavos: LARGEST_TOTAL,
      delivery: LONGEST_DELIVERY,
    },
    { kind: 'out_for_delivery', orderId: id, collectCentavos: null, delivery: null },
    { kind: 'delivered', orderId: id },
    { kind: 'cancelled', orderId: id, reason: 'payment_deadline' },
    { kind: 'cancelled', orderId: id, reason: 'payment_deadline', online: true },
    { kind: 'cancelled', orderId: id, reason: 'shop' },
    {
      kind: 'delivery_moved',
      orderId: id,
      delivery: LONGEST_DELIVERY,
      closed: { date: '2026-09-29', name: 'Stock-taking “and” repairs'.padEnd(120, 'x') },
      link,
    },
    ...[null, 'Wagyu “Striploin” A5, 2 in, fat on'.padEnd(120, 'x')].map(
      (replacement): OrderTextContent => ({
        kind: 'line_ran_out',
        orderId: id,
        line: 'Premium “Ribeye” Steak, 1.5 in, fat on'.padEnd(120, 'x'),
        replacement,
        totalCentavos: LARGEST_TOTAL,
        link,
      }),
    ),
  ]
}

describe('order texts', () => {
  it('has a template for every order text kind', () => {
    const kinds = new Set(longestContents('x').map((c) => c.kind))
    expect([...kinds].sort()).toEqual([...orderTextKinds].sort())
  })

  it.each([
    ['a long PUBLIC_URL', LONG_PUBLIC_URL],
    ['no PUBLIC_URL', 'http://localhost:3000'],
  ])('keeps every text to one GSM-7 SMS with the longest values (%s)', (_, base) => {
    for (const siteName of [LONGEST_SITE_NAME, 'Prime Cuts Butchery', 'P']) {
      for (const content of longestContents(linkOn(base))) {
        const text = renderOrderText(content, siteName)
        const label = `${content.kind}: ${text}`
        expect(isGsm7(text), label).toBe(true)
        expect(gsm7Length(text), label).toBeLessThanOrEqual(MAX_TEXT_LENGTH)
        expect(text, label).not.toMatch(/[₱‘’“”•–—]/)
        expect(text, label).toContain(LONGEST_ORDER_ID)
        // A text that needs a link keeps it whole.
        if ('link' in content) expect(text, label).toContain(linkOn(base))
      }
    }
  })

  it('says everything the order-placed text must say, even on a long PUBLIC_URL', () => {
    const text = renderOrderText(longestContents(linkOn(LONG_PUBLIC_URL))[0]!, LONGEST_SITE_NAME)
    expect(text).toContain('PHP 99,999,999.99')
    expect(text).toContain('Wed, Sep 30, 10:30 AM-10:30 PM')
    expect(text).toContain(linkOn(LONG_PUBLIC_URL))
  })

  it('leads with the shop name when there is room, cut at a word when it is long', () => {
    const content: OrderTextContent = { kind: 'delivered', orderId: 'E2E-1764300000000' }
    expect(renderOrderText(content, 'Prime Cuts Butchery')).toBe(
      'Prime Cuts Butchery: Order E2E-1764300000000 has been delivered. Thank you for your order! Enjoy your meal.',
    )
    const long = renderOrderText(content, LONGEST_SITE_NAME)
    expect(long.startsWith('Prime Cuts Butchery - Premium "Wagyu" Beef')).toBe(true)
    expect(gsm7Length(long)).toBeLessThanOrEqual(MAX_TEXT_LENGTH)
  })

  it('writes a typical order-placed text as a shopper reads it (no room for the name: the sender name says it)', () => {
    const text = renderOrderText(
      {
        kind: 'order_placed',
        orderId: 'E2E-1764300000000',
        totalCentavos: 105_950,
        delivery: { date: '2026-11-28', startsMinute: 9 * 60, endsMinute: 12 * 60 },
        link: 'https://primecuts.ph/orders/abcdefghijklmnopqrstuv',
      },
      'Prime Cuts Butchery',
    )
    expect(text).toBe(
      'Order E2E-1764300000000 received. Total PHP 1,059.50. Delivery Sat, Nov 28, 9 AM-12 PM. Track it here: https://primecuts.ph/orders/abcdefghijklmnopqrstuv',
    )
  })

  it('still fits one SMS on an absurd PUBLIC_URL', () => {
    const base = `https://${'x'.repeat(150)}.ph`
    for (const content of longestContents(linkOn(base))) {
      expect(gsm7Length(renderOrderText(content, LONGEST_SITE_NAME))).toBeLessThanOrEqual(160)
    }
  })
})

describe('phpAmount', () => {
  it('writes pesos as PHP with grouping, never the peso sign', () => {
    expect(phpAmount(105_950)).toBe('PHP 1,059.50')
    expect(phpAmount(0)).toBe('PHP 0.00')
    expect(phpAmount(LARGEST_TOTAL)).toBe('PHP 99,999,999.99')
  })
})

describe('GSM-7', () => {
  it('tells the alphabet apart and counts extension characters twice', () => {
    expect(isGsm7('Order E2E-1: PHP 1,059.50 @ 9 AM ñ')).toBe(true)
    expect(isGsm7('₱1,059.50')).toBe(false)
    expect(isGsm7('it’s')).toBe(false)
    expect(gsm7Length('a{b}€')).toBe(8)
  })

  it('makes a typed shop name GSM-7', () => {
    expect(toGsm7('Café “Prime” – Cuts • ₱')).toBe('Café "Prime" - Cuts - PHP')
    expect(toGsm7('Crème Brûlée 😀')).toBe('Crème Brulée')
  })

  it('tells a moved shopper the new time and why, when it fits', () => {
    const text = renderOrderText(
      {
        kind: 'delivery_moved',
        orderId: 'E2E-1795572000001',
        delivery: { date: '2026-12-31', startsMinute: 540, endsMinute: 720 },
        closed: { date: '2026-12-30', name: 'Rizal Day' },
        link: 'https://shop.example/orders/AbCd',
      },
      'Prime Cuts',
    )
    expect(text).toBe(
      'Prime Cuts: Order E2E-1795572000001 now arrives Thu, Dec 31, 9 AM-12 PM. We are closed on Wed, Dec 30 (Rizal Day). Details: https://shop.example/orders/AbCd',
    )
  })

  it('tells a pay-after-weigh shopper the final amount and the deadline that starts now', () => {
    const text = renderOrderText(
      {
        kind: 'final_amount',
        orderId: 'E2E-1764300000000',
        totalCentavos: 90_950,
        payment: { kind: 'gcash_pay_by', due: LATEST_DUE, link: linkOn('https://shop.example') },
      },
      'Prime Cuts Butchery',
    )
    expect(text).toContain('packed. Pay PHP 909.50 by Sep 30, 2026, 10:30 PM')
    expect(text).toContain(linkOn('https://shop.example'))
  })
})
