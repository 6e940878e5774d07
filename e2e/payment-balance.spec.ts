import type { Page } from '@playwright/test'
import { formatPeso } from '#shared/money.ts'
import { paths } from '#shared/paths.ts'
import { paymentMessages, paymentStateLabels } from '#shared/payment-state.ts'
import { adminOrder } from './admin-orders.helpers.ts'
import {
  fillProofForm,
  orderLinkOnConfirmation,
  placeGcashOrderThroughCheckout,
  proofScreenshot,
  sendProofThroughPage,
  uniqueEmail,
  uploadProofButton,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** The order's dialog on the order desk, and its Payment section. */
async function openOrder(page: Page, orderId: string) {
  await page.goto(`${paths.admin.orders}?q=${orderId}`)
  await page.getByRole('button', { name: `View order ${orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: `Order ${orderId}` })
  return { dialog, payment: dialog.getByRole('region', { name: 'Payment', exact: true }) }
}

const DEADLINE =
  /Pay by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M, or the order is cancelled and its delivery time freed\./

test.describe('a short GCash payment (issue 28)', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test('leaves a balance the shopper proves from the status page and staff verify', async ({
    page,
    signIn,
  }) => {
    test.slow()
    // The shopper: the confirmation says by when to pay, in words.
    const orderId = await placeGcashOrderThroughCheckout(page, uniqueEmail('short'))
    const orderLink = await orderLinkOnConfirmation(page)
    const panel = page.getByRole('main').getByRole('region', { name: 'GCash Payment', exact: true })
    await expect(panel).toContainText(DEADLINE)
    await fillProofForm(page, await proofScreenshot(30, { green: 90 }), '1212 3434 56565')
    await uploadProofButton(page).click()
    await expect(panel.getByText(paymentStateLabels.submitted, { exact: true })).toBeVisible()
    await expect(panel).not.toContainText(DEADLINE)

    // Staff: the amount received starts as the amount due; the screenshot shows ₱100 less.
    const staff = await signIn('editor')
    const { totalCentavos } = await adminOrder(page.request, orderId)
    const received = totalCentavos - 10_000
    const { dialog, payment } = await openOrder(page, orderId)
    const amount = payment.getByLabel(/^Amount received/)
    await expect(amount).toHaveValue((totalCentavos / 100).toFixed(2))
    // Three decimals: refused beside the field, nothing sent.
    await amount.fill('100.555')
    await payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expect(amount).toHaveAccessibleDescription(paymentMessages.amountReceivedDecimals)
    await amount.fill((received / 100).toFixed(2))
    await payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expectToast(page, 'Payment Verified')
    await expect(payment).toContainText(paymentStateLabels.verified)
    await expect(payment).toContainText('Customer to pay ₱100.00 more')
    await expect(dialog.getByRole('region', { name: 'Timeline' })).toContainText(
      `Payment of ${formatPeso(received)} received (${formatPeso(totalCentavos)} due), verified by ${staff.name}. Customer to pay ₱100.00 more.`,
    )
    await expectNoA11yViolations(page)

    // The shopper's status page: what was received and what is left, and the upload for it.
    await page.goto(orderLink)
    await expect(panel.getByText(paymentStateLabels.verified, { exact: true })).toBeVisible()
    await expect(panel).toContainText(
      `You paid ${formatPeso(received)}. Please send the remaining ₱100.00 to our GCash account.`,
    )
    await expect(
      panel.getByRole('heading', { name: 'Upload Proof of the Remaining Payment' }),
    ).toBeVisible()
    await sendProofThroughPage(page, await proofScreenshot(160, { green: 90 }), '7878 9090 12121')
    await expect(panel.getByText('7878909012121')).toBeVisible()
    // The payment stays verified while the balance proof waits.
    await expect(panel.getByText(paymentStateLabels.verified, { exact: true })).toBeVisible()

    // Staff verify the balance proof, its amount started as the balance.
    const balance = await openOrder(page, orderId)
    const balanceAmount = balance.payment.getByLabel(/^Amount received/)
    await expect(balanceAmount).toHaveValue('100.00')
    await balance.payment.getByRole('button', { name: 'Verify Payment' }).click()
    await expectToast(page, 'Payment Verified')
    await expect(balance.payment.getByRole('button', { name: 'Verify Payment' })).toHaveCount(0)
    await expect(balance.payment).not.toContainText('Customer to pay')
    await expect(balance.dialog.getByRole('region', { name: 'Timeline' })).toContainText(
      `Balance payment of ₱100.00 received (₱100.00 due), verified by ${staff.name}.`,
    )
    await expect(balance.dialog.getByLabel('Change status')).toHaveValue('paid')

    // Paid in full: the shopper reads it, and no upload is offered any more.
    await page.goto(orderLink)
    await expect(panel).toContainText(paymentMessages.balancePaidNote(totalCentavos))
    await expect(panel.getByRole('heading', { name: /^Upload Proof/ })).toHaveCount(0)
    await expect(panel.getByText('Amount paid', { exact: true })).toBeVisible()
    await expect(panel).toContainText(formatPeso(totalCentavos))
  })
})
