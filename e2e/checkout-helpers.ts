import type { Page } from '@playwright/test'
import type { CheckoutOptions } from '#shared/schemas/orders.ts'
import { uniquePhone } from './admin-orders.helpers.ts'
import { cartKey, findProduct, productLine } from './cart-lines.ts'

/** Checkout journeys: seeding the cart, filling the form, reading the summary. */
export const liempoName = 'Pork Belly (Liempo)'

export const shopper = {
  fullName: 'Maria Santos',
  address: '12 Mabini Street, Barangay Poblacion',
  city: 'Makati',
  postalCode: '1210',
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

/** Fills the checkout as a shopper with this email and, unless given, a phone of their own. */
export async function fillCheckout(
  page: Page,
  email: string,
  zone = 'Metro Manila',
  phone = uniquePhone(),
) {
  await field(page, 'Full Name').fill(shopper.fullName)
  await field(page, 'Email').fill(email)
  await field(page, 'Phone').fill(phone)
  await field(page, 'Address').fill(shopper.address)
  await field(page, 'City').fill(shopper.city)
  await field(page, 'Postal Code').fill(shopper.postalCode)
  await field(page, 'Delivery Zone').selectOption({ label: zone })
}

export function summaryValue(page: Page, term: 'Subtotal' | 'Delivery' | 'Total') {
  return page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

/** A form control of the page (the footer's newsletter has an Email field too). */
export const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(label, { exact: true })

export const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' })
