import { randomInt, randomUUID } from 'node:crypto'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import sharp from 'sharp'
import { adminDeliveryScheduleApiPaths } from '#shared/api-paths/delivery.ts'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { type DeliverySlotDate, daysBetween } from '#shared/delivery-schedule.ts'
import type { DeliverySlots, ZoneScheduleInput } from '#shared/schemas/delivery.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import { addressFields, mapTestCity, zoneAddress } from './address-helpers.ts'
import { expect } from './support/fixtures.ts'

/** Plenty in stock (50 kg) and sold from 0.5 kg, so small test orders never run it out. */
const PRODUCT_NAME = 'Pork Belly (Liempo)'

export interface PlacedOrder {
  orderId: string
  /** The secret of the order's link, `/orders/<token>`: the one its confirmation email holds. */
  accessToken: string
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

/** Where and when an order goes, when the test chooses: a zone, and a date and window in it. */
export interface OrderDeliveryChoice {
  zoneId: number
  deliveryDate: string
  deliveryWindowId: number
}

/**
 * Places a cash-on-delivery (or `paymentMethod`) order for 500 g of pork belly (or a
 * 1 kg `unit`, or one pack of each of `productIds` in that unit) through the shop's
 * API, by a shopper of its own unless `shopper` names the email or phone to share.
 * Without `delivery` it goes to the first zone's earliest window.
 */
export async function placeOrder(
  request: APIRequestContext,
  customerName: string,
  shopper: { email?: string; phone?: string } = {},
  {
    delivery,
    unit = '500g',
    paymentMethod = 'cod',
    productIds,
    rider = {},
  }: {
    delivery?: OrderDeliveryChoice
    unit?: '500g' | 'kg'
    paymentMethod?: 'cod' | 'gcash'
    productIds?: number[]
    /** What the shopper types for the rider: street, landmark, delivery instructions. */
    rider?: { address?: string; landmark?: string; deliveryInstructions?: string }
  } = {},
): Promise<PlacedOrder> {
  const [zoneId, ids] = await Promise.all([
    delivery ? delivery.zoneId : firstZoneId(request),
    productIds ?? productId(request).then((id) => [id]),
  ])
  const customerEmail = shopper.email ?? `${randomUUID().slice(0, 8)}@example.ph`
  const customerPhone = shopper.phone ?? uniquePhone()
  const response = await request.post(orderApiPaths.place, {
    data: {
      fullName: customerName,
      email: customerEmail,
      phone: customerPhone,
      address: '12 Mabini Street',
      // The zone follows from the city (issue 28 §10): a city `zoneId` delivers to.
      ...addressFields(await zoneAddress(request, zoneId)),
      ...rider,
      ...(delivery && {
        deliveryDate: delivery.deliveryDate,
        deliveryWindowId: delivery.deliveryWindowId,
      }),
      paymentMethod,
      lines: ids.map((id) => ({ kind: 'product', productId: id, unit, quantity: 1 })),
      idempotencyKey: randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { orderId, accessToken } = (await response.json()) as {
    orderId: string
    accessToken: string
  }
  return { orderId, accessToken, customerName, customerEmail, customerPhone }
}

// ---------------------------------------------------------------------------
// Delivery dates (e2e/admin-deliveries.spec.ts, e2e/admin-orders-delivery.spec.ts)

const MORNING = { starts: '09:00', ends: '12:00' }
const AFTERNOON = { starts: '13:00', ends: '17:00' }

/**
 * A delivery zone of the test's own with this schedule (by default every day, no
 * same-day delivery, 2 hours' preparation, 14 days ahead): its id. The rate is high so
 * no other journey's cheapest-zone pick lands on it. Needs an admin session.
 */
export async function createScheduledZone(
  request: APIRequestContext,
  zoneName: string,
  schedule: Pick<ZoneScheduleInput, 'windows'> & Partial<ZoneScheduleInput>,
): Promise<number> {
  const created = await request.post(adminSettingsApiPaths.shippingZones, {
    data: { zoneName, rate: '999' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  const saved = await request.put(adminDeliveryScheduleApiPaths.zoneSchedule(id), {
    data: {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      sameDay: false,
      sameDayCutoff: '14:00',
      prepMinutes: 120,
      bookingDays: 14,
      ...schedule,
    } satisfies ZoneScheduleInput,
  })
  expect(saved.status(), await saved.text()).toBe(200)
  // Checkout reaches a zone through its cities: this one gets a city of its own.
  await mapTestCity(request, id)
  return id
}

/** A zone of the test's own and its windows, as checkout offers them. */
export interface TestDeliveryZone {
  id: number
  zoneName: string
  slots: DeliverySlots
  /** Cancels the orders named (giving their places and stock back), then deletes the zone. */
  remove: (orderIds: string[]) => Promise<void>
}

/**
 * A delivery zone of the test's own, so its dates are the test's to fill: every day,
 * no same-day delivery and no preparation time (so the time of day never matters), 60
 * days ahead, a morning and an afternoon window. The rate is high so no other journey's
 * cheapest-zone pick lands on it. Needs an admin session in the request's context.
 */
export async function createTestDeliveryZone(
  request: APIRequestContext,
  label: string,
  capacities: { morning: number; afternoon: number } = { morning: 5, afternoon: 5 },
): Promise<TestDeliveryZone> {
  const zoneName = uniqueCustomer(`E2E ${label}`)
  const id = await createScheduledZone(request, zoneName, {
    prepMinutes: 0,
    bookingDays: 60,
    windows: [
      { ...MORNING, capacity: capacities.morning },
      { ...AFTERNOON, capacity: capacities.afternoon },
    ],
  })
  const slots = await request.get(orderApiPaths.deliverySlots(id))
  expect(slots.status(), await slots.text()).toBe(200)
  return {
    id,
    zoneName,
    slots: (await slots.json()) as DeliverySlots,
    remove: async (orderIds) => {
      for (const orderId of orderIds) {
        await request.patch(adminOrdersApiPaths.status(orderId), { data: { status: 'cancelled' } })
      }
      await request.delete(adminSettingsApiPaths.shippingZone(id))
    },
  }
}

/**
 * The zone's offered dates at least `daysAhead` days after the server's today. Each
 * journey reads its own stretch of the calendar, so no other journey's orders (which
 * take the earliest windows) share its days.
 */
export function datesFrom(zone: TestDeliveryZone, daysAhead: number): DeliverySlotDate[] {
  const dates = zone.slots.dates.filter((d) => daysBetween(zone.slots.today, d.date) >= daysAhead)
  expect(dates.length, `${zone.zoneName} offers dates ${daysAhead} days ahead`).toBeGreaterThan(1)
  return dates
}

/** The choice of `date`'s morning (first) or afternoon (second) window in the zone. */
export function deliveryChoice(
  zone: TestDeliveryZone,
  day: DeliverySlotDate,
  which: 'morning' | 'afternoon',
): OrderDeliveryChoice & { startsMinute: number; endsMinute: number } {
  const window = day.windows[which === 'morning' ? 0 : 1]!
  return {
    zoneId: zone.id,
    deliveryDate: day.date,
    deliveryWindowId: window.id,
    startsMinute: window.startsMinute,
    endsMinute: window.endsMinute,
  }
}

// ---------------------------------------------------------------------------
// GCash proof of payment (e2e/admin-orders-payment.spec.ts)

/** A GCash order placed through the shop's API; its payment awaits a proof. */
export function placeGcashOrder(
  request: APIRequestContext,
  customerName: string,
): Promise<PlacedOrder> {
  return placeOrder(request, customerName, {}, { paymentMethod: 'gcash' })
}

/**
 * A 13-digit GCash reference number no other test sends, so the staff's duplicate flag
 * only ever names the orders a test meant to share one.
 */
export function uniqueReferenceNumber(): string {
  return `9${String(randomInt(0, 1e12)).padStart(12, '0')}`
}

/** A phone screenshot stand-in: a small PNG of one colour, as the shopper's upload. */
export function proofPng(width = 240, height = 480): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 112, b: 224 } },
  })
    .png()
    .toBuffer()
}

/**
 * Sends a proof of payment for the order as its shopper would: a multipart POST to the
 * order's link token with the reference number and the screenshot.
 */
export async function sendPaymentProof(
  request: APIRequestContext,
  order: PlacedOrder,
  referenceNumber: string,
): Promise<void> {
  const response = await request.post(orderApiPaths.paymentProof(order.accessToken), {
    multipart: {
      referenceNumber,
      file: { name: 'proof.png', mimeType: 'image/png', buffer: await proofPng() },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

/** The order as staff read it through the API (needs a staff session in the context). */
export async function adminOrder(request: APIRequestContext, orderId: string): Promise<AdminOrder> {
  const response = await request.get(adminOrdersApiPaths.order(orderId))
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as AdminOrder
}

/**
 * Staff verify or reject an order's newest proof through the API, as the dialog does:
 * naming the proof they looked at (a newer one would be refused).
 */
export async function reviewPayment(
  request: APIRequestContext,
  orderId: string,
  verdict: 'verify' | { reason: string },
): Promise<APIResponse> {
  const proofId = (await adminOrder(request, orderId)).payment?.proofId
  expect(proofId, 'the order has a proof').toBeTruthy()
  return verdict === 'verify'
    ? request.post(adminOrdersApiPaths.verifyPayment(orderId), { data: { proofId } })
    : request.post(adminOrdersApiPaths.rejectPayment(orderId), { data: { ...verdict, proofId } })
}
