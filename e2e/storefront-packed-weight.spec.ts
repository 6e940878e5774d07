import type { Page } from '@playwright/test'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { checkoutTotals } from '#web/checkout/checkout-totals.ts'
import {
  adminOrder,
  placeGcashOrder,
  reviewPayment,
  sendPaymentProof,
  uniqueCustomer,
  uniqueReferenceNumber,
} from './admin-orders.helpers.ts'
import { findProduct } from './cart-lines.ts'
import {
  checkoutOptions,
  fillCheckout,
  orderLinkOnConfirmation,
  placeOrderButton,
  ribeyeName,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * A product priced by packed weight (docs/product-rules.md §13), from the product page
 * to the status page once staff packed it. The sample ribeye is one: ₱850.00 per kg,
 * sold by the whole kilogram; the shop's tolerance is the default ±10%.
 */
const estimate = 'Estimated ₱850.00 — final price ₱765.00–₱935.00 by packed weight'

/** The figure beside a term of an order summary or the order's details ('Estimated Total'). */
const amountOf = (scope: ReturnType<Page['getByRole']>, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

test.describe('priced by packed weight', () => {
  test.use({ viewport: phoneViewport })

  test('the ribeye reads as an estimate until packed, then shows its packed weight and final total', async ({
    page,
    signIn,
  }) => {
    const ribeye = await findProduct(page.request, ribeyeName)
    const email = uniqueEmail('packed')

    await page.goto(paths.product(ribeye.id))
    const main = page.getByRole('main')
    await expect(main.getByText(estimate)).toBeVisible()
    await main.getByRole('button', { name: 'Add to Cart' }).click()
    // Seen before moving on, so the accessibility audit below never meets it half-drawn.
    await expectToast(page, 'Added to Cart')

    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    const line = main.getByRole('listitem').filter({ hasText: ribeyeName })
    await expect(line.getByText(estimate)).toBeVisible()
    const cartSummary = page.getByRole('region', { name: 'Order Summary' })
    await expect(amountOf(cartSummary, 'Estimated Total')).toHaveText('₱850.00')
    await expectNoA11yViolations(page)

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await fillCheckout(page, email)
    const options = await checkoutOptions(page)
    const zone = options.zones.find((z) => z.zoneName === 'Metro Manila')
    const checkout = checkoutTotals(85_000, options, zone?.id)
    const summary = page.getByRole('region', { name: 'Order Summary' })
    await expect(summary.getByText(estimate)).toBeVisible()
    await expect(amountOf(summary, 'Estimated Total')).toHaveText(
      formatPeso(checkout.totalCentavos),
    )
    await placeOrderButton(page).click()

    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    const orderLink = await orderLinkOnConfirmation(page)
    await expect(main.getByText(estimate)).toBeVisible()
    await expect(amountOf(main, 'Estimated Total')).toHaveText(formatPeso(checkout.totalCentavos))

    // Staff weigh the steak at 1.070 kg: 70 g more at ₱850.00 per kg is ₱59.50 more.
    await signIn('admin')
    const order = await adminOrder(page.request, orderId)
    const packed = await page.request.put(
      adminOrdersApiPaths.packedWeight(orderId, order.items[0]!.id),
      {
        data: { packedGrams: 1070, packingVersion: order.packingVersion },
      },
    )
    expect(packed.status(), await packed.text()).toBe(200)

    await page.goto(orderLink)
    const status = page.getByRole('article', { name: `Order ${orderId}` })
    const packedLine = status.getByRole('listitem').filter({ hasText: ribeyeName })
    await expect(packedLine).toContainText('Packed 1.070 kg (ordered 1 kg)')
    await expect(packedLine).toContainText('₱909.50')
    await expect(packedLine.getByText(estimate)).toHaveCount(0)
    await expect(amountOf(status, 'Total')).toHaveText(formatPeso(checkout.totalCentavos + 5_950))
    await expect(status).toContainText(`Estimated ${formatPeso(checkout.totalCentavos)}`)
    await expectNoA11yViolations(page)
  })

  test('GCash paid before packing: the status page asks for the remainder, then says it is settled', async ({
    page,
    signIn,
  }) => {
    // 500 g of liempo at ₱280.00 per kg, paid, then packed at 0.535 kg: ₱9.80 more.
    const placed = await placeGcashOrder(page.request, uniqueCustomer('Packed GCash'))
    await sendPaymentProof(page.request, placed, uniqueReferenceNumber())
    await signIn('admin')
    const verified = await reviewPayment(page.request, placed.orderId, 'verify')
    expect(verified.status(), await verified.text()).toBe(200)
    const order = await adminOrder(page.request, placed.orderId)
    const packed = await page.request.put(
      adminOrdersApiPaths.packedWeight(placed.orderId, order.items[0]!.id),
      { data: { packedGrams: 535, packingVersion: order.packingVersion } },
    )
    expect(packed.status(), await packed.text()).toBe(200)

    await page.goto(paths.orderPage(placed.accessToken))
    // Exact: the GCash details inside it while money is owed are a region too.
    const panel = page.getByRole('region', { name: 'GCash Payment', exact: true })
    const paid = formatPeso(order.totalCentavos)
    await expect(panel).toContainText(
      `You paid ${paid}. Please send the remaining ₱9.80 to our GCash account.`,
    )
    await expect(panel.getByRole('region', { name: 'GCash payment details' })).toBeVisible()
    await expect(amountOf(page.getByRole('main'), 'Total')).toHaveText(
      formatPeso(order.totalCentavos + 980),
    )

    const settled = await page.request.post(adminOrdersApiPaths.settleBalance(placed.orderId), {
      data: { balanceCentavos: 980 },
    })
    expect(settled.status(), await settled.text()).toBe(200)
    await page.reload()
    await expect(panel).toContainText(
      `You paid ${paid}. The remaining ₱9.80 is settled. Thank you.`,
    )
    await expect(panel.getByRole('region', { name: 'GCash payment details' })).toHaveCount(0)
  })
})
