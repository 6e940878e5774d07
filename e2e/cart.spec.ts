import type { Page } from '@playwright/test'
import {
  bundleLine,
  findBundle,
  findProduct,
  openCartWith,
  productLine,
  storedCart,
} from './cart-lines.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

const liempoName = 'Pork Belly (Liempo)'

/** One cart line, found by its quantity group ('Quantity of Pork Belly (Liempo), kg'). */
function cartLine(page: Page, name: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('group', { name: `Quantity of ${name}`, exact: true }) })
}

function summaryValue(page: Page, term: 'Subtotal' | 'Delivery' | 'Total') {
  return (
    page
      .getByRole('region', { name: 'Order Summary' })
      // A cart with a line priced by packed weight reads 'Estimated Total'.
      .locator('dt', { hasText: new RegExp(`^${term === 'Total' ? '(Estimated )?' : ''}${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
  )
}

function cartBadge(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ })
}

const proceedLink = (page: Page) => page.getByRole('link', { name: 'Proceed to Checkout' })

test.describe('cart page', () => {
  test('an empty cart says so and leads to the products', async ({ page }) => {
    await page.goto('/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart is Empty' })).toBeVisible()
    await expect(page).toHaveTitle(/^Shopping Cart \| /)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Start Shopping' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })

  test('shows each line with the discount price, 500 g at half, and a bundle as one line', async ({
    page,
  }) => {
    const liempo = await findProduct(page.request, liempoName)
    const bundle = await findBundle(page.request, 'Grill Master Bundle')
    await openCartWith(page, [
      productLine(liempo, 'kg', 2),
      productLine(liempo, '500g', 1),
      bundleLine(bundle),
    ])

    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    const kg = cartLine(page, `${liempoName}, kg`)
    await expect(kg).toContainText('Belly')
    await expect(kg).toContainText('₱280.00 was ₱320.00 per kg')
    await expect(kg.getByRole('status')).toHaveText('2 kg')
    await expect(kg).toContainText('₱560.00')
    const half = cartLine(page, `${liempoName}, 500 g`)
    await expect(half).toContainText('₱140.00 was ₱160.00 per 500 g')
    await expect(half.getByRole('status')).toHaveText('1 × 500 g')
    const grill = cartLine(page, 'Grill Master Bundle')
    await expect(grill.getByRole('status')).toHaveText('1 bundle')
    await expect(grill).toContainText('₱1,000.00 was ₱1,200.00 per bundle')

    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱1,700.00')
    await expect(summaryValue(page, 'Delivery')).toHaveText('Calculated at checkout')
    await expect(summaryValue(page, 'Total')).toHaveText('₱1,700.00')
    await expect(proceedLink(page)).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    )
    await expectNoA11yViolations(page)
  })

  test('minus, plus, Remove and Clear Cart follow the cart rules and survive a reload', async ({
    page,
  }) => {
    const liempo = await findProduct(page.request, liempoName)
    await openCartWith(page, [productLine(liempo, 'kg', 1), productLine(liempo, '500g', 2)])
    const kg = cartLine(page, `${liempoName}, kg`)
    const half = cartLine(page, `${liempoName}, 500 g`)

    // Minus stops at 1; Remove is the way to drop a line.
    await expect(kg.getByRole('button', { name: /^Decrease quantity/ })).toBeDisabled()
    await kg.getByRole('button', { name: /^Increase quantity/ }).click()
    await expect(kg.getByRole('status')).toHaveText('2 kg')
    await expect(kg).toContainText('₱560.00')
    await half.getByRole('button', { name: /^Decrease quantity/ }).click()
    await expect(half.getByRole('status')).toHaveText('1 × 500 g')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱700.00')
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items')

    await page.reload()
    await expect(kg.getByRole('status')).toHaveText('2 kg')
    await expect(half.getByRole('status')).toHaveText('1 × 500 g')
    expect((await storedCart(page)).map((l) => [l.unit, l.quantity])).toEqual([
      ['kg', 2],
      ['500g', 1],
    ])

    await half.getByRole('button', { name: `Remove ${liempoName}, 500 g` }).click()
    await expect(half).toHaveCount(0)
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱560.00')

    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart')
    expect(await storedCart(page)).toEqual([])
  })

  test('delivery turns FREE once the subtotal reaches the threshold', async ({ page }) => {
    const liempo = await findProduct(page.request, liempoName)
    await openCartWith(page, [productLine(liempo, 'kg', 7)])
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱1,960.00')
    await expect(summaryValue(page, 'Delivery')).toHaveText('Calculated at checkout')
    await expect(
      page.getByText('Add ₱40.00 more for free delivery.', { exact: false }),
    ).toBeVisible()

    await cartLine(page, `${liempoName}, kg`)
      .getByRole('button', { name: /^Increase quantity/ })
      .click()
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱2,240.00')
    await expect(summaryValue(page, 'Delivery')).toHaveText('FREE')
    await expect(summaryValue(page, 'Total')).toHaveText('₱2,240.00')
  })

  test('the cart follows changes made in another tab', async ({ page, context }) => {
    const liempo = await findProduct(page.request, liempoName)
    await openCartWith(page, [productLine(liempo, 'kg', 1)])
    const other = await context.newPage()
    await other.goto('/cart')
    await cartLine(other, `${liempoName}, kg`)
      .getByRole('button', { name: /^Increase quantity/ })
      .click()
    await expect(cartLine(page, `${liempoName}, kg`).getByRole('status')).toHaveText('2 kg')

    await other.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
    await other.close()
  })

  test('adding from the product page merges the same unit and keeps units apart', async ({
    page,
  }) => {
    const liempo = await findProduct(page.request, liempoName)
    await page.goto(`/product/${liempo.id}`)
    const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' })
    await add.click()
    await expectToast(page, 'Added to Cart', `${liempoName} (1kg) added to cart`)
    await add.click()
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item')
    await page.getByRole('radio', { name: /^500 g/ }).check({ force: true })
    await add.click()
    await expectToast(page, 'Added to Cart', `${liempoName} (1 × 500g) added to cart`)
    await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items')

    await cartBadge(page).click()
    await expect(cartLine(page, `${liempoName}, kg`).getByRole('status')).toHaveText('2 kg')
    await expect(cartLine(page, `${liempoName}, 500 g`).getByRole('status')).toHaveText('1 × 500 g')
    await expect(summaryValue(page, 'Subtotal')).toHaveText('₱700.00')
  })
})

test.describe('cart page on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('a filled cart fits the screen', async ({ page }) => {
    const liempo = await findProduct(page.request, liempoName)
    const bundle = await findBundle(page.request, 'Grill Master Bundle')
    await openCartWith(page, [productLine(liempo, '500g', 3), bundleLine(bundle, 2)])
    await expect(proceedLink(page)).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectNoA11yViolations(page)
  })
})
