import type { APIRequestContext, Page } from '@playwright/test'
import { deadlineCancelNote } from '#server/payments/payment-deadline.ts'
import { adminOutboxApiPaths } from '#shared/api-paths/email.ts'
import { orderStatusLabels } from '#shared/order-status.ts'
import { paymentMessages, paymentStateLabels } from '#shared/payment-state.ts'
import type { AdminPage } from '#shared/schemas/admin-catalog-views.ts'
import type { AdminOutboxEmail } from '#shared/schemas/admin-messages.ts'
import { findProduct } from './cart-lines.ts'
import {
  liempoName,
  orderLinkOnConfirmation,
  paymentPanel,
  placeGcashOrderThroughCheckout,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test as shared } from './support/fixtures.ts'
import { OWN_SHOP_START_MS, type OwnShop, ownShopBaseURL, useOwnShop } from './support/own-shop.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * The GCash payment deadline (docs/product-rules.md §12) on a server of this spec's
 * own: its clock is moved by restarting it with TEST_CLOCK_OFFSET_MINUTES, and the
 * deadline job runs at every start. Nothing waits for the real time to pass.
 */
const deadlineHours = 24 // the default in Settings > Manual Payment Methods
const pastHalfway = 13 * 60
const pastDeadline = (deadlineHours + 1) * 60

/**
 * The shop of this spec's worker: started before its first test (the base URL of every
 * test's page), stopped and its data folder removed when the worker ends, pass or fail.
 */
const test = shared.extend<Record<never, never>, { shop: OwnShop }>({
  shop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
    async ({}, use) => useOwnShop('payment-deadline', undefined, use),
    { scope: 'worker', timeout: OWN_SHOP_START_MS },
  ],
  baseURL: ownShopBaseURL,
})

/** Subjects of the emails to `email` in the outbox, as the admin's Messages screen lists them. */
async function subjectsTo(admin: APIRequestContext, email: string): Promise<string[]> {
  const response = await admin.get(adminOutboxApiPaths.list('all'))
  expect(response.status(), await response.text()).toBe(200)
  const { items } = (await response.json()) as AdminPage<AdminOutboxEmail>
  return items.filter((e) => e.to.includes(email)).map((e) => e.subject)
}

/** Restarts the shop with its clock this far ahead; the page leaves it first (no dead requests). */
async function restartAt(shop: OwnShop, page: Page, offsetMinutes: number) {
  await page.goto('about:blank')
  await shop.stop()
  await shop.start(offsetMinutes)
}

test.describe('GCash payment deadline on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('an unpaid order is reminded halfway and cancelled at the deadline, its stock given back', async ({
    page,
    shop,
  }) => {
    // Two restarts of the server, each running the deadline job once.
    test.slow()
    const email = uniqueEmail('deadline')
    const stockBefore = (await findProduct(page.request, liempoName)).stockGrams
    const orderId = await placeGcashOrderThroughCheckout(page, email)
    const orderLink = await orderLinkOnConfirmation(page)
    expect((await findProduct(page.request, liempoName)).stockGrams).toBe(stockBefore - 1000)

    const order = page.getByRole('article', { name: `Order ${orderId}` })
    const status = (label: string) => order.getByText(new RegExp(`^Status:\\s*${label}$`))
    const paymentState = (label: string) => paymentPanel(page).getByText(label, { exact: true })
    await page.goto(orderLink)
    await expect(status(orderStatusLabels.pending)).toBeVisible()
    await expect(paymentState(paymentStateLabels.awaiting)).toBeVisible()

    // Past halfway: the shopper is reminded, the order still waits for the payment.
    await restartAt(shop, page, pastHalfway)
    const halfwayAdmin = await shop.signInAdmin()
    // The job's round at start may end just after /api/health answers: its email says it ran.
    await expect
      .poll(() => subjectsTo(halfwayAdmin, email))
      .toContain(`Your order ${orderId} is waiting for payment`)
    expect(await subjectsTo(halfwayAdmin, email)).not.toContain(
      `Your order ${orderId} was cancelled`,
    )
    await halfwayAdmin.dispose()
    await page.goto(orderLink)
    await expect(status(orderStatusLabels.pending)).toBeVisible()
    await expect(paymentState(paymentStateLabels.awaiting)).toBeVisible()
    await expect(paymentPanel(page).getByLabel('GCash reference number')).toBeVisible()

    // Past the deadline: cancelled (the email is queued with the cancel, in one transaction).
    await restartAt(shop, page, pastDeadline)
    const deadlineAdmin = await shop.signInAdmin()
    await expect
      .poll(() => subjectsTo(deadlineAdmin, email))
      .toContain(`Your order ${orderId} was cancelled`)
    await deadlineAdmin.dispose()
    await page.goto(orderLink)
    await expect(status(orderStatusLabels.cancelled)).toBeVisible()
    const cancelEntry = order
      .getByRole('region', { name: 'Timeline' })
      .getByRole('listitem')
      .filter({ hasText: deadlineCancelNote(deadlineHours) })
    await expect(cancelEntry).toContainText(orderStatusLabels.cancelled)
    await expect(paymentPanel(page).getByText(paymentMessages.orderCancelled)).toBeVisible()
    await expect(paymentPanel(page).getByLabel('GCash reference number')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await expectNoA11yViolations(page)
    // The kilo of Liempo is back on the shelf.
    expect((await findProduct(page.request, liempoName)).stockGrams).toBe(stockBefore)
  })
})
