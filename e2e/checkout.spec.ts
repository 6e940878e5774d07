import { pickAddress } from './address-helpers.ts'
import { storedCart } from './cart-lines.ts'
import {
  checkoutOptions,
  field,
  fillCheckout,
  liempoName,
  openCheckoutWithLiempo,
  placeOrderButton,
  summaryValue,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

test.describe('checkout', () => {
  test('an empty cart says so and leads to the products', async ({ page }) => {
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty.' })).toBeVisible()
    await expect(page).toHaveTitle(/^Checkout \| /)
    await page.getByRole('link', { name: 'Go Shopping' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('required fields are named beside the fields and nothing is sent', async ({ page }) => {
    await openCheckoutWithLiempo(page)
    let posted = false
    await page.route('**/api/orders', async (route) => {
      posted = true
      await route.continue()
    })
    await placeOrderButton(page).click()
    for (const [label, message] of [
      ['Full Name', 'Full name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone number is required'],
      ['Province', 'Choose a province'],
      ['City or Municipality', 'Choose a city or municipality'],
      ['Barangay', 'Choose a barangay'],
      ['Street and House Number', 'Street and house number is required'],
    ] as const) {
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message))
    }
    await expect(field(page, 'Full Name')).toBeFocused()
    await field(page, 'Email').fill('maria@')
    await placeOrderButton(page).click()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('cash on delivery: summary with the zone rate, confirmation, cart cleared', async ({
    page,
  }) => {
    await openCheckoutWithLiempo(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
    await expect(page).toHaveTitle(/^Checkout \| /)
    await expect(page.getByText('We deliver in Metro Manila, Cavite and Laguna.')).toBeVisible()
    await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    const summary = page.getByRole('region', { name: 'Order Summary' })
    await expect(summary).toContainText(liempoName)
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱280.00')

    const email = uniqueEmail('cod')
    await fillCheckout(page, email)
    await expect(summaryValue(page, 'Delivery')).toHaveText('₱150.00')
    await expect(summaryValue(page, 'Total')).toHaveText('₱430.00')
    await expectNoA11yViolations(page)

    await placeOrderButton(page).click()
    await expect(page).toHaveURL(/\/order-confirmation$/)
    await expectToast(page, 'Thank you for your order!')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    await expect(page.getByTestId('order-id')).toHaveText(/^E2E-\d{13,}$/)
    await expect(page.getByRole('main')).toContainText(liempoName)
    await expect(page.getByRole('main')).toContainText('₱430.00')
    await expect(page.getByText('Pay with GCash')).toHaveCount(0)
    expect(await storedCart(page)).toEqual([])
    await expectNoA11yViolations(page)

    // The order's own link, by its secret token: no email in it (decision 0072).
    await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      /^\/orders\/[A-Za-z0-9_-]{22}$/,
    )
    await page.getByRole('link', { name: 'Continue Shopping' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('GCash shows the account on checkout and on the confirmation', async ({ page }) => {
    const { gcash } = await checkoutOptions(page)
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('gcash'), 'Greater Manila Area')
    await expect(page.getByText(gcash.accountNumber)).toHaveCount(0)
    await page.getByRole('radio', { name: /GCash/ }).check()
    const details = page.getByRole('region', { name: 'GCash payment details' })
    await expect(details).toContainText(gcash.accountName)
    await expect(details).toContainText(gcash.accountNumber)
    await expect(details).toContainText(gcash.instructions)
    await expect(summaryValue(page, 'Delivery')).toHaveText('₱250.00')
    await expect(summaryValue(page, 'Total')).toHaveText('₱530.00')

    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    const confirmed = page.getByRole('region', { name: 'GCash payment details' })
    await expect(confirmed).toContainText(gcash.accountNumber)
    await expect(confirmed).toContainText(gcash.instructions)
  })

  test("while placing, everything is disabled and the button reads 'Processing...'", async ({
    page,
  }) => {
    await openCheckoutWithLiempo(page)
    await fillCheckout(page, uniqueEmail('slow'))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let requests = 0
    await page.route('**/api/orders', async (route) => {
      requests += 1
      await held
      await route.continue()
    })
    await placeOrderButton(page).click()
    const processing = page.getByRole('button', { name: 'Processing...' })
    await expect(processing).toBeDisabled()
    await expect(field(page, 'Full Name')).toBeDisabled()
    await expect(field(page, 'Province')).toBeDisabled()
    await expect(page.getByRole('radio', { name: /GCash/ })).toBeDisabled()
    await processing.click({ force: true })
    release()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    expect(requests).toBe(1)
  })

  test('delivery is FREE once the subtotal reaches the threshold', async ({ page }) => {
    // Only looked at, never ordered: the shared stock stays as it is.
    await openCheckoutWithLiempo(page, 8)
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱2,240.00')
    await expect(summaryValue(page, 'Delivery')).toHaveText('FREE')
    await pickAddress(page, {
      provinceName: 'Cavite',
      cityName: 'Bacoor City',
      barangayName: 'Molino III',
    })
    await expect(summaryValue(page, 'Delivery')).toHaveText('FREE')
    await expect(summaryValue(page, 'Total')).toHaveText('₱2,240.00')
  })

  test('fits a 360 px wide phone', async ({ page }) => {
    await page.setViewportSize(phoneViewport)
    await openCheckoutWithLiempo(page)
    await expect(placeOrderButton(page)).toBeVisible()
    await expectNoSidewaysScroll(page)
  })

  test('the confirmation page without an order goes home', async ({ page }) => {
    await page.goto('/order-confirmation')
    await expect(page).toHaveURL(/\/$/)
  })
})
