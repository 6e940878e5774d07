import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { storedCart } from './cart-lines.ts'
import {
  field,
  fillCheckout,
  liempoName,
  openCheckoutWithLiempo,
  orderEmail,
  orderLinkOnConfirmation,
  ordersOfCustomer,
  placeOrderButton,
  placeOrderWaitsOffline,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/** Issue 19, part 4: 'Place Order' on a connection that comes and goes (decision 0067). */

const confirmationHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' })

const summary = (page: Page) => page.getByRole('region', { name: 'Order Summary' })

/** Fills the checkout as a shopper whose name no other test uses, so staff can count their orders. */
async function fillAsNewShopper(page: Page, tag: string) {
  const email = uniqueEmail(tag)
  const name = `Flaky ${tag} ${randomUUID().slice(0, 8)}`
  await fillCheckout(page, email)
  await field(page, 'Full Name').fill(name)
  return { email, name, phone: await field(page, 'Phone').inputValue() }
}

/** Opens the order's page (`/orders/<token>`) the way a click inside the shop does, with no full load. */
async function openOrderPageInApp(page: Page, orderLink: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, orderLink)
}

test.describe('checkout on a flaky connection', () => {
  test('offline, Place Order waits and says why: nothing is sent, everything typed stays, and it works back online', async ({
    page,
    context,
    signIn,
  }) => {
    await openCheckoutWithLiempo(page)
    const shopperDetails = await fillAsNewShopper(page, 'offline')
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
        sent.push(request.url())
      }
    })

    await context.setOffline(true)
    await expect(placeOrderButton(page)).toBeDisabled()
    await expect(placeOrderButton(page)).toHaveAccessibleDescription(placeOrderWaitsOffline)
    await expect(summary(page).getByText(placeOrderWaitsOffline)).toBeVisible()
    // Enter in a field does not send it either.
    await field(page, 'Street and House Number').press('Enter')
    await expect(summary(page).getByRole('alert')).toHaveCount(0)
    expect(sent).toEqual([])
    await expect(field(page, 'Full Name')).toHaveValue(shopperDetails.name)
    await expect(field(page, 'Email')).toHaveValue(shopperDetails.email)
    await expect(field(page, 'Phone')).toHaveValue(shopperDetails.phone)
    await expect(field(page, 'Street and House Number')).toHaveValue(shopper.address)
    await expect(field(page, 'City or Municipality')).toHaveValue(/^\d{10}$/)
    await expect(field(page, 'Barangay')).toHaveValue(/^\d{10}$/)
    expect(await storedCart(page)).toHaveLength(1)

    // Nothing was queued: back online, nothing happens until the shopper presses.
    await context.setOffline(false)
    await expect(placeOrderButton(page)).toBeEnabled()
    await expect(summary(page).getByText(placeOrderWaitsOffline)).toHaveCount(0)
    await expect(page).toHaveURL(/\/checkout$/)
    expect(sent).toEqual([])
    await placeOrderButton(page).click()
    await expect(confirmationHeading(page)).toBeVisible()
    expect(sent).toHaveLength(1)
    const orderId = await page.getByTestId('order-id').textContent()

    await signIn('editor')
    const orders = await ordersOfCustomer(page.request, shopperDetails.name)
    expect(orders.map((o) => o.orderId)).toEqual([orderId])
  })

  test('a lost answer: the page checks again with the same key and ends with one order', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_CONNECTION_RESET/)
    await page.clock.install()
    await openCheckoutWithLiempo(page)
    const { email, name } = await fillAsNewShopper(page, 'lost')
    const keys: string[] = []
    await page.route('**/api/orders', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
      if (keys.length > 1) return route.continue()
      // The order reaches the shop and is placed; its answer never reaches the phone.
      const placed = await route.fetch()
      expect(placed.status()).toBe(201)
      await route.abort('connectionreset')
    })

    await placeOrderButton(page).click()
    const checking = summary(page).getByRole('status')
    await expect(checking).toContainText('We could not confirm your order yet')
    await expect(checking).toContainText('Checking again')
    // Still checking: the shopper cannot send another order meanwhile.
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(field(page, 'Full Name')).toBeDisabled()
    expect(keys).toHaveLength(1)
    await expectNoA11yViolations(page)

    // The first check comes 2 s later.
    await page.clock.fastForward(2_000)
    await expect(confirmationHeading(page)).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(await storedCart(page)).toEqual([])

    await signIn('editor')
    const orders = await ordersOfCustomer(page.request, name)
    expect(orders.map((o) => o.orderId)).toEqual([orderId])
    expect(await orderEmail(page.request, orderId)).toBe(email)
  })

  test('a shopper who leaves while the page checks, and comes back, still ends with one order', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_CONNECTION_RESET/)
    await openCheckoutWithLiempo(page)
    const { email, name, phone } = await fillAsNewShopper(page, 'left')
    const keys: string[] = []
    await page.route('**/api/orders', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
      if (keys.length > 1) return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    await placeOrderButton(page).click()
    await expect(summary(page).getByRole('status')).toContainText(
      'We could not confirm your order yet',
    )

    // The phone reloads the tab before the check; the shopper fills the form again.
    await page.reload()
    await fillCheckout(page, email, 'Metro Manila', phone)
    await field(page, 'Full Name').fill(name)
    await placeOrderButton(page).click()
    await expect(confirmationHeading(page)).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])

    await signIn('editor')
    const orders = await ordersOfCustomer(page.request, name)
    expect(orders.map((o) => o.orderId)).toEqual([orderId])
  })

  test('the order page shows an order already seen while the shop cannot be reached', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/, /status of 404/)
    await openCheckoutWithLiempo(page)
    await fillAsNewShopper(page, 'status')
    await placeOrderButton(page).click()
    await expect(confirmationHeading(page)).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    const orderLink = await orderLinkOnConfirmation(page)
    const order = page.getByRole('article', { name: `Order ${orderId}` })
    // The page's own note; the shop's offline notice (prices may have changed) sits above it.
    const lastSeen = page
      .getByRole('status')
      .filter({ hasText: 'This is your order as last seen on' })

    // Offline, on a fresh page: the order cannot be asked for, the order as placed is
    // shown from what the device kept: items and totals, never the name or address.
    // The order page's code comes first, online (these journeys block the service
    // worker that keeps it for offline): a link that opens nothing loads it.
    await page.goto('/orders/AAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await context.setOffline(true)
    await openOrderPageInApp(page, orderLink)
    await expect(order).toBeVisible()
    await expect(order).toContainText(liempoName)
    await expect(order).not.toContainText(shopper.address)
    await expect(order).toContainText('This device keeps no name, address or payment details')
    // 'You are offline' once: the shop's notice says it, the page's note does not again.
    await expect(page.getByText(/You are offline/)).toHaveCount(1)
    await expect(lastSeen).toHaveText(
      /^This is your order as last seen on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/,
    )

    // Online, but the lookup fails on the way: the same.
    await context.setOffline(false)
    await page.goto('/order-status')
    await page.route('**/api/orders/by-token/**', (route) => route.abort('failed'))
    await openOrderPageInApp(page, orderLink)
    await expect(order).toBeVisible()
    // Online, the page says what went wrong, and nothing says offline.
    await expect(lastSeen).toHaveText(
      /^We could not reach the shop\. This is your order as last seen on /,
    )
    await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0)

    // The shop answers that it does not know the order: its answer stands.
    await page.unroute('**/api/orders/by-token/**')
    await page.goto('/order-status')
    await page.route('**/api/orders/by-token/**', (route) =>
      route.fulfill({
        status: 404,
        json: { error: { code: 'not_found', message: 'Order not found' } },
      }),
    )
    await openOrderPageInApp(page, orderLink)
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await expect(order).toHaveCount(0)
    await expect(lastSeen).toHaveCount(0)
  })
})
