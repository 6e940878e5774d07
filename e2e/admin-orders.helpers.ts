import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './support/fixtures.ts'

/** Plenty in stock (50 kg) and sold from 0.5 kg, so small test orders never run it out. */
const PRODUCT_NAME = 'Pork Belly (Liempo)'

export interface PlacedOrder {
  orderId: string
  customerName: string
  customerEmail: string
  customerPhone: string
}

/** A customer name no other test uses, so searches only ever find this test's orders. */
export function uniqueCustomer(label: string): string {
  return `${label} ${randomUUID().slice(0, 8)}`
}

async function firstZoneId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/checkout/options')
  expect(response.ok()).toBe(true)
  const { zones } = (await response.json()) as { zones: { id: number }[] }
  return zones[0]!.id
}

async function productId(request: APIRequestContext): Promise<number> {
  const response = await request.get(`/api/catalog/products?q=${encodeURIComponent('Liempo')}`)
  expect(response.ok()).toBe(true)
  const { items } = (await response.json()) as { items: { id: number; name: string }[] }
  const product = items.find((p) => p.name === PRODUCT_NAME)
  if (!product) throw new Error(`${PRODUCT_NAME} is not in the catalog`)
  return product.id
}

/**
 * A phone no other test shopper uses. The shop caps the open orders one phone (and one
 * email) may hold, so each test shopper has their own, as real shoppers do.
 */
export function uniquePhone(): string {
  return `+63 917 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
}

/**
 * Places a cash-on-delivery order for 500 g of pork belly through the shop's API, by a
 * shopper of its own unless `shopper` names the email or phone to share.
 */
export async function placeOrder(
  request: APIRequestContext,
  customerName: string,
  shopper: { email?: string; phone?: string } = {},
): Promise<PlacedOrder> {
  const [zoneId, id] = await Promise.all([firstZoneId(request), productId(request)])
  const customerEmail = shopper.email ?? `${randomUUID().slice(0, 8)}@example.ph`
  const customerPhone = shopper.phone ?? uniquePhone()
  const response = await request.post('/api/orders', {
    data: {
      fullName: customerName,
      email: customerEmail,
      phone: customerPhone,
      address: '12 Mabini Street',
      city: 'Makati',
      postalCode: '1200',
      zoneId,
      paymentMethod: 'cod',
      lines: [{ kind: 'product', productId: id, unit: '500g', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { orderId } = (await response.json()) as { orderId: string }
  return { orderId, customerName, customerEmail, customerPhone }
}
