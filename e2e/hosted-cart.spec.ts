import type { HostedCartLine } from '#web/cart/cart-rules.ts'
import { openCartWith, storedCart } from './cart-lines.ts'
import { fillCheckout, placeOrderButton, summaryValue, uniqueEmail } from './checkout-helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** The built-in sample store (no HOSTED_STORE_URL): a tray whose stock is not tracked. */
const trayId = 'prod_01SAMPLEPRAWNS'
const trayTitle = 'Garlic Prawn Party Tray'
const familyTray = 'Family tray 500 g'
const lineTitle = `${trayTitle} (${familyTray})`

test.describe('hosted-store products in the cart and at checkout', () => {
  test('add a tray, see it in the cart at its price, order it by cash on delivery', async ({
    page,
  }) => {
    await page.goto(`/store/${trayId}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: trayTitle })).toBeVisible()
    await main.getByRole('radio', { name: familyTray }).check()
    await main.getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart! 🛒', `1 x ${lineTitle} added.`)
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()

    await page.goto('/cart')
    const line = main.getByRole('listitem').filter({ hasText: trayTitle })
    await expect(line.getByRole('link', { name: trayTitle })).toHaveAttribute(
      'href',
      `/store/${trayId}`,
    )
    await expect(line).toContainText(familyTray)
    await expect(line).toContainText('₱995.00 each')
    await line.getByRole('button', { name: `Increase quantity of ${lineTitle}` }).click()
    await expect(line.getByRole('status')).toHaveText('× 2')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱1,990.00')
    await expectNoA11yViolations(page)

    await main.getByRole('link', { name: 'Proceed to Checkout' }).click()
    await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(lineTitle)
    await fillCheckout(page, uniqueEmail('hosted'))
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱1,990.00')
    await placeOrderButton(page).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText(lineTitle)
    await expect(page.getByRole('main')).toContainText('₱1,990.00')
    expect(await storedCart(page)).toEqual([])
  })

  test('a price changed since adding is flagged on the cart page until the shopper accepts it', async ({
    page,
  }) => {
    const keptAt900: HostedCartLine = {
      kind: 'hosted',
      cartId: 'hosted-e2e-1',
      productId: trayId,
      variantId: 'variant_02B',
      name: trayTitle,
      variantTitle: familyTray,
      priceCentavos: 90_000,
      discountPriceCentavos: null,
      imageUrl: null,
      quantity: 1,
      unit: 'item',
      stock: null,
    }
    await openCartWith(page, [keptAt900])
    const main = page.getByRole('main')
    const line = main.getByRole('listitem').filter({ hasText: trayTitle })
    await expect(line).toContainText(`The price of ${lineTitle} is now ₱995.00 (was ₱900.00).`)
    await expect(main.getByText('Remove or change the flagged items to continue.')).toBeVisible()
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱0.00')

    await line.getByRole('button', { name: `Accept new price for ${lineTitle}` }).click()
    await expect(line).not.toContainText('is now')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱995.00')
    await expect(main.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible()
    expect((await storedCart(page))[0]).toMatchObject({ priceCentavos: 99_500 })
  })
})
