import { paths } from '#shared/paths.ts'
import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('the shopper follows the order', () => {
  test('a status change and a note by staff: the status page shows the change, never the note', async ({
    page,
    signIn,
  }) => {
    const order = await placeOrder(page.request, uniqueCustomer('Santos'))
    await signIn('editor')

    await page.goto(paths.admin.orders)
    await page.getByPlaceholder('Search by order ID or customer name...').fill(order.orderId)
    await page.getByRole('button', { name: /view/i }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: `Order ${order.orderId}` })).toBeVisible()
    await dialog
      .getByLabel(/status/i)
      .first()
      .selectOption('processing')
    await expect(page.getByText(`Order ${order.orderId} status changed to`)).toBeVisible()
    await dialog.getByRole('textbox').last().fill('Customer asked for thin slices')
    await dialog.getByRole('button', { name: 'Add Note' }).click()
    await expect(dialog.getByText('Customer asked for thin slices')).toBeVisible()

    await page.goto(paths.orderPage(order.accessToken))
    await expect(page.getByText('Processing').first()).toBeVisible()
    await expect(page.getByText('Status changed to processing')).toBeVisible()
    await expect(page.getByText('Customer asked for thin slices')).toHaveCount(0)
  })
})
