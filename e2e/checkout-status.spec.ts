import { orderApiPaths } from '#shared/api-paths/orders.ts'
import { storageKeys } from '#web/lib/storage-keys.ts'
import { placeOrder, uniqueCustomer } from './admin-orders.helpers.ts'
import {
  field,
  fillCheckout,
  openCheckoutWithLiempo,
  placeOrderButton,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/** The order's link: `/orders/` and a 22-character token, never an email. */
const orderLinkUrl = /\/orders\/[A-Za-z0-9_-]{22}$/

test.describe('order links (decision 0072)', () => {
  test("'Track your order' opens /orders/<token>; the device keeps no name, address or email, and forgets the order on request", async ({
    page,
  }) => {
    const email = uniqueEmail('status')
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, email)
    await placeOrderButton(page).click()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    expect(orderId).toMatch(/^E2E-/)

    await page.getByRole('link', { name: 'Track your order' }).click()
    await expect(page).toHaveURL(orderLinkUrl)
    expect(page.url()).not.toContain('@')
    await expect(page).toHaveTitle(/^Order Status \| /)
    const order = page.getByRole('article', { name: `Order ${orderId}` })
    await expect(order).toContainText('Pending')
    await expect(order).toContainText('Pork Belly (Liempo)')
    await expect(order).toContainText('₱430.00')
    await expect(order).toContainText('12 Mabini Street')
    await expect(order.getByRole('region', { name: 'Timeline' })).toContainText(
      'Order placed by customer.',
    )
    await expectNoA11yViolations(page)

    const kept = () =>
      page.evaluate((key) => localStorage.getItem(key) ?? '', storageKeys.seenOrders)
    await expect.poll(kept).toContain(orderId)
    for (const secret of [email, shopper.fullName, shopper.address]) {
      expect(await kept()).not.toContain(secret)
    }

    await page.getByRole('button', { name: 'Forget this order on this device' }).click()
    await expect(
      page.getByRole('heading', { name: 'Order forgotten on this device' }),
    ).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: 'no longer keeps this order' }),
    ).toBeVisible()
    await expect(order).toHaveCount(0)
    expect(await kept()).not.toContain(orderId)
    // The link still opens it from the shop.
    await page.reload()
    await expect(order).toContainText('Pending')
  })

  test('a link from an email opens the order on another device, and a forged one finds nothing', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The browser logs the forged link's 404 itself; the page handles it.
    allowConsoleErrors(/status of 404/)
    // Placed through the API: the answer's token is the one its confirmation email links.
    const placed = await placeOrder(page.request, uniqueCustomer('Emailed'))
    await page.goto(`/orders/${placed.accessToken}`)
    await expect(page.getByRole('article', { name: `Order ${placed.orderId}` })).toContainText(
      'Pending',
    )

    await page.goto(`/orders/${placed.accessToken.slice(0, 21)}`)
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Find your order' }).click()
    await expect(page).toHaveURL(/\/order-status$/)
  })

  test('an old emailed link with the email is sent on to /orders/<token>; a wrong one to the form', async ({
    page,
  }) => {
    const placed = await placeOrder(page.request, uniqueCustomer('Old link'))
    await page.goto(
      `/order-status?${new URLSearchParams({ orderId: placed.orderId, email: placed.customerEmail })}`,
    )
    await expect(page).toHaveURL(orderLinkUrl)
    await expect(page.getByRole('article', { name: `Order ${placed.orderId}` })).toBeVisible()
    // Back does not show the email either: the redirect replaced that entry.
    expect(page.url()).not.toContain('email')

    await page.goto(
      `/order-status?${new URLSearchParams({ orderId: placed.orderId, email: 'someone@example.ph' })}`,
    )
    await expect(page).toHaveURL(/\/order-status\?orderId=[^&]+&lookup=not-found$/)
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible()
    await expect(field(page, 'Order ID')).toHaveValue(placed.orderId)
    await expect(field(page, 'Email')).toHaveValue('')
  })

  test('the lookup form opens the order page, and answers a wrong id and a wrong email alike', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    const placed = await placeOrder(page.request, uniqueCustomer('Lookup'))
    await page.goto('/order-status')
    // Each search waits for the shop's answer: the last one's notice is still on the page.
    const find = async (orderId: string, email: string) => {
      await field(page, 'Order ID').fill(orderId)
      await field(page, 'Email').fill(email)
      const answered = page.waitForResponse((r) => r.url().endsWith(orderApiPaths.lookup))
      await page.getByRole('button', { name: 'Find Order' }).click()
      await answered
    }
    await find(placed.orderId, 'someone-else@example.ph')
    const notFound = page.getByRole('heading', { name: 'Order not found' })
    await expect(notFound).toBeVisible()
    const wrongEmail = await page.getByRole('main').textContent()
    await find('E2E-1000000000000', placed.customerEmail)
    await expect(notFound).toBeVisible()
    await expect(page.getByRole('main')).toHaveText(wrongEmail ?? '')
    expect(page.url()).not.toContain('@')

    await find(placed.orderId, placed.customerEmail.toUpperCase())
    await expect(page).toHaveURL(orderLinkUrl)
    await expect(page.getByRole('article', { name: `Order ${placed.orderId}` })).toBeVisible()
  })

  test('the lookup form names missing fields', async ({ page }) => {
    await page.goto('/order-status')
    await page.getByRole('button', { name: 'Find Order' }).click()
    await expect(page.getByText('Order ID is required')).toBeVisible()
    await expect(page.getByText('Email is required')).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
