import {
  cartLink,
  expectCardNames,
  productCards,
  storedCart,
} from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

/** A-Z, the sold-out chicken last (issue 31). */
const allByName = [
  'Pork Belly (Liempo)',
  'Premium Ribeye Steak',
  'Tiger Prawns',
  'Free-Range Whole Chicken',
]

test.describe('product listing', () => {
  test('lists every published product with prices, tags and add buttons', async ({ page }) => {
    await page.goto('/products')
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
    await expect(page.getByText('Showing 4 product(s)')).toBeVisible()
    await expectCardNames(page, allByName)

    const liempo = productCards(page).filter({ hasText: 'Pork Belly (Liempo)' })
    await expect(liempo.getByText('₱280.00')).toBeVisible()
    await expect(liempo.locator('s')).toHaveText('₱320.00')
    await expect(liempo.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'NEW',
      'SALE',
    ])
    await expect(liempo.getByRole('link', { name: 'Pork Belly (Liempo)' })).toHaveAttribute(
      'href',
      /^\/product\/\d+$/,
    )

    const chicken = productCards(page).filter({ hasText: 'Free-Range Whole Chicken' })
    await expect(chicken.getByText('SOLD OUT')).toBeVisible()
    await expect(chicken.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expectNoA11yViolations(page)
  })

  test('search narrows the list, lives in the URL and shows the empty message', async ({
    page,
  }) => {
    await page.goto('/products')
    const search = page.getByPlaceholder('Search products...')
    await search.fill('prawn')
    await expect(page).toHaveURL(/\/products\?q=prawn$/)
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()
    await expectCardNames(page, ['Tiger Prawns'])

    // The search covers descriptions and cut types too, case-insensitively.
    await search.fill('LECHON')
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()
    await expectCardNames(page, ['Pork Belly (Liempo)'])

    await search.fill('wagyu tomahawk')
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible()
    await expect(page.getByText('Showing 0 product(s)')).toBeVisible()
    await expectNoA11yViolations(page)

    await page.reload()
    await expect(search).toHaveValue('wagyu tomahawk')
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible()

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByText('Showing 4 product(s)')).toBeVisible()
  })

  test('sorts by name and by the price a shopper pays', async ({ page }) => {
    await page.goto('/products')
    const sort = page.getByLabel('Sort by')
    await expect(sort).toHaveValue('name')
    await expect(sort.getByRole('option')).toHaveText([
      'Name A-Z',
      'Price: Low to High',
      'Price: High to Low',
    ])

    await sort.selectOption({ label: 'Price: Low to High' })
    await expect(page).toHaveURL(/sort=price-asc/)
    // Liempo counts at its discount price (280), below prawns (650); the cheaper
    // chicken is sold out, so it comes last.
    await expect(productCards(page).getByRole('heading')).toHaveText([
      'Pork Belly (Liempo)',
      'Tiger Prawns',
      'Premium Ribeye Steak',
      'Free-Range Whole Chicken',
    ])

    await sort.selectOption({ label: 'Price: High to Low' })
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect(productCards(page).getByRole('heading')).toHaveText([
      'Premium Ribeye Steak',
      'Tiger Prawns',
      'Pork Belly (Liempo)',
      'Free-Range Whole Chicken',
    ])
  })

  test('the category select navigates and the banner follows the route', async ({ page }) => {
    await page.goto('/products')
    const category = page.getByLabel('Category')
    await expect(category).toHaveValue('all')

    await category.selectOption({ label: 'Pork' })
    await expect(page).toHaveURL(/\/products\/pork$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Pork' })).toBeVisible()
    await expect(page.getByText(/Liempo, kasim, pigue/)).toBeVisible()
    await expect(category).toHaveValue('pork')
    await expectCardNames(page, ['Pork Belly (Liempo)'])
    await expectNoA11yViolations(page)

    await page.getByLabel('Category').selectOption({ label: 'All Products' })
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()

    // The header's products menu lands on the same banners.
    await page.getByRole('banner').getByRole('button', { name: 'Products' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'Seafood', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Fresh Seafood' })).toBeVisible()
    await expectCardNames(page, ['Tiger Prawns'])
  })

  test('grid and list views, kept in the URL', async ({ page }) => {
    await page.goto('/products/beef')
    const grid = page.getByRole('button', { name: 'Grid view' })
    const list = page.getByRole('button', { name: 'List view' })
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
    await expect(list).toHaveAttribute('aria-pressed', 'false')

    await list.click()
    await expect(page).toHaveURL(/\/products\/beef\?view=list$/)
    await expect(list).toHaveAttribute('aria-pressed', 'true')
    await expect(productCards(page)).toHaveCount(1)
    await expectNoA11yViolations(page)

    await grid.click()
    await expect(page).toHaveURL(/\/products\/beef$/)
    await expect(grid).toHaveAttribute('aria-pressed', 'true')
  })

  test('a link reproduces the view; a sort, view or page the shop does not know falls back, an unknown category is not found', async ({
    page,
    allowConsoleErrors,
  }) => {
    // The unknown category's page answers 404, which Chromium logs.
    allowConsoleErrors(/status of 404/)
    await page.goto('/products/seafood?q=tiger&sort=price-desc&view=list')
    await expect(page.getByPlaceholder('Search products...')).toHaveValue('tiger')
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')
    await expect(page.getByLabel('Category')).toHaveValue('seafood')
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()

    const venison = await page.goto('/products/venison')
    expect(venison?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()

    await page.goto('/products?sort=cheapest&view=cards&page=-2')
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
    await expect(page.getByLabel('Category')).toHaveValue('all')
    await expect(page.getByLabel('Sort by')).toHaveValue('name')
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByText('Showing 4 product(s)')).toBeVisible()

    // A page past the last one moves back to the last page instead of showing nothing.
    await page.goto('/products?page=9')
    await expect(page.getByText('Showing 4 product(s)')).toBeVisible()
    await expect(page).toHaveURL(/\/products$/)
    await expect(productCards(page)).toHaveCount(4)
  })

  test('a card adds the smallest order: 500 g for a 0.5 kg minimum', async ({ page }) => {
    await page.goto('/products')
    await productCards(page)
      .filter({ hasText: 'Pork Belly (Liempo)' })
      .getByRole('button', { name: 'Add to Cart' })
      .click()
    await expectToast(page, 'Added to Cart', 'Pork Belly (Liempo) (1 × 500g) added to cart')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')

    await productCards(page)
      .filter({ hasText: 'Premium Ribeye Steak' })
      .getByRole('button', { name: 'Add to Cart' })
      .click()
    await expectToast(page, 'Added to Cart', 'Premium Ribeye Steak (1kg) added to cart')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    const lines = await storedCart(page)
    expect(lines.map((l) => [l.name, l.quantity, l.unit, l.discountPriceCentavos])).toEqual([
      ['Pork Belly (Liempo)', 1, '500g', 28_000],
      ['Premium Ribeye Steak', 1, 'kg', null],
    ])
  })
})

test.describe('product listing on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('fits the screen and stays accessible', async ({ page }) => {
    await page.goto('/products/pork')
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Pork' })).toBeVisible()
    await expect(productCards(page)).toHaveCount(1)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await expectNoA11yViolations(page)
  })
})
