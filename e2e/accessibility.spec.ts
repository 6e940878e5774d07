import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

test.describe('accessibility (axe, WCAG 2.1 A/AA, serious and critical)', () => {
  test('home', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Peak Freshness' })).toBeVisible()
    await expect(page.getByText(/Free delivery on orders over/)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('admin login', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('admin login with field errors', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('not-found page', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/)
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('admin dashboard, signed in', async ({ page, signIn }) => {
    const admin = await signIn('admin')
    await page.goto('/admin')
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()
    await expectNoA11yViolations(page)
  })
})

test.describe('accessibility on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('home with the menu open', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Menu' }).click()
    await expect(nav.getByRole('link', { name: 'Bundles', exact: true })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('admin drawer open', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
