import type { Page } from '@playwright/test'
import { adminOrdersApiPaths } from '#shared/api-paths/orders.ts'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { paymentMessages, paymentStateLabels } from '#shared/payment-state.ts'
import {
  adminOrder,
  type PlacedOrder,
  placeGcashOrder,
  reviewPayment,
  sendPaymentProof,
  uniqueCustomer,
  uniqueReferenceNumber,
} from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** Opens the order's dialog from the table, found by its id; returns the dialog and its Payment section. */
async function openOrder(page: Page, order: PlacedOrder) {
  await page.goto(`${paths.admin.orders}?q=${order.orderId}`)
  await page.getByRole('button', { name: `View order ${order.orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
  return { dialog, payment: dialog.getByRole('region', { name: 'Payment', exact: true }) }
}

test.describe('GCash proof of payment on the order desk', () => {
  test("staff find a proof under 'To verify', look at it and verify the payment", async ({
    page,
    signIn,
  }) => {
    const order = await placeGcashOrder(page.request, uniqueCustomer('Villanueva'))
    const reference = uniqueReferenceNumber()
    await sendPaymentProof(page.request, order, reference)
    const staff = await signIn('editor')
    const { totalCentavos } = await adminOrder(page.request, order.orderId)

    await page.goto(`${paths.admin.orders}?q=${encodeURIComponent(order.customerName)}`)
    const toVerify = page.getByRole('button', { name: 'To verify' })
    await expect(toVerify).toHaveAttribute('aria-pressed', 'false')
    await toVerify.click()
    await expect(toVerify).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/payment=to-verify/)
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      /payment=to-verify/,
    )
    const table = page.getByRole('region', { name: 'Orders' })
    const row = table.getByRole('row', { name: new RegExp(order.orderId) })
    await expect(row.getByText('To verify', { exact: true })).toBeVisible()

    await row.getByRole('button', { name: `View order ${order.orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
    const payment = dialog.getByRole('region', { name: 'Payment', exact: true })
    await expect(payment).toContainText(paymentStateLabels.submitted)
    await expect(payment).toContainText(reference)
    await expect(payment).toContainText(formatPeso(totalCentavos))
    const image = payment.getByRole('img', { name: `Proof of payment for ${order.orderId}` })
    await expect(image).toBeVisible()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0)
    await expect(payment.getByRole('link', { name: /^Open full size/ })).toHaveAttribute(
      'href',
      adminOrdersApiPaths.paymentProofImage(order.orderId),
    )
    // Its reference number was sent for no other order.
    await expect(payment.getByText(/also sent for/)).toHaveCount(0)
    await expectNoA11yViolations(page)

    await payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expectToast(page, 'Payment Verified')
    await expect(payment).toContainText(paymentStateLabels.verified)
    await expect(payment).toContainText(staff.name)
    await expect(payment.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0)
    await expect(dialog.getByLabel('Change status')).toHaveValue('paid')
    await expect(dialog.getByRole('region', { name: 'Timeline' })).toContainText(
      paymentMessages.verifiedNote(staff.name, {
        purpose: 'payment',
        receivedCentavos: totalCentavos,
        dueCentavos: totalCentavos,
        balanceCentavos: 0,
      }),
    )

    // Verified, the order leaves the 'To verify' list.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(row).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible()
  })

  test('a proof is rejected only with a reason; a reference number sent twice is flagged', async ({
    page,
    signIn,
  }) => {
    const family = uniqueCustomer('Castillo')
    const first = await placeGcashOrder(page.request, `${family} Ana`)
    const second = await placeGcashOrder(page.request, `${family} Ben`)
    const reference = uniqueReferenceNumber()
    await sendPaymentProof(page.request, first, reference)
    await sendPaymentProof(page.request, second, reference)
    await signIn('editor')

    const { dialog, payment } = await openOrder(page, second)
    await expect(
      payment.getByText(paymentMessages.duplicateReference([first.orderId])),
    ).toBeVisible()

    await payment.getByRole('button', { name: 'Reject' }).click()
    const form = payment.getByRole('form', { name: 'Reject proof of payment' })
    const reason = form.getByLabel('Reason')
    await form.getByRole('button', { name: 'Reject Proof' }).click()
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(reason).toHaveAccessibleDescription(paymentMessages.reasonRequired)
    await expect(reason).toBeFocused()
    await expectNoA11yViolations(page)

    const why = 'The amount on the screenshot is ₱100.00 short of the total.'
    await reason.fill(why)
    await form.getByRole('button', { name: 'Reject Proof' }).click()
    await expectToast(page, 'Proof Rejected')
    await expect(payment).toContainText(paymentStateLabels.rejected)
    await expect(payment).toContainText(why)
    await expect(form).toHaveCount(0)
    await expect(payment.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0)
    await expect(dialog.getByLabel('Change status')).toHaveValue('pending')

    // The flag works both ways: the first order names the second.
    await dialog.getByRole('button', { name: 'Close' }).click()
    const other = await openOrder(page, first)
    await expect(
      other.payment.getByText(paymentMessages.duplicateReference([second.orderId])),
    ).toBeVisible()
  })

  test('a payment another staff member verified first is explained, and the dialog catches up', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused verification itself; that is the point of this test.
    allowConsoleErrors(/status of 409/)
    const order = await placeGcashOrder(page.request, uniqueCustomer('Aquino'))
    await sendPaymentProof(page.request, order, uniqueReferenceNumber())
    await signIn('editor')

    const { dialog, payment } = await openOrder(page, order)
    await expect(payment).toContainText(paymentStateLabels.submitted)
    // Someone else verifies it while this dialog is open.
    const behindItsBack = await reviewPayment(page.request, order.orderId, 'verify')
    expect(behindItsBack.ok(), await behindItsBack.text()).toBe(true)

    await payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expectToast(page, 'Payment Not Verified', paymentMessages.alreadyVerified)
    await expect(payment).toContainText(paymentStateLabels.verified)
    await expect(payment.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0)
    await expect(dialog.getByLabel('Change status')).toHaveValue('paid')
  })
})
