import {
  MAX_OPEN_COD_ORDERS_PER_ADDRESS,
  TOO_MANY_COD_FROM_ADDRESS_MESSAGE,
} from '#server/checkout/order-limits.ts'
import { placeOrder } from './admin-orders.helpers.ts'
import { storedCart } from './cart-lines.ts'
import {
  field,
  fillCheckout,
  liempoName,
  openCheckoutWithLiempo,
  placeOrderButton,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * Refusals (most answered by a stand-in for the server, so no stock is needed; the cap
 * on open orders by the real one) and a lost answer.
 */
test.describe('checkout refusals and retries', () => {
  test("a refused order shows the server's reason and keeps the cart", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/)
    const message = `${liempoName}: only 0.5 kg left.`
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('refused'))
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 409,
        json: { error: { code: 'conflict', message, fields: { 'lines.0': message } } },
      }),
    )
    await placeOrderButton(page).click()
    await expectToast(page, 'Order Not Placed', message)
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('alert')).toHaveText(
      message,
    )
    await expect(page).toHaveURL(/\/checkout$/)
    expect(await storedCart(page)).toHaveLength(1)
    await expect(placeOrderButton(page)).toBeEnabled()
  })

  test("the server's field messages go beside the fields", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 422/)
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('invalid'))
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 422,
        json: {
          error: {
            code: 'validation_failed',
            message: 'Some fields need attention',
            fields: { phone: 'Enter a valid phone number' },
          },
        },
      }),
    )
    await placeOrderButton(page).click()
    await expect(field(page, 'Phone')).toHaveAccessibleDescription('Enter a valid phone number')
    await expect(field(page, 'Phone')).toBeFocused()
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('a retry after a lost answer returns the same order, not a second one', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_FAILED/)
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('retry'))
    const placed: string[] = []
    await page.route('**/api/orders', async (route) => {
      const response = await route.fetch()
      placed.push(((await response.json()) as { orderId: string }).orderId)
      // The first answer is lost on the way back; the order exists all the same.
      if (placed.length === 1) await route.abort('failed')
      else await route.fulfill({ response })
    })
    await placeOrderButton(page).click()
    // The page itself asks again (2 s later) with the same key (decision 0067).
    await expect(page.getByText('We could not confirm your order yet')).toBeVisible()
    await expect(page.getByTestId('order-id')).toHaveText(/^E2E-/)
    expect(placed).toHaveLength(2)
    expect(placed[1]).toBe(placed[0])
    await expect(page.getByTestId('order-id')).toHaveText(placed[0]!)
  })

  test('a connection holding many unconfirmed cash-on-delivery orders is told what to do, and keeps what they typed', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 409/)
    // The test's own client address (fixtures.ts) already holds the cap of open COD orders.
    for (let i = 0; i < MAX_OPEN_COD_ORDERS_PER_ADDRESS; i++) {
      await placeOrder(page.request, `Waiting Shopper ${i}`)
    }
    const email = uniqueEmail('waiting')
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, email)
    const phone = await field(page, 'Phone').inputValue()
    const answer = page.waitForResponse('**/api/orders')
    await placeOrderButton(page).click()
    expect((await answer).status()).toBe(409)
    await expectToast(page, 'Order Not Placed', TOO_MANY_COD_FROM_ADDRESS_MESSAGE)
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('alert')).toHaveText(
      TOO_MANY_COD_FROM_ADDRESS_MESSAGE,
    )
    await expect(field(page, 'Full Name')).toHaveValue(shopper.fullName)
    await expect(field(page, 'Email')).toHaveValue(email)
    await expect(field(page, 'Phone')).toHaveValue(phone)
    await expect(field(page, 'Street and House Number')).toHaveValue(shopper.address)
    expect(await storedCart(page)).toHaveLength(1)
    await expect(placeOrderButton(page)).toBeEnabled()
  })

  test('a shopper over a limit is told when to try again, and keeps what they typed', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 429/)
    const message =
      'You have placed many orders with this email address or phone number today. Please try again in 5 hours, or contact us.'
    await openCheckoutWithLiempo(page)
    const email = uniqueEmail('limited')
    await fillCheckout(page, email)
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '18000' },
        json: { error: { code: 'too_many_attempts', message, retryAfterSeconds: 18_000 } },
      }),
    )
    await placeOrderButton(page).click()
    await expectToast(page, 'Order Not Placed', message)
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('alert')).toHaveText(
      message,
    )
    await expect(field(page, 'Email')).toHaveValue(email)
    await expect(field(page, 'City or Municipality')).not.toHaveValue('')
    await expect(placeOrderButton(page)).toBeEnabled()
  })
})
