import type { Page } from '@playwright/test'
import { formatDeliveryWindow } from '#shared/delivery-schedule.ts'
import { uniquePhone } from './admin-orders.helpers.ts'
import {
  checkoutOptions,
  deliverySlots,
  deliveryTimeGroup,
  field,
  openCheckoutWithLiempo,
  placeOrderButton,
  placeOrderWaitsOffline,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expectCardNames, productCards } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/**
 * Shopping offline on a phone with the shop installed (issue 26): checkout says what
 * waits for the connection and why, and search looks through the products saved on
 * the device. The cart offline is e2e/offline-cart.spec.ts. Like
 * e2e/offline-browsing.spec.ts, these allow the service worker.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } })

/** The view of a page whose data was never saved: it must not stand in for part of a page. */
const pageNotSaved = 'This page has not been saved on this device yet.'

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

/** The top of 'Place Order' measured from the top of the summary around it. */
async function placeOrderOffset(page: Page): Promise<number> {
  const summary = await page.getByRole('region', { name: 'Order Summary' }).boundingBox()
  const button = await placeOrderButton(page).boundingBox()
  if (!summary || !button) throw new Error('the summary or Place Order is not on the page')
  return button.y - summary.y
}

test.describe('shopping offline', () => {
  test.beforeEach(({ allowConsoleErrors }) => {
    // Chromium reports each request that fails while offline; the page handles them.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/)
  })

  test('checkout offline: the delivery times say they need a connection (with the ones last seen), Place Order says why it waits, and both work again online', async ({
    page,
    context,
  }) => {
    const metroManila = (await checkoutOptions(page)).zones.find(
      (zone) => zone.zoneName === 'Metro Manila',
    )
    if (!metroManila) throw new Error('the sample shop has no Metro Manila zone')
    await page.goto('/about')
    await waitForServiceWorker(page)
    // An earlier visit saw Metro Manila's delivery times.
    await openCheckoutWithLiempo(page)
    await field(page, 'Province').selectOption({ label: 'Metro Manila' })
    await field(page, 'City or Municipality').selectOption({ label: 'Makati City' })
    await expect(deliveryTimeGroup(page).getByRole('radio').first()).toBeVisible()
    const seen = await deliverySlots(page.request, metroManila.id)
    const firstOpen = seen.dates.flatMap((d) => d.windows).find((w) => !w.full)
    if (!firstOpen) throw new Error('Metro Manila has no open delivery window')

    // This visit: the details are typed, then the signal drops before the zone is chosen.
    // The city picked above is kept on the device (and would load its times at once):
    // this visit starts without it, so the city is first picked offline below.
    await page.evaluate((key) => localStorage.removeItem(key), 'meatshop:checkout-details')
    await page.reload()
    await expect(field(page, 'Province')).toHaveValue('')
    const email = uniqueEmail('offline-times')
    await field(page, 'Full Name').fill(shopper.fullName)
    await field(page, 'Email').fill(email)
    await field(page, 'Phone').fill(uniquePhone())
    await field(page, 'Street and House Number').fill(shopper.address)
    await expect(placeOrderButton(page)).toBeEnabled()
    const before = await placeOrderOffset(page)
    await context.setOffline(true)

    const reason = page.getByText(placeOrderWaitsOffline, { exact: true })
    await expect(reason).toBeVisible()
    await expect(placeOrderButton(page)).toBeDisabled()
    await expect(placeOrderButton(page)).toHaveAccessibleDescription(placeOrderWaitsOffline)
    // The reason takes no room above the button: it stays where the shopper's thumb is.
    expect(await placeOrderOffset(page)).toBe(before)

    await field(page, 'Province').selectOption({ label: 'Metro Manila' })
    await field(page, 'City or Municipality').selectOption({ label: 'Makati City' })
    const times = page
      .getByRole('main')
      .getByRole('region', { name: 'Delivery times need a connection' })
    await expect(times).toBeVisible()
    await expect(times).toContainText('They load by themselves when you are back online.')
    // The times last seen on this device, to read, not to choose.
    await expect(times).toContainText('Last seen on this device')
    await expect(times).toContainText(formatDeliveryWindow(firstOpen))
    await expect(times.getByRole('radio')).toHaveCount(0)
    await expect(page.getByText(pageNotSaved)).toHaveCount(0)
    await expect(placeOrderButton(page)).toBeDisabled()
    await expect(reason).toBeVisible()
    await expectNoA11yViolations(page)

    // Back online, with no reload: the times load, the reason goes, and the order is placed.
    await context.setOffline(false)
    await expect(deliveryTimeGroup(page).getByRole('radio', { checked: true })).toBeVisible()
    await expect(times).toHaveCount(0)
    await expect(reason).toHaveCount(0)
    await expect(placeOrderButton(page)).toBeEnabled()
    await expect(field(page, 'Email')).toHaveValue(email)
    // The barangays load online too.
    await field(page, 'Barangay').selectOption({ label: 'Poblacion' })
    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
  })

  test('search offline looks through the products saved on the device, and the whole shop again online', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await page.goto('/products')
    await expect(productCards(page)).toHaveCount(4)
    await context.setOffline(true)

    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search products' })
    const savedNote = page.getByText(
      'Showing only the products saved on this device. The full search works again when you are back online.',
    )
    await search.fill('liempo')
    await expectCardNames(page, ['Pork Belly (Liempo)'])
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()
    await expect(savedNote).toBeVisible()
    await expect(page.getByText(pageNotSaved)).toHaveCount(0)
    await expectNoA11yViolations(page)

    // Case does not matter, and the cut type counts as it does online.
    await search.fill('RIBEYE')
    await expectCardNames(page, ['Premium Ribeye Steak'])

    await search.fill('wagyu')
    await expect(productCards(page)).toHaveCount(0)
    await expect(
      page.getByText(
        'None of the products saved on this device match. The full search works again when you are back online.',
      ),
    ).toBeVisible()

    // The category select, offline, filters the same saved products.
    await search.fill('')
    await page.getByRole('main').getByLabel('Category').selectOption({ label: 'Seafood' })
    await expect(page).toHaveURL(/\/products\/seafood$/)
    await expectCardNames(page, ['Tiger Prawns'])
    await expect(page.getByText(pageNotSaved)).toHaveCount(0)

    // A search typed in the address bar: the page opens offline from the app shell with
    // nothing in memory, and the products come from the pages the device kept.
    await page.goto('/products?q=chicken')
    await expectCardNames(page, ['Free-Range Whole Chicken'])
    await expect(savedNote).toBeVisible()

    // Back online: the shop answers the search itself.
    await context.setOffline(false)
    await expect(savedNote).toHaveCount(0)
    await expectCardNames(page, ['Free-Range Whole Chicken'])
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()
  })
})
