import type { Page } from '@playwright/test'
import { adminOrdersApiPaths, paymentGatewayApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { onlinePaymentMessages } from '#shared/online-payment.ts'
import { paths } from '#shared/paths.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import {
  type PaymongoStandIn,
  startPaymongoStandIn,
} from '#tests/support/paymongo/paymongo-stand-in-process.ts'
import { cartKey, findProduct, productLine } from './cart-lines.ts'
import { fillCheckout, placeOrderButton, ribeyeName, uniqueEmail } from './checkout-helpers.ts'
import { expect, test as shared } from './support/fixtures.ts'
import { OWN_SHOP_START_MS, type OwnShop, ownShopBaseURL, useOwnShop } from './support/own-shop.ts'
import { phoneViewport } from './support/screens.ts'
import { openOnTheSlowPhone, phoneProfile } from './support/slow-phone.ts'

/**
 * Paying online (issue 32), on a shop of this spec's own whose PayMongo settings point at
 * a stand-in of PayMongo's API started as its own process: the shopper pays on the
 * stand-in's page as on PayMongo's test page ('Authorize' or 'Fail'), comes back, and the
 * stand-in's signed webhooks reach the shop.
 */
const test = shared.extend<Record<never, never>, { paymongo: PaymongoStandIn; shop: OwnShop }>({
  paymongo: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
    async ({}, use) => {
      const paymongo = await startPaymongoStandIn()
      try {
        await use(paymongo)
      } finally {
        await paymongo.stop()
      }
    },
    { scope: 'worker' },
  ],
  shop: [
    async ({ paymongo }, use) =>
      useOwnShop(
        'pay-online',
        (baseURL) => paymongo.paymongoEnv(baseURL),
        async (shop) => {
          await paymongo.setWebhookUrl(`${shop.baseURL}${paymentGatewayApiPaths.paymongoWebhook}`)
          await use(shop)
        },
      ),
    { scope: 'worker', timeout: OWN_SHOP_START_MS },
  ],
  baseURL: ownShopBaseURL,
})

const payOnline = (page: Page) =>
  page.getByRole('radio', { name: onlinePaymentMessages.checkoutLabel })

/** One kilogram of the ribeye (priced by packed weight) in the cart, then checkout. */
async function openCheckoutWithRibeye(page: Page): Promise<void> {
  const ribeye = await findProduct(page.request, ribeyeName)
  await page.goto('/')
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    cartKey,
    JSON.stringify([productLine(ribeye, 'kg', 1)]),
  ] as const)
  await page.goto('/checkout')
}

/** Places an online order through checkout; resolves on PayMongo's (the stand-in's) page. */
async function placeOnlineOrder(page: Page, paymongo: PaymongoStandIn, tag: string) {
  await openCheckoutWithRibeye(page)
  await fillCheckout(page, uniqueEmail(tag))
  await payOnline(page).check()
  await expect(page.getByText(onlinePaymentMessages.checkoutHint)).toBeVisible()
  // The ribeye is priced by packed weight: what happens to a difference is said up front.
  await expect(page.getByText(onlinePaymentMessages.weighedHint)).toBeVisible()
  await placeOrderButton(page).click()
  await page.waitForURL(`${paymongo.url}/checkout/**`)
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible()
}

/** The order's id, from the order page the shopper is on. */
const orderIdOnPage = async (page: Page) => (await page.getByTestId('order-id').textContent()) ?? ''

test.describe('paying online on a 360 px phone', () => {
  test.use({ viewport: phoneViewport, isMobile: true, hasTouch: true })

  test('pays on PayMongo, comes back, and reads "Paid online (GCash)" once the shop confirmed it', async ({
    page,
    paymongo,
  }) => {
    test.slow()
    await placeOnlineOrder(page, paymongo, 'pay-online')
    await page.getByRole('button', { name: 'Authorize' }).click()
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{22}\?payment=returned$/)
    await expect(page.getByText(onlinePaymentMessages.paidLabel('gcash')).first()).toBeVisible()
    await expect(page.getByText('Payment received through PayMongo (pay_').first()).toBeVisible()
  })

  test('a failed payment is tried again and paid; another switches to cash on delivery', async ({
    page,
    paymongo,
  }) => {
    test.slow()
    await placeOnlineOrder(page, paymongo, 'pay-again')
    await page.getByRole('button', { name: 'Fail' }).click()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{22}\?payment=cancelled$/)
    await expect(page.getByText(onlinePaymentMessages.notPaid)).toBeVisible()
    await page.getByRole('button', { name: onlinePaymentMessages.tryAgain }).click()
    await page.waitForURL(`${paymongo.url}/checkout/**`)
    await page.getByLabel('Maya').check()
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page.getByText(onlinePaymentMessages.paidLabel('paymaya')).first()).toBeVisible()

    // A second order: the payment fails, and the shopper pays cash on delivery instead.
    await placeOnlineOrder(page, paymongo, 'pay-cash')
    await page.getByRole('button', { name: 'Fail' }).click()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await page.getByRole('button', { name: onlinePaymentMessages.payCashInstead }).click()
    await expect(page.getByText('Cash on Delivery').first()).toBeVisible()
    await expect(page.getByRole('button', { name: onlinePaymentMessages.tryAgain })).toBeHidden()
  })

  test('on a slow phone, "Pay cash on delivery instead" tapped the moment it shows switches the order once', async ({
    page,
    browser,
    paymongo,
    shop,
  }) => {
    test.slow()
    await placeOnlineOrder(page, paymongo, 'slow-cash')
    await page.getByRole('button', { name: 'Fail' }).click()
    await page.getByRole('link', { name: 'Back to the shop' }).click()
    await expect(page.getByText(onlinePaymentMessages.notPaid)).toBeVisible()
    const link = new URL(page.url()).pathname
    const orderId = await orderIdOnPage(page)

    // Another phone opens the link on slow 4G and taps twice, as soon as the button shows.
    const context = await browser.newContext({ ...phoneProfile, baseURL: shop.baseURL })
    const slow = await openOnTheSlowPhone(context, link)
    const payCash = slow.getByRole('button', { name: onlinePaymentMessages.payCashInstead })
    await payCash.click()
    await payCash.click({ timeout: 2_000 }).catch(() => {})
    await expect(slow.getByText('Cash on Delivery').first()).toBeVisible()
    await context.close()

    const admin = await shop.signInAdmin()
    const order = (await (await admin.get(adminOrdersApiPaths.order(orderId))).json()) as AdminOrder
    expect(order.paymentMethod).toBe('cod')
    expect(
      order.timeline.filter((e) => e.note === onlinePaymentMessages.switchedToCodNote),
    ).toHaveLength(1)
    await admin.dispose()
  })

  test('packed lighter, staff refund the difference through PayMongo; packed heavier, the shopper pays the rest online', async ({
    page,
    paymongo,
    shop,
  }) => {
    test.slow()
    const admin = await shop.signInAdmin()
    const pack = async (orderId: string, packedGrams: number) => {
      const order = (await (
        await admin.get(adminOrdersApiPaths.order(orderId))
      ).json()) as AdminOrder
      const line = order.items[0]!
      const saved = await admin.put(adminOrdersApiPaths.packedWeight(orderId, line.id), {
        data: { packedGrams, packingVersion: order.packingVersion },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      return (await saved.json()) as AdminOrder
    }

    // Lighter: 950 g of the 1 kg ordered.
    await placeOnlineOrder(page, paymongo, 'refund')
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page.getByText(onlinePaymentMessages.paidLabel('gcash')).first()).toBeVisible()
    const lighterLink = new URL(page.url()).pathname
    const lighterId = await orderIdOnPage(page)
    const lighter = await pack(lighterId, 950)
    const refund = lighter.onlinePayment!.refundableCentavos
    expect(refund).toBeGreaterThan(0)

    // The admin, in the order dialog on the same phone.
    await page.context().addCookies((await admin.storageState()).cookies)
    await page.goto(`${paths.admin.orders}?q=${lighterId}`)
    await page.getByRole('button', { name: `View order ${lighterId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${lighterId}` })
    await dialog.getByRole('button', { name: onlinePaymentMessages.refundButton(refund) }).click()
    await expect(dialog.getByText(/Refunded ₱[\d,.]+ \(ref_/).first()).toBeVisible()
    expect((await paymongo.refunds()).some((r) => r.attributes.amount === refund)).toBe(true)

    // The shopper's page says so.
    await page.goto(lighterLink)
    await expect(
      page
        .getByText(new RegExp(`Refunded ${formatPeso(refund).replace('.', '\\.')} \\(ref_`))
        .first(),
    ).toBeVisible()

    // Heavier: 1,080 g, within the promise; the final-amount link asks for the rest.
    await placeOnlineOrder(page, paymongo, 'balance')
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(page.getByText(onlinePaymentMessages.paidLabel('gcash')).first()).toBeVisible()
    const heavierLink = new URL(page.url()).pathname
    const heavierId = await orderIdOnPage(page)
    const heavier = await pack(heavierId, 1080)
    const balance = heavier.totalCentavos - (heavier.onlinePayment?.paidCentavos ?? 0)
    expect(balance).toBeGreaterThan(0)
    await page.goto(`${heavierLink}?pay=balance`)
    await expect(page.getByText(onlinePaymentMessages.balanceHint(balance))).toBeVisible()
    await page.getByRole('button', { name: onlinePaymentMessages.payBalance(balance) }).click()
    await page.waitForURL(`${paymongo.url}/checkout/**`)
    await page.getByRole('button', { name: 'Authorize' }).click()
    await expect(
      page.getByText('Balance payment received through PayMongo (pay_').first(),
    ).toBeVisible()
    await expect(
      page.getByRole('button', { name: onlinePaymentMessages.payBalance(balance) }),
    ).toBeHidden()
    await admin.dispose()
  })
})
