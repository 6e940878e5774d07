import type { Page } from '@playwright/test'
import type { CartQuote } from '#shared/schemas/cart.ts'
import type { CartLine } from '#web/cart/cart-rules.ts'
import { findProduct, openCartWith, productLine } from './cart-lines.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

function cartLine(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: `Quantity of ${name}`, exact: true }) })
}

const subtotal = (page: Page) =>
  page
    .getByRole('region', { name: 'Order Summary' })
    .locator('dt', { hasText: /^Subtotal$/ })
    .locator('xpath=following-sibling::dd[1]')

/** The request the cart page sends for these lines. */
const quoteLine = (line: CartLine) =>
  line.kind === 'hosted'
    ? {
        kind: 'hosted',
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
      }
    : line.kind === 'bundle'
      ? { kind: 'bundle', bundleId: line.id, quantity: line.quantity }
      : { kind: 'product', productId: line.id, unit: line.unit, quantity: line.quantity }

test.describe('cart page checks the cart with the server', () => {
  test('flags a vanished product and more kilograms than in stock, and holds checkout', async ({
    page,
  }) => {
    const liempo = await findProduct(page.request, 'Pork Belly (Liempo)')
    const ribeye = await findProduct(page.request, 'Premium Ribeye Steak')
    const prawns = await findProduct(page.request, 'Tiger Prawns')
    const gone = { ...liempo, id: 2_000_000_000, name: 'Discontinued Cut' }
    const lines = [
      productLine(gone, 'kg', 1),
      productLine(liempo, 'kg', 999),
      productLine(ribeye, '500g', 1),
      productLine(prawns, '500g', 1),
    ]
    const answer = await page.request.post('/api/cart/quote', {
      data: { lines: lines.map(quoteLine) },
    })
    expect(answer.status()).toBe(200)
    const quote = (await answer.json()) as CartQuote
    expect(quote.lines.map((l) => l.status)).toEqual([
      'unavailable',
      'insufficient_stock',
      'below_minimum',
      'ok',
    ])

    await openCartWith(page, lines)
    const goneLine = cartLine(page, 'Discontinued Cut, kg')
    const tooMuch = cartLine(page, 'Pork Belly (Liempo), kg')
    const tooLittle = cartLine(page, 'Premium Ribeye Steak, 500 g')
    await expect(goneLine).toContainText(quote.lines[0]!.message!)
    // Other journeys buy pork belly at the same time, so the kilograms left may move.
    expect(quote.lines[1]!.message).toMatch(/^Only [\d.]+ kg of Pork Belly \(Liempo\) left\.$/)
    await expect(tooMuch).toContainText(/Only [\d.]+ kg of Pork Belly \(Liempo\) left\./)
    await expect(tooLittle).toContainText(quote.lines[2]!.message!)
    // Only the line that can be bought counts.
    await expect(subtotal(page)).toHaveText('₱325.00')
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' })
    await expect(proceed).toBeDisabled()
    await expect(proceed).toHaveAccessibleDescription(
      'Remove or change the flagged items to continue.',
    )
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0)
    await expectNoA11yViolations(page)

    for (const line of [goneLine, tooMuch, tooLittle]) {
      await line.getByRole('button', { name: /^Remove/ }).click()
    }
    await expect(subtotal(page)).toHaveText('₱325.00')
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    )
  })
})
