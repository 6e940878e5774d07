import type { ProductDetail } from '#shared/schemas/catalog.ts'
import { cartLink, productCards, productId, storedCart } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, gotoInApp, test } from './support/fixtures.ts'

test.describe('product detail', () => {
  test('a card leads to the product with its price, stock and details', async ({ page }) => {
    await page.goto('/products')
    await productCards(page).getByRole('link', { name: 'Pork Belly (Liempo)' }).click()
    await expect(page).toHaveURL(/\/product\/\d+$/)

    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Pork Belly (Liempo)' })).toBeVisible()
    await expect(page).toHaveTitle(/^Pork Belly \(Liempo\) \| /)
    await expect(main.getByText('Belly', { exact: true })).toBeVisible()
    await expect(main.getByText('₱280.00', { exact: true }).first()).toBeVisible()
    await expect(main.locator('s').first()).toHaveText('₱320.00')
    await expect(main.getByText('In Stock')).toBeVisible()
    await expect(main.getByRole('list', { name: 'Tags' }).first()).toContainText('SALE')
    const details = main.getByRole('region', { name: 'Product Details' })
    await expect(details.getByRole('definition')).toHaveText([
      'Local',
      'None',
      'Metro Manila, Cavite, Laguna',
      '0.5 kg',
    ])
    await expect(main.getByText(/Skin-on pork belly/)).toBeVisible()
    await expect(main.getByRole('img', { name: 'Pork Belly (Liempo)' })).toHaveAttribute(
      'src',
      '/images/samples/product-liempo.svg',
    )
    await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Pork')
    await expectNoA11yViolations(page)
  })

  test('500 g costs half, the stepper sets the quantity, Add to Cart says so', async ({ page }) => {
    await page.goto(`/product/${await productId(page.request, 'Pork Belly (Liempo)')}`)
    const total = page.getByText(/^Total for/).locator('..')
    await expect(page.getByRole('radio', { name: /1 kg/ })).toBeChecked()
    await expect(total).toContainText('₱280.00')

    await page.getByRole('radio', { name: /500 g/ }).check()
    await expect(total).toContainText('Total for 0.5 kg')
    await expect(total).toContainText('₱140.00')

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await expect(quantity).toHaveValue('1')
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(quantity).toHaveValue('3')
    await expect(total).toContainText('Total for 1.5 kg')
    await expect(total).toContainText('₱420.00')
    await page.getByRole('button', { name: 'Decrease quantity' }).click()
    await expect(quantity).toHaveValue('2')

    // Typing works too, and nonsense falls back into range.
    await quantity.fill('0')
    await quantity.blur()
    await expect(quantity).toHaveValue('1')
    await quantity.fill('2')
    await quantity.press('Enter')

    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', 'Pork Belly (Liempo) (2 × 500g) added to cart')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    const [line] = await storedCart(page)
    expect(line).toMatchObject({
      kind: 'product',
      quantity: 2,
      unit: '500g',
      priceCentavos: 32_000,
    })

    // The same product and unit again merges into one line.
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    expect((await storedCart(page))[0]).toMatchObject({ quantity: 4, unit: '500g' })
  })

  test('a product sold by the whole kilogram offers no 500 g unit', async ({ page }) => {
    await page.goto(`/product/${await productId(page.request, 'Premium Ribeye Steak')}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Ribeye Steak')
    // No unit to choose (its preparation choices are radios of their own, issue 31).
    await expect(page.getByRole('radio', { name: /^(1 kg|500 g)/ })).toHaveCount(0)
    await expect(page.getByText('Sold by the kilogram: ₱850.00 per 1 kg.')).toBeVisible()
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', 'Premium Ribeye Steak (1kg) added to cart')
  })

  test('out of stock: the state is shown and nothing can be added', async ({ page }) => {
    await page.goto(`/product/${await productId(page.request, 'Free-Range Whole Chicken')}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Free-Range Whole Chicken')
    await expect(main.getByText('Out of Stock', { exact: true }).first()).toBeVisible()
    await expect(main.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(main.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    await expectNoA11yViolations(page)
  })

  test('the keyboard alone chooses a unit, a quantity and adds to the cart', async ({ page }) => {
    await page.goto(`/product/${await productId(page.request, 'Tiger Prawns')}`)
    await page.getByRole('radio', { name: /1 kg/ }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: /500 g/ })).toBeChecked()
    // Decrease is disabled at the minimum, so Tab goes straight to the number box.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expectToast(page, 'Added to Cart', 'Tiger Prawns (2 × 500g) added to cart')
  })

  test('gallery thumbnails, and the placeholder for a product without images', async ({ page }) => {
    const id = await productId(page.request, 'Tiger Prawns')
    const real = (await (
      await page.request.get(`/api/catalog/products/${id}`)
    ).json()) as ProductDetail
    const image = real.product.images[0]!
    const second = {
      ...image,
      id: image.id + 1000,
      url: '/images/samples/recipe-prawns.svg',
      alt: 'Prawns on a plate',
    }
    await page.route(`**/api/catalog/products/${id}`, (route) =>
      route.fulfill({
        json: { ...real, product: { ...real.product, images: [image, second] } },
      }),
    )
    await gotoInApp(page, `/product/${id}`)
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button')
    await expect(thumbs).toHaveCount(2)
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')
    await thumbs.nth(1).click()
    await expect(page.getByRole('img', { name: 'Prawns on a plate' })).toHaveAttribute(
      'src',
      '/images/samples/recipe-prawns.svg',
    )
    await expectNoA11yViolations(page)

    await page.unroute(`**/api/catalog/products/${id}`)
    await page.route(`**/api/catalog/products/${id}`, (route) =>
      route.fulfill({ json: { ...real, product: { ...real.product, images: [] } } }),
    )
    await gotoInApp(page, `/product/${id}`)
    await expect(page.getByRole('img', { name: 'Tiger Prawns' })).toHaveAttribute(
      'src',
      '/images/samples/placeholder.svg',
    )
  })

  test('an unknown product shows Product Not Found with a way back', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The page and its API call both answer 404, which Chromium logs.
    allowConsoleErrors(/status of 404/)
    await page.goto('/product/987654')
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await expect(page).toHaveTitle(/^Product Not Found/)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Browse Products' }).click()
    await expect(page).toHaveURL(/\/products$/)

    await page.goto('/product/not-a-number')
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
  })
})

test.describe('a product page on its first load', () => {
  test('paints its photo before it fetches the shop’s scripts, then becomes the full app', async ({
    page,
    request,
  }) => {
    // The fixture waits for <html data-hydrated>: the page did become the app.
    await page.goto(`/product/${await productId(request, 'Pork Belly (Liempo)')}`)
    const order = await page.evaluate(
      () =>
        new Promise<{ painted: number; scriptAsked: number | undefined }>((resolve) => {
          new PerformanceObserver((list) => {
            const photo = list.getEntries()[0]!
            const entry = performance
              .getEntriesByType('resource')
              .find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))
            resolve({ painted: photo.startTime, scriptAsked: entry?.startTime })
          }).observe({ type: 'element', buffered: true })
        }),
    )
    expect(order.scriptAsked).toBeDefined()
    expect(order.scriptAsked!).toBeGreaterThan(order.painted)
    // And the app works.
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart', 'Pork Belly (Liempo) (1kg) added to cart')
  })
})
