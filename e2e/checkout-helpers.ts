import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { adminOrdersApiPaths, orderApiPaths } from '#shared/api-paths/orders.ts'
import { adminSettingsApiPaths } from '#shared/api-paths/settings.ts'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { paymentMessages } from '#shared/payment-state.ts'
import type { DeliverySlots, ZoneScheduleInput } from '#shared/schemas/delivery.ts'
import type { AdminOrderList, AdminOrderRow, CheckoutOptions } from '#shared/schemas/orders.ts'
import { addressFields, pickAddress, zoneAddress } from './address-helpers.ts'
import { createScheduledZone, uniquePhone } from './admin-orders.helpers.ts'
import { cartKey, findProduct, productLine } from './cart-lines.ts'
import { expect, expectToast } from './support/fixtures.ts'

/** Checkout journeys: seeding the cart, filling the form, reading the summary. */
export const liempoName = 'Pork Belly (Liempo)'
/** The sample ribeye: ₱850.00 per kg, sold by the whole kilogram, priced by packed weight. */
export const ribeyeName = 'Premium Ribeye Steak'

export const shopper = {
  fullName: 'Maria Santos',
  /** Street and house number (the barangay and city are picked from the lists). */
  address: '12 Mabini Street',
}

/**
 * A unique address per test, so a lookup never meets another test's order (and the
 * shop's caps on one email's open and daily orders never meet another test's either).
 */
export const uniqueEmail = (tag: string) =>
  `checkout-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ph`

/** Stores one small Liempo line (stock is shared with other tests) and opens /checkout. */
export async function openCheckoutWithLiempo(page: Page, kilograms = 1): Promise<void> {
  const liempo = await findProduct(page.request, liempoName)
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    cartKey,
    JSON.stringify([productLine(liempo, 'kg', kilograms)]),
  ] as const)
  await page.goto('/checkout')
}

export async function checkoutOptions(page: Page): Promise<CheckoutOptions> {
  const response = await page.request.get('/api/checkout/options')
  if (!response.ok()) throw new Error(`checkout options failed: ${response.status()}`)
  return (await response.json()) as CheckoutOptions
}

/**
 * Fills the checkout as a shopper with this email and, unless given, a phone of their
 * own, delivered by the zone named `zone`: its province, city (Makati City for Metro
 * Manila, Bacoor City for the Greater Manila Area, else the zone's first) and barangay
 * are picked from the lists, since the shopper never picks a zone (issue 28 §10).
 */
export async function fillCheckout(
  page: Page,
  email: string,
  zone = 'Metro Manila',
  phone = uniquePhone(),
) {
  const options = await checkoutOptions(page)
  const zoneId = options.zones.find((z) => z.zoneName === zone)?.id
  if (zoneId === undefined) throw new Error(`no zone named ${zone}`)
  const address = await zoneAddress(page.request, zoneId)
  await field(page, 'Full Name').fill(shopper.fullName)
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').fill(phone)
  await pickAddress(page, address)
  await field(page, 'Street and House Number').fill(shopper.address)
  return address
}

export function summaryValue(page: Page, term: 'Subtotal' | 'Delivery' | 'Total') {
  return (
    page
      .getByRole('region', { name: 'Order Summary' })
      // A cart with a line priced by packed weight reads 'Estimated Total'.
      .locator('dt', { hasText: new RegExp(`^${term === 'Total' ? '(Estimated )?' : ''}${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
  )
}

/** A form control of the page (the footer's newsletter has an Email field too). */
export const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' })

// ---------------------------------------------------------------------------
// Delivery dates (e2e/checkout-delivery.spec.ts)

/**
 * A delivery zone of the test's own, with a schedule it sets: its windows fill up only
 * when the test fills them. The rate is high so no other journey's cheapest-zone pick
 * lands on it. Needs an admin session in the page's context; `remove` deletes it.
 */
export async function createDeliveryZone(
  request: APIRequestContext,
  windows: ZoneScheduleInput['windows'],
) {
  const zoneName = `E2E Delivery ${randomUUID().slice(0, 8)}`
  const id = await createScheduledZone(request, zoneName, { windows })
  return {
    id,
    zoneName,
    remove: async () => {
      await request.delete(adminSettingsApiPaths.shippingZone(id))
    },
  }
}

export async function deliverySlots(
  request: APIRequestContext,
  zoneId: number,
): Promise<DeliverySlots> {
  const response = await request.get(orderApiPaths.deliverySlots(zoneId))
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as DeliverySlots
}

/** An instant in the server's today: checkout labels 'Today' from the server's date. */
export const serverToday = (slots: DeliverySlots) => new Date(`${slots.today}T12:00:00+08:00`)

/** Another shopper books `windowId` on `date` through the API (500 g of Liempo, cash on delivery). */
export async function bookDeliveryWindow(
  request: APIRequestContext,
  booking: { zoneId: number; date: string; windowId: number },
): Promise<void> {
  const liempo = await findProduct(request, liempoName)
  const response = await request.post(orderApiPaths.place, {
    data: {
      fullName: 'Other Shopper',
      email: uniqueEmail('other'),
      phone: uniquePhone(),
      address: '1 Rizal Avenue',
      ...addressFields(await zoneAddress(request, booking.zoneId)),
      deliveryDate: booking.date,
      deliveryWindowId: booking.windowId,
      paymentMethod: 'cod',
      lines: [{ kind: 'product', productId: liempo.id, unit: '500g', quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

export const deliveryTimeGroup = (page: Page) =>
  page.getByRole('main').getByRole('group', { name: 'Delivery Time' })

/** The radio of a delivery window, by its '9:00 AM – 12:00 PM' text ('Full' may follow). */
export const deliveryWindowRadio = (
  page: Page,
  window: { startsMinute: number; endsMinute: number },
) =>
  deliveryTimeGroup(page).getByRole('radio', {
    name: new RegExp(`^${formatDeliveryWindow(window)}`),
  })

// ---------------------------------------------------------------------------
// GCash proof of payment (e2e/checkout-payment-proof.spec.ts)

/**
 * Places a GCash order through the checkout form as a shopper with this email and
 * waits for the confirmation; returns the order id the page shows.
 */
export async function placeGcashOrderThroughCheckout(page: Page, email: string): Promise<string> {
  await openCheckoutWithLiempo(page)
  await fillCheckout(page, email)
  await page.getByRole('radio', { name: /GCash/ }).check()
  await placeOrderButton(page).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
  ).toBeVisible()
  return (await page.getByTestId('order-id').textContent()) ?? ''
}

/**
 * The order's link as the confirmation's 'Track your order' holds it, `/orders/<token>`:
 * the token of the confirmation email's link too (place-order.api.test.ts).
 */
export async function orderLinkOnConfirmation(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'Track your order' }).getAttribute('href')
  expect(href).toMatch(/^\/orders\/[A-Za-z0-9_-]{22}$/)
  return href!
}

/** The payment panel of the confirmation or status page. */
export const paymentPanel = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'GCash Payment' })

/** Chooses a screenshot and types the reference number in 'Upload Proof of Payment'; does not send. */
export async function fillProofForm(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  referenceNumber: string,
): Promise<void> {
  const panel = paymentPanel(page)
  // A 6 MB file crosses from the test to the browser: more than a click's 10 s when busy.
  await panel
    .getByLabel('Screenshot of your GCash payment')
    .setInputFiles(file, { timeout: 30_000 })
  await panel.getByLabel('GCash reference number').fill(referenceNumber)
}

export const uploadProofButton = (page: Page) =>
  paymentPanel(page).getByRole('button', { name: /^(Upload Proof of Payment|Uploading\.\.\.)$/ })

/**
 * A screenshot-like PNG for the proof form: `red` gives each call a colour of its own,
 * so each proof is a file of its own. Small unless a journey asks for a size.
 */
export async function proofScreenshot(
  red: number,
  { width = 240, height = 480, green = 120 } = {},
) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: green, b: 200 } },
  })
    .png()
    .toBuffer()
  return { name: 'gcash-receipt.png', mimeType: 'image/png', buffer }
}

/** Fills the proof form, uploads it and sees the toast that says it was sent. */
export async function sendProofThroughPage(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  referenceNumber: string,
): Promise<void> {
  await fillProofForm(page, file, referenceNumber)
  await uploadProofButton(page).click()
  await expectToast(
    page,
    paymentMessages.proofSubmittedToast,
    paymentMessages.proofSubmittedDescription,
  )
}

// ---------------------------------------------------------------------------
// A flaky connection (e2e/checkout-flaky-connection.spec.ts)

/** Said under 'Place Order' while the browser is offline and the button waits. */
export const placeOrderWaitsOffline =
  'You are offline. Place Order works again when you are back online; your cart and details are kept.'

/**
 * The orders of the customer with this (unique) name, as staff see them. The order
 * desk searches names and order ids, not emails. Needs a staff session in the context.
 */
export async function ordersOfCustomer(
  request: APIRequestContext,
  customerName: string,
): Promise<AdminOrderRow[]> {
  const response = await request.get(adminOrdersApiPaths.list({ q: customerName, pageSize: 100 }))
  expect(response.status(), await response.text()).toBe(200)
  const { items } = (await response.json()) as AdminOrderList
  return items.filter((row) => row.customerName === customerName)
}

/** The email an order was placed with, as staff see it. Needs a staff session in the context. */
export async function orderEmail(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get(adminOrdersApiPaths.order(orderId))
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { customerEmail: string }).customerEmail
}
