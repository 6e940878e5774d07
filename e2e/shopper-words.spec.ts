import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

/**
 * Issue 31 §7 on a 360 px phone: the shopper's own words find the meat, a misspelt
 * search suggests the nearest names, the grid shows two cards a row, and a recipe
 * shows its own time.
 */
test.use({ viewport: phoneViewport })

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('searchbox', { name: 'Search products' })

test('a search for baboy finds the pork', async ({ page }) => {
  await page.goto('/products')
  await searchBox(page).fill('baboy')
  await searchBox(page).press('Enter')
  await expect(page).toHaveURL(/q=baboy/)
  const results = page.getByRole('main').getByRole('article')
  await expect(results).toHaveCount(1)
  await expect(results.getByRole('heading', { name: 'Pork Belly (Liempo)' })).toBeVisible()
})

test('rib eye and ribeye find the same steak', async ({ page }) => {
  for (const q of ['rib%20eye', 'ribeye']) {
    await page.goto(`/products?q=${q}`)
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Premium Ribeye Steak' }),
    ).toBeVisible()
  }
})

test('a misspelt search suggests the nearest product, which a tap searches', async ({ page }) => {
  await page.goto('/products?q=liempoo')
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible()
  const suggestion = page.getByRole('link', { name: 'Pork Belly (Liempo)' })
  await expect(suggestion.locator('..')).toContainText('Did you mean: Pork Belly (Liempo)?')
  await expectNoA11yViolations(page)
  await suggestion.click()
  await expect(searchBox(page)).toHaveValue('Pork Belly (Liempo)')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
})

test('the product grid shows two cards a row, each fitting its half', async ({ page }) => {
  await page.goto('/products')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(4)
  const boxes = await cards.evaluateAll((articles) =>
    articles.map((a) => {
      const r = a.getBoundingClientRect()
      const overflowing = [a, ...a.querySelectorAll('*')].some(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'hidden',
      )
      return { x: r.x, y: r.y, width: r.width, overflowing }
    }),
  )
  const [first, second, third] = boxes
  expect(second!.y).toBe(first!.y)
  expect(second!.x).toBeGreaterThan(first!.x)
  expect(third!.y).toBeGreaterThan(first!.y)
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(150)
    expect(box.width).toBeLessThanOrEqual(170)
    expect(box.overflowing).toBe(false)
  }
  await expectNoSidewaysScroll(page)
})

test('a recipe shows its own time, servings and difficulty', async ({ page }) => {
  const { items } = (await (
    await page.request.get('/api/catalog/recipes')
  ).json()) as ListOf<PublicRecipe>
  const lechon = items.find((r) => r.title === 'Crispy Lechon Kawali')!
  await page.goto('/recipes')
  const card = page.getByRole('article', { name: 'Crispy Lechon Kawali' })
  await expect(card.getByText('3 hrs 15 mins')).toBeVisible()
  await expect(card.getByText('6 servings')).toBeVisible()

  const tiles = page.getByRole('region', { name: 'Recipe Categories' })
  await expect(tiles.getByRole('link', { name: /Pork/ })).toContainText('1 recipe')
  await tiles.getByRole('link', { name: /Pork/ }).click()
  await expect(page).toHaveURL(/\/recipes\?category=pork$/)
  await expect(page.getByRole('heading', { name: 'Pork Recipes' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)

  await page.goto(`/recipe/${lechon.id}`)
  const main = page.getByRole('main')
  for (const text of ['3 hrs 15 mins', '6 servings', 'Medium']) {
    await expect(main.getByText(text, { exact: true })).toBeVisible()
  }
  await expectNoSidewaysScroll(page)
})
