import { expect, expectNoA11yViolations, expectToast, gotoInApp, test } from './support/fixtures.ts'

// The e2e server runs without HOSTED_STORE_URL, so these pages read the built-in
// sample store (src/server/hosted-store/sample-store-products.ts).
const wagyu = '/store/prod_01JZ8Q6W3KWAGYU'

test.describe('hosted store', () => {
  test('/store lists the products with price and ribbon, each linking to its page', async ({
    page,
  }) => {
    await page.goto('/store')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible()
    const card = main.getByRole('listitem').filter({ hasText: 'Wagyu Gift Box' })
    await expect(card).toContainText('Bestseller')
    await expect(main.getByRole('link', { name: 'Liempo Roast Slab' })).toHaveAttribute(
      'href',
      '/store/prod_01SAMPLELIEMPO',
    )
    await expect(main.getByRole('link', { name: 'Free-Range Whole Chicken' })).toBeVisible()
    await expectNoA11yViolations(page)

    await card.getByRole('link', { name: 'Wagyu Gift Box' }).click()
    await expect(page).toHaveURL(wagyu)
    await expect(main.getByRole('heading', { level: 1, name: 'Wagyu Gift Box' })).toBeVisible()
  })

  test('the page shows a spinner, then the product with its sections in order', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/hosted/products/*', async (route) => {
      await held
      await route.continue()
    })
    await gotoInApp(page, wagyu)
    const main = page.getByRole('main')
    // The page's own chunk is in (its Back to Store link shows) while the product is held.
    await expect(main.getByRole('link', { name: 'Back to Store' })).toBeVisible()
    await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
    release()

    await expect(main.getByRole('heading', { level: 1, name: 'Wagyu Gift Box' })).toBeVisible()
    await expect(page).toHaveTitle(/^Wagyu Gift Box/)
    await expect(main.getByText('A5 striploin and ribeye, vacuum packed')).toBeVisible()
    await expect(main.getByText('Bestseller', { exact: true })).toBeVisible()
    await expect(main.getByText('₱4,500.00', { exact: true })).toBeVisible()
    await expect(main.getByText('A5 wagyu', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Description',
      'Delivery',
      'Storage',
    ])
    await expect(main.getByRole('radio', { name: 'Striploin 500 g' })).toBeChecked()
    await expect(main.getByText('12 in stock!')).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
      'href',
      '/store',
    )
    await expectNoA11yViolations(page)
  })

  test('the carousel wraps both ways, follows its dots and the arrow keys', async ({ page }) => {
    await page.goto(wagyu)
    const slide = (n: number) => page.getByRole('img', { name: `Wagyu Gift Box, image ${n} of 3` })
    await expect(slide(1)).toBeVisible()

    await page.getByRole('button', { name: 'Previous image' }).click()
    await expect(slide(3)).toBeVisible()
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(slide(1)).toBeVisible()
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(slide(2)).toBeVisible()

    await page.getByRole('button', { name: 'Go to image 3' }).click()
    await expect(slide(3)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Go to image 3' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.getByRole('button', { name: 'Show thumbnail 1' }).click()
    await expect(slide(1)).toBeVisible()

    await page.getByRole('button', { name: 'Next image' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(slide(3)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(slide(1)).toBeVisible()
  })

  test('choosing Ribeye shows its image and sale price; stock limits the quantity', async ({
    page,
  }) => {
    await page.goto(wagyu)
    const main = page.getByRole('main')
    await expect(main.getByRole('group', { name: 'Style' })).toBeVisible()
    await main.getByRole('radio', { name: 'Ribeye 500 g' }).check()
    await expect(main.getByRole('img', { name: 'Wagyu Gift Box, image 2 of 3' })).toHaveAttribute(
      'src',
      '/images/samples/bundle-grill.svg',
    )
    const price = main.getByText(/Sale price/).locator('..')
    await expect(price).toHaveText('Sale price₱4,200.00, was₱4,800.00')
    await expect(price.locator('s')).toHaveText('₱4,800.00')
    await expect(main.getByText('2 in stock!')).toBeVisible()

    const quantity = main.getByRole('spinbutton', { name: 'Quantity' })
    const addToCart = main.getByRole('button', { name: 'Add to Cart' })
    await expect(main.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue('1')

    await main.getByRole('button', { name: 'Increase quantity' }).click()
    await main.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(quantity).toHaveValue('3')
    await expect(main.getByText('Not enough stock. Only 2 left.')).toBeVisible()
    await expect(addToCart).toBeDisabled()

    await main.getByRole('button', { name: 'Decrease quantity' }).click()
    await expect(main.getByText('2 in stock!')).toBeVisible()
    await expect(addToCart).toBeEnabled()
    await addToCart.click()
    await expectToast(page, 'Added to Cart! 🛒', '2 x Wagyu Gift Box (Ribeye 500 g) added.')

    // The cart now holds both that are left: adding more is refused, and said so.
    await addToCart.click()
    await expectToast(
      page,
      'Oh no! Something went wrong.',
      'Only 2 left, and your cart already holds 2.',
    )
  })

  test('a product that cannot be bought says so and offers no Add to Cart', async ({ page }) => {
    await page.goto('/store/prod_01SAMPLECHICKEN')
    const main = page.getByRole('main')
    await expect(main.getByText('Currently unavailable')).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeDisabled()
    // One variant: no picker.
    await expect(main.getByRole('group', { name: 'Style' })).toHaveCount(0)
  })
})
