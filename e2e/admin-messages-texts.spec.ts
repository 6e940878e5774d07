import { placeOrder } from './admin-orders.helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * Order texts in the back office (issue 27): the shared e2e server has no SMS gateway,
 * so an order's text waits in Messages > Texts, and Settings > Notifications turns each
 * order text on or off. Other settings journeys run beside this one: it puts back the
 * one switch it changes.
 */
test.describe('admin: order texts', () => {
  test('an order text waits in Messages > Texts, its secret link hidden', async ({
    page,
    signIn,
  }) => {
    const order = await placeOrder(page.request, 'Texting Customer')
    await signIn('admin')
    await page.goto('/admin/messages')
    await page.getByRole('link', { name: 'Texts' }).click()
    const row = page.getByRole('row').filter({ hasText: order.orderId })
    await expect(row).toContainText('Order placed')
    await expect(row).toContainText('Waiting')
    // The order's link is a secret: the list shows where it was, never the token.
    await expect(row).toContainText('/orders/[link]')
    await expect(row.getByRole('button', { name: /^Send now: Order placed to / })).toBeVisible()
  })

  test('each order text can be switched off and on again', async ({ page, signIn }) => {
    await signIn('admin')
    await page.goto('/admin/settings')
    const card = page.getByRole('region', { name: 'Email Notifications' })
    const delivered = card.getByRole('switch', { name: 'Delivered', exact: true })
    // A person taps the switch as drawn: its label (the input itself is visually hidden).
    const switchNamed = page.getByRole('switch', { name: 'Delivered', exact: true })
    const tap = () => card.locator('label').filter({ has: switchNamed }).click()
    const save = card.getByRole('button', { name: 'Save Notification Settings' })
    await expect(delivered).toBeChecked()
    await tap()
    await expect(delivered).not.toBeChecked()
    await save.click()
    await expectToast(page, 'Notification Settings Saved')
    await page.reload()
    await expect(delivered).not.toBeChecked()
    await tap()
    await expect(delivered).toBeChecked()
    await save.click()
    await expectToast(page, 'Notification Settings Saved')
    await page.reload()
    await expect(delivered).toBeChecked()
  })
})
