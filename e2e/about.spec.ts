import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { expectNoSidewaysScroll, phoneViewport } from './support/screens.ts'

test.describe('about page', () => {
  test('tells the story, values, team, numbers and mission', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
    await expect(page).toHaveTitle(/^About Us \| /)
    await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible()
    await expect(page.getByText('25 Years of Excellence')).toBeVisible()

    const values = page.getByRole('region', { name: 'Our Values' })
    await expect(values.getByRole('heading', { level: 3 })).toHaveCount(6)
    const team = page.getByRole('region', { name: 'Meet Our Team' })
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3)

    const numbers = page.getByRole('region', { name: 'Prime Cuts in numbers' })
    for (const [value, label] of [
      ['10,000+', 'Happy Customers'],
      ['50+', 'Products'],
      ['99.9%', 'Freshness Rate'],
      ['24/7', 'Support'],
    ]) {
      await expect(numbers.getByRole('definition').filter({ hasText: value })).toBeVisible()
      await expect(numbers.getByRole('term').filter({ hasText: label })).toBeVisible()
    }
    const mission = page.getByRole('region', { name: 'Our Mission' })
    await expect(mission.locator('blockquote')).toContainText('finest, freshest cuts')
    await expectNoA11yViolations(page)
  })
})

test.describe('storefront pages on a phone', () => {
  test.use({ viewport: phoneViewport })

  for (const path of ['/about', '/contact', '/cart']) {
    test(`${path} fits a 360 px screen`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSidewaysScroll(page)
    })
  }
})
