import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

test.describe('admin order dialog', () => {
  test('shows the order, changes its status and keeps internal notes', async ({ page, signIn }) => {
    const admin = await signIn('admin')
    const order = await placeOrder(page.request, uniqueCustomer('Mendoza'))
    await page.goto(`/admin/orders?q=${order.orderId}`)
    const table = page.getByRole('region', { name: 'Orders' })
    await page.getByRole('button', { name: `View order ${order.orderId}` }).click()

    const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Pork Belly (Liempo)', { exact: true })).toBeVisible()
    await expect(dialog.getByText('1 × 500g')).toBeVisible()
    await expect(dialog.getByText('Subtotal')).toBeVisible()
    await expect(dialog.getByText(/^Delivery \(/)).toBeVisible()
    await expect(dialog.getByText(order.customerName, { exact: true })).toBeVisible()
    await expect(dialog.getByText(order.customerEmail)).toBeVisible()
    await expect(dialog.getByText(order.customerPhone)).toBeVisible()
    await expect(dialog.getByText(/12 Mabini Street/)).toBeVisible()
    await expect(dialog.getByText('Cash on Delivery')).toBeVisible()
    await expect(dialog.getByText('Order placed by customer.')).toBeVisible()
    await expectNoA11yViolations(page)

    await dialog.getByLabel('Change status').selectOption({ label: 'Shipped/Ready' })
    await expectToast(
      page,
      'Order Status Updated',
      `Order ${order.orderId} status changed to Shipped/Ready.`,
    )
    const timeline = dialog.getByRole('region', { name: 'Timeline' })
    await expect(timeline.getByText('Status changed to shipped')).toBeVisible()
    await expect(timeline.getByText(admin.name).first()).toBeVisible()

    // A blank note is not sent.
    let notesSent = 0
    page.on('request', (request) => {
      if (request.url().endsWith(`/orders/${order.orderId}/notes`)) notesSent += 1
    })
    const noteBox = dialog.getByLabel('Internal notes')
    await noteBox.fill('   ')
    await dialog.getByRole('button', { name: 'Add Note' }).click()

    const note = `Customer asked for thin slices ${Date.now()}`
    await noteBox.fill(note)
    await dialog.getByRole('button', { name: 'Add Note' }).click()
    await expectToast(page, 'Note Added')
    await expect(noteBox).toHaveValue('')
    await expect(timeline.getByText(note)).toBeVisible()
    expect(notesSent).toBe(1)

    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    // The list behind the dialog followed the change.
    await expect(
      table.getByRole('row', { name: new RegExp(order.orderId) }).getByText('Shipped/Ready'),
    ).toBeVisible()
  })

  test('a refused status change shows the server message and keeps the status', async ({
    page,
    signIn,
    allowConsoleErrors,
  }) => {
    // The browser logs the refused request itself; that is the point of this test.
    allowConsoleErrors(/status of 409/)
    await signIn('admin')
    const order = await placeOrder(page.request, uniqueCustomer('Villanueva'))
    const message = 'Not enough stock to re-open this order: Pork Belly (Liempo) has 0 kg left.'
    // Running the shop out of stock would disturb other tests; answer as the server would.
    await page.route(`**/api/admin/orders/${order.orderId}/status`, (route) =>
      route.fulfill({ status: 409, json: { error: { code: 'conflict', message } } }),
    )
    await page.goto(`/admin/orders?q=${order.orderId}`)
    await page.getByRole('button', { name: `View order ${order.orderId}` }).click()
    const dialog = page.getByRole('dialog', { name: `Order ${order.orderId}` })
    const status = dialog.getByLabel('Change status')
    await status.selectOption({ label: 'Completed' })
    await expectToast(page, 'Status Not Changed', message)
    await expect(status).toHaveValue('pending')
    await expect(status).toBeEnabled()
  })
})
