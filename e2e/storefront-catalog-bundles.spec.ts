import { cartLink, storedCart } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, gotoInApp, test } from './support/fixtures.ts'

test.describe('bundles', () => {
  test('shows the deal and adds the bundle to the cart as one line', async ({ page }) => {
    await page.goto('/bundles')
    await expect(page.getByRole('heading', { level: 1, name: 'Bundle Deals' })).toBeVisible()
    await expect(page.getByText(/Save up to 20%/)).toBeVisible()

    const bundle = page.getByRole('article', { name: 'Grill Master Bundle' })
    await expect(bundle.getByText('BUNDLE DEAL')).toBeVisible()
    // Its base price (₱1,200.00) is more than its contents bought separately (₱850.00 +
    // ₱280.00): the 'was' price shown is the lower, true one (issue 31 §7).
    await expect(bundle.getByText('12% OFF')).toBeVisible()
    await expect(bundle.getByText('₱1,000.00')).toBeVisible()
    await expect(bundle.locator('s')).toHaveText('₱1,130.00')
    await expect(bundle.getByRole('listitem')).toHaveText([
      '1 kg Premium Ribeye Steak',
      '1 kg Pork Belly (Liempo)',
    ])
    await expectNoA11yViolations(page)

    await bundle.getByRole('button', { name: 'Add Bundle to Cart' }).click()
    await expectToast(page, 'Added to Cart', 'Grill Master Bundle (1 bundle) added to cart')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    await bundle.getByRole('button', { name: 'Add Bundle to Cart' }).click()
    const lines = await storedCart(page)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      kind: 'bundle',
      name: 'Grill Master Bundle',
      unit: 'bundle',
      quantity: 2,
      priceCentavos: 113_000,
      discountPriceCentavos: 100_000,
    })
  })

  test('an unavailable bundle cannot be added', async ({ page }) => {
    await page.route('**/api/catalog/bundles', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { items: { available: boolean }[] }
      for (const item of body.items) item.available = false
      await route.fulfill({ response: answer, json: body })
    })
    await gotoInApp(page, '/bundles')
    const bundle = page.getByRole('article', { name: 'Grill Master Bundle' })
    await expect(bundle.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled()
  })

  test('no bundles: No Bundles Available with a link to the products', async ({ page }) => {
    await page.route('**/api/catalog/bundles', (route) => route.fulfill({ json: { items: [] } }))
    await gotoInApp(page, '/bundles')
    await expect(page.getByRole('heading', { name: 'No Bundles Available' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('main').getByRole('link', { name: 'Shop Individual Products' }).click()
    await expect(page).toHaveURL(/\/products$/)
  })
})
