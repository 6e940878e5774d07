import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { estimateRange, packedWeightMessages } from '#shared/packed-weight.ts'
import { paths } from '#shared/paths.ts'
import { adminOrder, placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import { findProduct } from './cart-lines.ts'
import { ribeyeName } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * Never above the promise (issue 28 §4, docs/product-rules.md §13): a heavier weight is
 * charged at most the top of the range the shopper was shown, unless staff record that
 * the shopper agreed to pay for it (who and how, on the timeline).
 */
test('a heavier steak is charged the top of its range until the customer agrees to more', async ({
  page,
  signIn,
  allowConsoleErrors,
}) => {
  // The browser logs the server's request for a confirmation itself; that is the point.
  allowConsoleErrors(/status of 422/)
  const staff = await signIn('editor')
  const ribeye = await findProduct(page.request, ribeyeName)
  const { orderId } = await placeOrder(
    page.request,
    uniqueCustomer('Aquino'),
    {},
    { unit: 'kg', productIds: [ribeye.id] },
  )
  try {
    const placed = await adminOrder(page.request, orderId)
    const line = placed.items[0]!
    const tolerance = placed.packedWeightTolerancePercent
    const { topCentavos } = estimateRange(line.estimatedLineTotalCentavos, tolerance)

    await page.goto(`${paths.admin.orders}?q=${orderId}`)
    await page.getByRole('button', { name: `View order ${orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` })
    const item = dialog
      .getByRole('region', { name: 'Items' })
      .getByRole('listitem')
      .filter({ hasText: ribeyeName })
    const box = item.getByLabel(`Packed weight (kg) of ${ribeyeName}`)
    const save = item.getByRole('button', { name: `Save packed weight of ${ribeyeName}` })

    // 1.250 kg without the customer's agreement: charged the top of the range.
    await box.fill('1.25')
    await save.click()
    const confirm = page.getByRole('alertdialog', { name: 'Beyond the tolerance' })
    await expect(confirm).toContainText(packedWeightMessages.beyondTolerance(1000, 1250, tolerance))
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Save anyway' }).click()
    await expectToast(page, 'Packed Weight Saved', `${ribeyeName}: 1.250 kg`)
    await expect(item).toContainText(
      packedWeightMessages.capped(line.estimatedLineTotalCentavos, tolerance),
    )
    await expect(item).toContainText(formatPeso(topCentavos))

    // The customer agreed by phone: the same weight, charged in full, and said so.
    await box.fill('1.25')
    await save.click()
    await confirm.getByLabel('The customer agreed to pay for the heavier weight').check()
    await confirm.getByRole('button', { name: 'Save anyway' }).click()
    await expect(confirm.getByLabel('Who agreed, and how')).toHaveAccessibleDescription(
      packedWeightMessages.agreementRequired,
    )
    await confirm.getByLabel('Who agreed, and how').fill('Customer agreed by phone')
    await confirm.getByRole('button', { name: 'Save anyway' }).click()
    await expectToast(page, 'Packed Weight Saved', `${ribeyeName}: 1.250 kg`)
    const agreed = await adminOrder(page.request, orderId)
    const charged = agreed.items[0]!.lineTotalCentavos
    expect(charged).toBeGreaterThan(topCentavos)
    await expect(item).toContainText(packedWeightMessages.chargedAbove('Customer agreed by phone'))
    await expect(item).toContainText(formatPeso(charged))
    await expect(dialog.getByRole('region', { name: 'Timeline' })).toContainText(
      packedWeightMessages.heavierAgreedNote(
        ribeyeName,
        charged,
        topCentavos,
        'Customer agreed by phone',
        staff.name,
      ),
    )
  } finally {
    await page.request.patch(adminOrdersApiPaths.status(orderId), {
      data: { status: 'cancelled' },
    })
  }
})
