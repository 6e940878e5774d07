import type { APIRequestContext, Page } from '@playwright/test'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import {
  estimateRange,
  packedPriceDifference,
  packedWeightMessages,
} from '#shared/packed-weight.ts'
import { paths } from '#shared/paths.ts'
import { priceLoweringMessages } from '#shared/price-lowering.ts'
import type { AdminOrder } from '#shared/schemas/orders.ts'
import {
  adminOrder,
  createTestDeliveryZone,
  datesFrom,
  deliveryChoice,
  type OrderDeliveryChoice,
  type PlacedOrder,
  placeOrder,
  reviewPayment,
  sendPaymentProof,
  uniqueCustomer,
  uniqueReferenceNumber,
} from './admin-orders.helpers.ts'
import { findProduct } from './cart-lines.ts'
import { liempoName, ribeyeName } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** Packed weights (issue 17, docs/product-rules.md §13): staff weigh, the total follows. */

/** This journey's stretch of the calendar: 44 days on, where no other journey books. */
const DAYS_AHEAD = 44

/**
 * Places a cash-on-delivery (or `paymentMethod`) order through the shop's API with
 * 1 kg of each product named (all priced by packed weight in the sample catalog); to
 * the first zone's earliest window unless `delivery` says where and when.
 */
async function placeWeighedOrder(
  request: APIRequestContext,
  customerName: string,
  productNames: string[],
  options: { delivery?: OrderDeliveryChoice; paymentMethod?: 'cod' | 'gcash' } = {},
): Promise<PlacedOrder> {
  const products = await Promise.all(productNames.map((name) => findProduct(request, name)))
  return placeOrder(
    request,
    customerName,
    {},
    {
      ...options,
      unit: 'kg',
      productIds: products.map((p) => p.id),
    },
  )
}

/** Cancelled, the order gives back the stock it held (packed weights included). */
async function cancelOrder(request: APIRequestContext, orderId: string): Promise<void> {
  await request.patch(adminOrdersApiPaths.status(orderId), { data: { status: 'cancelled' } })
}

function lineOf(order: AdminOrder, name: string) {
  const line = order.items.find((i) => i.name === name)
  if (!line) throw new Error(`${order.orderId} has no ${name} line`)
  return line
}

async function openOrder(page: Page, orderId: string) {
  await page.goto(`${paths.admin.orders}?q=${orderId}`)
  await page.getByRole('button', { name: `View order ${orderId}` }).click()
  return page.getByRole('dialog', { name: `Order ${orderId}` })
}

test.describe('packed weights', () => {
  test('packing a heavier and a lighter line changes the total and sends the email', async ({
    page,
    signIn,
  }) => {
    const staff = await signIn('admin')
    const { orderId } = await placeWeighedOrder(page.request, uniqueCustomer('Mendoza'), [
      ribeyeName,
      liempoName,
    ])
    try {
      const placed = await adminOrder(page.request, orderId)
      const ribeye = lineOf(placed, ribeyeName)
      const liempo = lineOf(placed, liempoName)
      // 1 kg lines: the unit price is the order's own price per kg.
      const heavier = packedPriceDifference(1000, 1070, ribeye.unitPriceCentavos)
      const lighter = packedPriceDifference(1000, 950, liempo.unitPriceCentavos)
      const finalTotal = placed.totalCentavos + heavier + lighter
      expect(heavier).toBeGreaterThan(0)
      expect(lighter).toBeLessThan(0)

      const dialog = await openOrder(page, orderId)
      const items = dialog.getByRole('region', { name: 'Items' })
      const ribeyeLine = items.getByRole('listitem').filter({ hasText: ribeyeName })
      const liempoLine = items.getByRole('listitem').filter({ hasText: liempoName })
      await expect(ribeyeLine).toContainText('Ordered 1.000 kg')
      await expect(dialog.getByText(/^Estimated ₱/)).toHaveCount(0)

      await ribeyeLine.getByLabel(`Packed weight (kg) of ${ribeyeName}`).fill('1.070')
      await ribeyeLine.getByRole('button', { name: `Save packed weight of ${ribeyeName}` }).click()
      await expectToast(page, 'Packed Weight Saved', `${ribeyeName}: 1.070 kg`)
      await expect(ribeyeLine).toContainText('Packed 1.070 kg')
      await expect(ribeyeLine).toContainText(formatPeso(ribeye.lineTotalCentavos + heavier))
      await expect(ribeyeLine).toContainText(`Estimated ${formatPeso(ribeye.lineTotalCentavos)}`)

      await liempoLine.getByLabel(`Packed weight (kg) of ${liempoName}`).fill('0.95')
      await liempoLine.getByRole('button', { name: `Save packed weight of ${liempoName}` }).click()
      await expectToast(page, 'Packed Weight Saved', `${liempoName}: 0.950 kg`)
      await expect(liempoLine).toContainText('Packed 0.950 kg')
      await expect(liempoLine).toContainText(formatPeso(liempo.lineTotalCentavos + lighter))

      const timeline = dialog.getByRole('region', { name: 'Timeline' })
      await expect(timeline).toContainText(
        packedWeightMessages.packedNote(ribeyeName, 1000, 1070, heavier),
      )
      await expect(timeline).toContainText(
        packedWeightMessages.packedNote(liempoName, 1000, 950, lighter),
      )
      await expect(timeline).toContainText(staff.name)
      const total = items
        .locator('dt', { hasText: /^Total$/ })
        .locator('xpath=following-sibling::dd[1]')
      await expect(total).toContainText(formatPeso(finalTotal))
      await expect(total).toContainText(`Estimated ${formatPeso(placed.totalCentavos)}`)
      await expect(ribeyeLine.getByLabel(`Packed weight (kg) of ${ribeyeName}`)).toHaveValue(
        '1.070',
      )
      await expectNoA11yViolations(page)

      // The orders table: the final amount, the estimate muted beside it.
      await dialog.getByRole('button', { name: 'Close' }).click()
      const row = page.getByRole('region', { name: 'Orders' }).getByRole('row', {
        name: new RegExp(orderId),
      })
      await expect(row).toContainText(formatPeso(finalTotal))
      await expect(row).toContainText(`est. ${formatPeso(placed.totalCentavos)}`)

      // Every weighed line has its weight: the shopper is emailed the final amount.
      await page.goto(`${paths.admin.messages}?tab=outbox`)
      await expect(
        page.getByRole('row').filter({
          hasText: new RegExp(`${orderId}.*packed.*${formatPeso(finalTotal).replace('.', '\\.')}`),
        }),
      ).toBeVisible()
    } finally {
      await cancelOrder(page.request, orderId)
    }
  })

  test('a weight beyond the tolerance on the packing list is saved only once confirmed', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the server's request for a confirmation itself; that is the point.
    allowConsoleErrors(/status of 422/)
    await signIn('admin')
    const zone = await createTestDeliveryZone(page.request, 'Packing')
    const orderIds: string[] = []
    try {
      const [day] = datesFrom(zone, DAYS_AHEAD)
      const morning = deliveryChoice(zone, day!, 'morning')
      const customer = uniqueCustomer('Bautista')
      const { orderId } = await placeWeighedOrder(page.request, customer, [ribeyeName], {
        delivery: morning,
      })
      orderIds.push(orderId)
      const placed = await adminOrder(page.request, orderId)
      const tolerance = placed.packedWeightTolerancePercent

      await page.goto(`${paths.admin.deliveries}?date=${morning.deliveryDate}`)
      const packing = page.getByRole('region', { name: 'Packing list' })
      const weighed = packing.getByRole('row', { name: new RegExp(orderId) })
      await expect(weighed).toContainText(customer)
      await expect(weighed).toContainText('Ordered 1.000 kg')
      const box = weighed.getByLabel(`Packed weight (kg) of ${ribeyeName}, order ${orderId}`)
      const save = weighed.getByRole('button', { name: /^Save packed weight of/ })

      // Nothing, or more than three times the order: refused beside the box.
      await box.fill('0')
      await save.click()
      await expect(box).toHaveAttribute('aria-invalid', 'true')
      await expect(box).toHaveAccessibleDescription(packedWeightMessages.weightRequired)
      await box.fill('3.5')
      await save.click()
      await expect(box).toHaveAccessibleDescription(packedWeightMessages.tooHeavy(1000))
      await expect(box).toBeFocused()

      // A slip of the scale: asked about, and Cancel writes nothing.
      await box.fill('1.3')
      await save.click()
      const confirm = page.getByRole('alertdialog', { name: 'Beyond the tolerance' })
      await expect(confirm).toContainText(
        packedWeightMessages.beyondTolerance(1000, 1300, tolerance),
      )
      await expectNoA11yViolations(page)
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      expect(lineOf(await adminOrder(page.request, orderId), ribeyeName).packedGrams).toBeNull()

      // It really weighs that: saved anyway, and the order is re-priced.
      await save.click()
      await confirm.getByRole('button', { name: 'Save anyway' }).click()
      await expectToast(page, 'Packed Weight Saved', `${ribeyeName}, order ${orderId}: 1.300 kg`)
      await expect(confirm).toBeHidden()
      await expect(box).toHaveValue('1.300')
      const packed = await adminOrder(page.request, orderId)
      expect(lineOf(packed, ribeyeName).packedGrams).toBe(1300)
      // Charged no more than the top of the range the customer was promised (issue 28 §4).
      const estimated = lineOf(placed, ribeyeName).estimatedLineTotalCentavos
      const { topCentavos } = estimateRange(estimated, tolerance)
      expect(lineOf(packed, ribeyeName).lineTotalCentavos).toBe(topCentavos)
      expect(packed.totalCentavos).toBe(placed.totalCentavos + topCentavos - estimated)

      // On paper: the weight recorded, not the box.
      await page.emulateMedia({ media: 'print' })
      await expect(box).toBeHidden()
      await expect(weighed).toContainText('Packed: 1.300 kg')
      await page.emulateMedia({ media: 'screen' })
      await expect(box).toBeVisible()
    } finally {
      await zone.remove(orderIds)
    }
  })

  test('a paid GCash order packed heavier shows what the customer owes until it is settled', async ({
    page,
    signIn,
  }) => {
    const staff = await signIn('editor')
    const order = await placeWeighedOrder(page.request, uniqueCustomer('Navarro'), [ribeyeName], {
      paymentMethod: 'gcash',
    })
    try {
      await sendPaymentProof(page.request, order, uniqueReferenceNumber())
      const verified = await reviewPayment(page.request, order.orderId, 'verify')
      expect(verified.ok(), await verified.text()).toBe(true)
      const placed = await adminOrder(page.request, order.orderId)
      const owed = packedPriceDifference(1000, 1070, lineOf(placed, ribeyeName).unitPriceCentavos)

      const dialog = await openOrder(page, order.orderId)
      const line = dialog
        .getByRole('region', { name: 'Items' })
        .getByRole('listitem')
        .filter({ hasText: ribeyeName })
      await line.getByLabel(`Packed weight (kg) of ${ribeyeName}`).fill('1.07')
      await line.getByRole('button', { name: `Save packed weight of ${ribeyeName}` }).click()
      await expectToast(page, 'Packed Weight Saved')

      const payment = dialog.getByRole('region', { name: 'Payment', exact: true })
      await expect(payment).toContainText(`Customer to pay ${formatPeso(owed)} more`)
      await payment.getByRole('button', { name: 'Mark as Settled' }).click()
      await expectToast(page, 'Difference Settled')
      await expect(payment).toContainText(`Settled by ${staff.name}`)
      await expect(payment.getByRole('button', { name: 'Mark as Settled' })).toHaveCount(0)
      await expect(dialog.getByRole('region', { name: 'Timeline' })).toContainText(
        packedWeightMessages.settledNote(staff.name, owed),
      )
    } finally {
      await cancelOrder(page.request, order.orderId)
    }
  })

  test('an editor is told that a weight below the range and a refund are an admin’s', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused save itself; that is the point of this test.
    allowConsoleErrors(/status of 403/)
    await signIn('editor')
    const order = await placeWeighedOrder(page.request, uniqueCustomer('Dizon'), [ribeyeName], {
      paymentMethod: 'gcash',
    })
    try {
      await sendPaymentProof(page.request, order, uniqueReferenceNumber())
      const verified = await reviewPayment(page.request, order.orderId, 'verify')
      expect(verified.ok(), await verified.text()).toBe(true)
      const placed = await adminOrder(page.request, order.orderId)
      const tolerance = placed.packedWeightTolerancePercent

      const dialog = await openOrder(page, order.orderId)
      const line = dialog
        .getByRole('region', { name: 'Items' })
        .getByRole('listitem')
        .filter({ hasText: ribeyeName })
      const box = line.getByLabel(`Packed weight (kg) of ${ribeyeName}`)
      const lightest = Math.ceil(1000 - tolerance * 10)
      await expect(box).toHaveAccessibleDescription(
        priceLoweringMessages.belowToleranceHint(lightest),
      )
      await box.fill('0.5')
      await line.getByRole('button', { name: `Save packed weight of ${ribeyeName}` }).click()
      await expect(line).toContainText(
        priceLoweringMessages.belowToleranceNeedsAdmin(1000, tolerance),
      )
      expect(lineOf(await adminOrder(page.request, order.orderId), ribeyeName).packedGrams).toBe(
        null,
      )

      // Within the range the editor packs lighter; the refund waits for an admin.
      await box.fill(String(lightest / 1000))
      await line.getByRole('button', { name: `Save packed weight of ${ribeyeName}` }).click()
      await expectToast(page, 'Packed Weight Saved')
      const payment = dialog.getByRole('region', { name: 'Payment', exact: true })
      await expect(payment).toContainText('Refund ')
      const settle = payment.getByRole('button', { name: 'Mark as Settled' })
      await expect(settle).toBeDisabled()
      await expect(settle).toHaveAccessibleDescription(priceLoweringMessages.refundNeedsAdmin)
      await expectNoA11yViolations(page)
    } finally {
      await cancelOrder(page.request, order.orderId)
    }
  })

  test('a weight someone else recorded meanwhile is explained, and the dialog catches up', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused save itself; that is the point of this test.
    allowConsoleErrors(/status of 409/)
    await signIn('editor')
    const { orderId } = await placeWeighedOrder(page.request, uniqueCustomer('Ramos'), [ribeyeName])
    try {
      const placed = await adminOrder(page.request, orderId)
      const dialog = await openOrder(page, orderId)
      const line = dialog
        .getByRole('region', { name: 'Items' })
        .getByRole('listitem')
        .filter({ hasText: ribeyeName })
      const box = line.getByLabel(`Packed weight (kg) of ${ribeyeName}`)
      await expect(box).toHaveValue('')
      // Someone else packs it while this dialog is open.
      const behindItsBack = await page.request.put(
        adminOrdersApiPaths.packedWeight(orderId, lineOf(placed, ribeyeName).id),
        { data: { packedGrams: 1020, packingVersion: placed.packingVersion } },
      )
      expect(behindItsBack.status(), await behindItsBack.text()).toBe(200)

      await box.fill('1.05')
      await line.getByRole('button', { name: `Save packed weight of ${ribeyeName}` }).click()
      await expectToast(page, 'Packed Weight Not Saved', packedWeightMessages.packingChanged)
      await expect(line).toContainText('Packed 1.020 kg')
      await expect(box).toHaveValue('1.020')
    } finally {
      await cancelOrder(page.request, orderId)
    }
  })
})
