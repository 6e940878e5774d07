import { paths } from '#shared/paths.ts'
import { paymentStateLabels } from '#shared/payment-state.ts'
import {
  placeGcashOrder,
  placeOrder,
  reviewPayment,
  sendPaymentProof,
  uniqueCustomer,
  uniqueReferenceNumber,
} from './admin-orders.helpers.ts'
import { uniqueEmail } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * Suspicious orders (issue 14): pending orders held several to one email, phone or
 * client address, seen and cancelled in one place; and (issue 27) GCash orders whose
 * proof was rejected twice. Every journey's orders come from 127.0.0.1, so the
 * client-address group holds them all; these look at their own email's group, or
 * their own order's row, only.
 */
test.describe('admin suspicious orders', () => {
  test('an editor sees the orders one email holds and cancels one, then the rest', async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    const email = uniqueEmail('hoarder')
    const name = uniqueCustomer('Hoarder')
    const held = [
      await placeOrder(page.request, `${name} 1`, { email }),
      await placeOrder(page.request, `${name} 2`, { email }),
      await placeOrder(page.request, `${name} 3`, { email }),
    ]

    await page.goto('/admin/orders')
    await page.getByRole('link', { name: 'Suspicious Orders' }).click()
    await expect(page).toHaveURL(/view=suspicious/)
    await expect(page.getByRole('heading', { level: 2, name: 'Suspicious Orders' })).toBeVisible()
    const group = page.getByRole('region', { name: `Email ${email}` })
    await expect(group.getByText('3 pending orders')).toBeVisible()
    // Newest first.
    const rows = group.getByRole('row')
    await expect(rows).toHaveCount(4)
    for (const [i, order] of [...held].reverse().entries()) {
      await expect(rows.nth(i + 1)).toContainText(order.orderId)
      await expect(rows.nth(i + 1)).toContainText(order.customerName)
    }
    await expectNoA11yViolations(page)

    // One by one: the newest.
    await group.getByRole('button', { name: `Cancel order ${held[2]!.orderId}` }).click()
    const confirm = page.getByRole('alertdialog', { name: `Cancel order ${held[2]!.orderId}?` })
    await confirm.getByRole('button', { name: 'Cancel Order' }).click()
    await expectToast(page, 'Order Cancelled', '1 order cancelled; the stock is back on sale.')
    await expect(group.getByText('2 pending orders')).toBeVisible()
    await expect(group.getByRole('row')).toHaveCount(3)

    // The whole group.
    await group.getByRole('button', { name: 'Cancel all 2' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Orders' }).click()
    await expectToast(page, 'Orders Cancelled', '2 orders cancelled; the stock is back on sale.')
    await expect(group).toHaveCount(0)

    for (const order of held) {
      const detail = await page.request.get(`/api/admin/orders/${order.orderId}`)
      expect(((await detail.json()) as { status: string }).status).toBe('cancelled')
    }

    // Back to the list.
    await page.getByRole('link', { name: 'All Orders' }).click()
    await expect(page.getByRole('region', { name: 'Orders' })).toBeVisible()
  })

  test('a GCash order whose proof was rejected twice is listed with its reason; the shopper reads the new deadline', async ({
    page,
    signIn,
  }) => {
    const order = await placeGcashOrder(page.request, uniqueCustomer('Twice'))
    await signIn('editor')
    for (const reason of ['The screenshot is blurred.', 'The amount is short.']) {
      await sendPaymentProof(page.request, order, uniqueReferenceNumber())
      expect((await reviewPayment(page.request, order.orderId, { reason })).status()).toBe(200)
    }

    // The shopper's status page: the second reason and by when to send a new proof.
    await page.goto(paths.orderPage(order.accessToken))
    const panel = page.getByRole('region', { name: 'GCash Payment', exact: true })
    await expect(panel.getByText(paymentStateLabels.rejected)).toBeVisible()
    await expect(panel.getByText('The amount is short.')).toBeVisible()
    await expect(panel).toContainText(
      /Pay by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M, or the order is cancelled and its delivery time freed\./,
    )

    await page.goto('/admin/orders')
    await page.getByRole('link', { name: 'Suspicious Orders' }).click()
    const payments = page.getByRole('region', { name: 'GCash payments' })
    const row = payments.getByRole('row').filter({ hasText: order.orderId })
    await expect(row).toContainText(order.customerName)
    await expect(row).toContainText('Proof rejected twice')
    await expectNoA11yViolations(page)

    // View opens the order, its payment as staff left it.
    await row.getByRole('button', { name: `View order ${order.orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
    await expect(
      dialog
        .getByRole('region', { name: 'Payment', exact: true })
        .getByText('The amount is short.'),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // Cancel, as for any pending order: off the list.
    await row.getByRole('button', { name: `Cancel order ${order.orderId}` }).click()
    await page
      .getByRole('alertdialog', { name: `Cancel order ${order.orderId}?` })
      .getByRole('button', { name: 'Cancel Order' })
      .click()
    await expectToast(page, 'Order Cancelled', '1 order cancelled; the stock is back on sale.')
    await expect(payments.getByRole('row').filter({ hasText: order.orderId })).toHaveCount(0)
  })
})
