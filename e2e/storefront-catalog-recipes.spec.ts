import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { cartLink, storedCart } from './storefront-catalog.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, gotoInApp, test } from './support/fixtures.ts'

async function recipeId(page: import('@playwright/test').Page, title: string) {
  const { items } = (await (
    await page.request.get('/api/catalog/recipes')
  ).json()) as ListOf<PublicRecipe>
  const recipe = items.find((r) => r.title === title)
  if (!recipe) throw new Error(`the sample shop has no recipe ${title}`)
  return recipe
}

test.describe('recipes', () => {
  test('cards show their time and servings, four ingredients and View Recipe', async ({ page }) => {
    await page.goto('/recipes')
    await expect(page.getByRole('heading', { level: 1, name: 'Recipes' })).toBeVisible()
    const card = page.getByRole('article', { name: 'Classic Pan-Seared Ribeye' })
    await expect(card.getByText('40 mins')).toBeVisible()
    await expect(card.getByText('2 servings')).toBeVisible()
    await expect(card.getByRole('listitem')).toHaveText([
      '1 ribeye steak, about 1 inch thick',
      '1 tbsp coarse salt',
      '1 tsp cracked black pepper',
      '2 tbsp butter',
      '...',
    ])
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3)

    const categories = page.getByRole('region', { name: 'Recipe Categories' })
    // The published sample recipes by what they cook.
    for (const [name, count] of [
      ['Beef', '1 recipe'],
      ['Pork', '1 recipe'],
      ['Chicken', '0 recipes'],
      ['Seafood', '1 recipe'],
    ] as const) {
      await expect(categories.getByRole('listitem').filter({ hasText: name })).toContainText(count)
    }
    await expect(
      page.getByRole('region', { name: 'Cooking Tips' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3)
    await expectNoA11yViolations(page)

    await card.getByRole('link', { name: 'View Recipe' }).click()
    await expect(page).toHaveURL(/\/recipe\/\d+$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Classic Pan-Seared Ribeye' }),
    ).toBeVisible()
  })

  test('the recipe page, and Add All to Cart', async ({ page }) => {
    const recipe = await recipeId(page, 'Garlic Butter Prawns')
    await page.goto(`/recipe/${recipe.id}`)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 1, name: 'Garlic Butter Prawns' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/^Garlic Butter Prawns \| /)
    for (const text of ['20 mins', '4 servings', 'Easy']) {
      await expect(main.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(
      main.getByRole('region', { name: 'Ingredients', exact: true }).getByRole('listitem'),
    ).toHaveText(recipe.ingredients)
    await expect(main.getByRole('region', { name: 'Instructions' }).locator('ol > li')).toHaveCount(
      recipe.steps.length,
    )
    await expect(main.getByRole('region', { name: "Chef's Tips" })).toContainText(
      'meat thermometer',
    )
    const nutrition = main.getByRole('region', { name: 'Nutrition per Serving' })
    await expect(nutrition.getByRole('definition')).toHaveText(['450', '35g', '25g', '15g'])

    const store = main.getByRole('region', { name: 'Ingredients from Our Store' })
    await expect(store.getByRole('link')).toHaveText(['Tiger Prawns', 'Premium Ribeye Steak'])
    await expectNoA11yViolations(page)

    await store.getByRole('button', { name: 'Add All to Cart' }).click()
    await expectToast(page, 'Products Added', 'Added 2 products to cart for this recipe!')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    const lines = await storedCart(page)
    expect(lines.map((l) => [l.name, l.quantity, l.unit])).toEqual([
      ['Tiger Prawns', 1, 'kg'],
      ['Premium Ribeye Steak', 1, 'kg'],
    ])

    await main.getByRole('link', { name: 'Back to Recipes' }).click()
    await expect(page).toHaveURL(/\/recipes$/)
  })

  test('Add All with no related products says none are available', async ({ page }) => {
    const recipe = await recipeId(page, 'Crispy Lechon Kawali')
    await page.route(`**/api/catalog/recipes/${recipe.id}`, (route) =>
      route.fulfill({ json: { ...recipe, relatedProducts: [] } }),
    )
    await gotoInApp(page, `/recipe/${recipe.id}`)
    await page.getByRole('button', { name: 'Add All to Cart' }).click()
    await expectToast(page, 'No Products Available', 'No related products found for this recipe.')
    expect(await storedCart(page)).toEqual([])
  })

  test('an unknown recipe shows Recipe Not Found with a link back', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    await page.goto('/recipe/424242')
    await expect(page.getByRole('heading', { level: 1, name: 'Recipe Not Found' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('main').getByRole('link', { name: 'Back to Recipes' }).click()
    await expect(page).toHaveURL(/\/recipes$/)
  })

  test('no recipes: No Recipes Available with a link to the products', async ({ page }) => {
    await page.route('**/api/catalog/recipes', (route) => route.fulfill({ json: { items: [] } }))
    await gotoInApp(page, '/recipes')
    await expect(page.getByRole('heading', { name: 'No Recipes Available' })).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Browse Products' }),
    ).toHaveAttribute('href', '/products')
  })
})
