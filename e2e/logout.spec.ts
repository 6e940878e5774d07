import { expect, expectToast, test } from './support/fixtures.ts'

test.describe('logout', () => {
  test('from the admin top bar goes home, and /admin then asks to sign in', async ({
    page,
    signIn,
  }) => {
    const admin = await signIn('admin')
    await page.goto('/admin')
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
    await expectToast(page, 'Logged out successfully')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login$/)
    const me = await page.request.get('/api/auth/me')
    expect(await me.json()).toEqual({ user: null })
  })

  test('from the storefront header menu goes home and brings the Login button back', async ({
    page,
    signIn,
  }) => {
    const editor = await signIn('editor')
    await page.goto('/')
    const header = page.getByRole('banner')
    const userButton = header.getByRole('button', { name: editor.name })
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await userButton.click()
    await expect(userButton).toHaveAttribute('aria-expanded', 'true')

    const dashboard = header.getByRole('link', { name: 'Admin Dashboard' })
    await expect(dashboard).toBeVisible()
    await expect(dashboard).toHaveAttribute('href', '/admin')
    await header.getByRole('button', { name: 'Logout' }).click()

    await expectToast(page, 'Logged out successfully')
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(header.getByRole('button', { name: editor.name })).toHaveCount(0)
  })

  test('the header menu opens the admin dashboard', async ({ page, signIn }) => {
    const admin = await signIn('admin')
    await page.goto('/')
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: admin.name }).click()
    await header.getByRole('link', { name: 'Admin Dashboard' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()
  })
})
