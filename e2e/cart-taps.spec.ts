import type { Locator, Page } from '@playwright/test'
import { sendPaymentProof, uniqueReferenceNumber } from './admin-orders.helpers.ts'
import {
  bundleLine,
  findBundle,
  findProduct,
  openCartWith,
  productLine,
  storedCart,
} from './cart-lines.ts'
import {
  liempoName,
  orderLinkOnConfirmation,
  placeGcashOrderThroughCheckout,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { expect, expectToast, test, toasts, waitUntilStill } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * Issue 26, "Every tap counts", as a new shopper on a 360 px phone finds it: the
 * 'Added to Cart' toast sits clear of what was just tapped, offers 'View cart' and
 * goes with the page; 'Clear Cart' can be undone; the order confirmation survives a
 * reload (docs/product-rules.md §4).
 */

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** The GCash payment panel of the confirmation ('GCash payment details' is inside it). */
const paymentPanel = (page: Page) =>
  page.getByRole('main').getByRole('region', { name: 'GCash Payment', exact: true })

const addedToCart = (page: Page) => toasts(page, 'Added to Cart').first()

/** Time enough for a toast sent away to fade; well under sonner's 4 s of showing. */
const gone = { timeout: 1_500 }

for (const screen of [
  { name: 'a phone', viewport: phoneViewport },
  { name: 'a desktop', viewport: { width: 1280, height: 720 } },
]) {
  test.describe(`Added to Cart on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport })

    test('sits clear of the Add to Cart button, the stepper and the header', async ({ page }) => {
      const liempo = await findProduct(page.request, liempoName)
      await page.goto(`/product/${liempo.id}`)
      const main = page.getByRole('main')
      const add = main.getByRole('button', { name: 'Add to Cart' })
      const stepper = main.getByRole('spinbutton', { name: 'Quantity' }).locator('..')
      // The button as a shopper reaches it, scrolling up from below, and then centred.
      for (const block of ['end', 'center'] as const) {
        await add.evaluate((el, at) => el.scrollIntoView({ block: at }), block)
        await add.click()
        await expectToast(page, 'Added to Cart', `${liempoName} (1kg) added to cart`)
        // The second tap's toast takes the first one's place: never two stacked.
        await expect(toasts(page, 'Added to Cart')).toHaveCount(1)
        await waitUntilStill(page)
        const toast = await box(addedToCart(page))
        expect(overlaps(toast, await box(add)), `toast over Add to Cart (${block})`).toBe(false)
        expect(overlaps(toast, await box(stepper)), `toast over the stepper (${block})`).toBe(false)
        const header = await box(page.getByRole('banner'))
        expect(toast.y, 'toast under the sticky header').toBeGreaterThanOrEqual(
          header.y + header.height,
        )
        expect(toast.y + toast.height).toBeLessThanOrEqual(screen.viewport.height)
      }
    })
  })
}

test.describe('Added to Cart on a phone', () => {
  test.use({ viewport: phoneViewport })

  test("'View cart' goes to the cart, and the toast stays behind", async ({ page }) => {
    const liempo = await findProduct(page.request, liempoName)
    await page.goto(`/product/${liempo.id}`)
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', `${liempoName} (1kg) added to cart`)
    await addedToCart(page).getByRole('button', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    await expect(toasts(page, 'Added to Cart')).toHaveCount(0, gone)
  })

  test('the toast goes away when the shopper moves to another page', async ({ page }) => {
    await page.goto('/products')
    const cards = page.getByRole('main').getByRole('article')
    await cards.filter({ hasText: liempoName }).getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', `${liempoName} (1 × 500g) added to cart`)
    await cards.getByRole('link', { name: 'Premium Ribeye Steak' }).click()
    await expect(page).toHaveURL(/\/product\/\d+$/)
    await expect(toasts(page, 'Added to Cart')).toHaveCount(0, gone)

    // And through the header's cart link.
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', 'Premium Ribeye Steak (1kg) added to cart')
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(toasts(page, 'Added to Cart')).toHaveCount(0, gone)
  })
})

test.describe('Clear Cart on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('empties the cart at once, and Undo brings back the very same lines', async ({ page }) => {
    const liempo = await findProduct(page.request, liempoName)
    const bundle = await findBundle(page.request, 'Grill Master Bundle')
    const lines = [productLine(liempo, 'kg', 2), productLine(liempo, '500g', 3), bundleLine(bundle)]
    await openCartWith(page, lines)
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()

    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible()
    expect(await storedCart(page)).toEqual([])
    await expectToast(page, 'Cart cleared')

    await toasts(page, 'Cart cleared').first().getByRole('button', { name: 'Undo' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 3 items')
    // Exactly what was there: the same lines, quantities and units, in order.
    expect(await storedCart(page)).toEqual(lines)
    await expect(toasts(page, 'Cart cleared')).toHaveCount(0, gone)
  })
})

test.describe('order confirmation', () => {
  test('a reload shows the order again, as the shop has it now', async ({ page }) => {
    const email = uniqueEmail('reload')
    const orderId = await placeGcashOrderThroughCheckout(page, email)
    await expect(page).toHaveURL(/\/order-confirmation$/)
    await expect(paymentPanel(page)).toContainText('Awaiting payment')
    // The page's history entry keeps what opens the order (its link's token), not who
    // ordered it, their email or where to.
    const orderLink = await orderLinkOnConfirmation(page)
    const accessToken = orderLink.slice('/orders/'.length)
    const kept = await page.evaluate(() => JSON.stringify(window.history.state))
    expect(kept).toContain(accessToken)
    expect(kept).not.toContain(email)
    expect(kept).not.toContain(shopper.fullName)
    expect(kept).not.toContain(shopper.address)

    // Meanwhile the proof went in from the link in the confirmation email.
    await sendPaymentProof(
      page.request,
      {
        orderId,
        accessToken,
        customerEmail: email,
        customerName: shopper.fullName,
        customerPhone: '',
      },
      uniqueReferenceNumber(),
    )
    await page.reload()
    await expect(page).toHaveURL(/\/order-confirmation$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' }),
    ).toBeVisible()
    await expect(page.getByTestId('order-id')).toHaveText(orderId)
    await expect(page.getByRole('main')).toContainText(liempoName)
    await expect(paymentPanel(page)).toContainText('Proof submitted')
  })
})
