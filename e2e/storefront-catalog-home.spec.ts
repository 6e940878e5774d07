import type { HomepageSettings } from '#shared/schemas/settings.ts'
import { cartLink } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, gotoInApp, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

test.describe('home page catalog', () => {
  test('Shop by Category: Pork, Chicken and Seafood with the homepage images', async ({ page }) => {
    const settings = (await (await page.request.get('/api/homepage')).json()) as HomepageSettings
    await page.goto('/')
    const tiles = page.getByRole('region', { name: 'Shop by Category' }).getByRole('link')
    await expect(tiles).toHaveText(['Pork', 'Chicken', 'Seafood'])
    for (const [index, category] of (['pork', 'chicken', 'seafood'] as const).entries()) {
      await expect(tiles.nth(index)).toHaveAttribute('href', `/products/${category}`)
      await expect(tiles.nth(index).getByRole('img')).toHaveAttribute(
        'src',
        settings.categoryImages[category],
      )
    }
    await tiles.filter({ hasText: 'Chicken' }).click()
    await expect(page).toHaveURL(/\/products\/chicken$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Farm-Fresh Chicken' })).toBeVisible()
    // The only chicken is sold out: its button is disabled and says so.
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Out of Stock' }),
    ).toBeDisabled()
  })

  test('Our Newest Cuts shows up to 4 products tagged NEW and View All Products', async ({
    page,
  }) => {
    await page.goto('/')
    const newest = page.getByRole('region', { name: 'Our Newest Cuts' })
    const cards = newest.getByRole('article')
    await expect(cards.first()).toBeVisible()
    const names = await cards.getByRole('heading').allInnerTexts()
    expect(names.length).toBeLessThanOrEqual(4)
    expect(names.sort()).toEqual(['Pork Belly (Liempo)', 'Premium Ribeye Steak', 'Tiger Prawns'])
    for (const card of await cards.all()) {
      await expect(card.getByText('NEW', { exact: true })).toBeVisible()
    }
    await expect(newest.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/products',
    )
    await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute(
      'href',
      '/products/all',
    )
    await expectNoA11yViolations(page)

    await cards
      .filter({ hasText: 'Tiger Prawns' })
      .getByRole('button', { name: 'Add to Cart' })
      .click()
    await expectToast(page, 'Added to Cart', 'Tiger Prawns (1 × 500g) added to cart')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')

    await cards.getByRole('link', { name: 'Premium Ribeye Steak' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Ribeye Steak' }),
    ).toBeVisible()
  })

  test('a sold-out newest cut reads Out of Stock and cannot be added', async ({ page }) => {
    await page.route('**/api/catalog/products/newest', async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { items: { stockGrams: number; tags: string[] }[] }
      body.items[0]!.stockGrams = 0
      await route.fulfill({ response: answer, json: body })
    })
    await gotoInApp(page, '/')
    const newest = page.getByRole('region', { name: 'Our Newest Cuts' })
    await expect(newest.getByRole('button', { name: 'Out of Stock' })).toHaveCount(1)
    await expect(newest.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  })
})

test.describe('home page on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('tiles and newest cuts fit the screen', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('region', { name: 'Our Newest Cuts' }).getByRole('article').first(),
    ).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
    await expectNoA11yViolations(page)
  })
})
