import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import { uniqueEmail } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * Suspicious orders (issue 14): pending orders held several to one email, phone or
 * client address, seen and cancelled in one place. Every journey's orders come from
 * 127.0.0.1, so the client-address group holds them all; this one looks at its own
 * email's group only.
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
})
