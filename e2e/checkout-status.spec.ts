import {
  field,
  fillCheckout,
  openCheckoutWithLiempo,
  placeOrderButton,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

test.describe('order status', () => {
  test('finds a placed order from the confirmation link, and not with a wrong email', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the lookup's 404 itself; the page handles it.
    allowConsoleErrors(/status of 404/)
    const email = uniqueEmail('status')
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, email)
    await placeOrderButton(page).click()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    expect(orderId).toMatch(/^E2E-/)

    await page.getByRole('link', { name: 'Track your order' }).click()
    await expect(page).toHaveTitle(/^Order Status \| /)
    await expect(field(page, 'Order ID')).toHaveValue(orderId)
    const order = page.getByRole('article', { name: `Order ${orderId}` })
    await expect(order).toContainText('Pending')
    await expect(order).toContainText('Pork Belly (Liempo)')
    await expect(order).toContainText('₱430.00')
    await expect(order).toContainText('12 Mabini Street')
    await expect(order.getByRole('region', { name: 'Timeline' })).toContainText(
      'Order placed by customer.',
    )
    await expectNoA11yViolations(page)

    await field(page, 'Email').fill('someone-else@example.ph')
    await page.getByRole('button', { name: 'Find Order' }).click()
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await expect(order).toHaveCount(0)
  })

  test('the lookup form names missing fields', async ({ page }) => {
    await page.goto('/order-status')
    await page.getByRole('button', { name: 'Find Order' }).click()
    await expect(page.getByText('Order ID is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
