import { expect, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

const editorEntries = [
  'Dashboard',
  'Products',
  'Bundles',
  'Recipes',
  'Promos',
  'Orders',
  'Deliveries',
]
const adminOnlyEntries = ['Subscribers', 'Users', 'Settings', 'Messages']

test.describe('admin route guard', () => {
  for (const path of ['/admin', '/admin/products']) {
    test(`a shopper visiting ${path} lands on /admin/login`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL(/\/admin\/login$/)
      await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    })
  }

  test('an editor visiting admin-only pages lands on /admin', async ({ page, signIn }) => {
    const editor = await signIn('editor')
    for (const path of ['/admin/users', '/admin/settings', '/admin/subscribers']) {
      await page.goto(path)
      await expect(page, `${path} sends the editor to the dashboard`).toHaveURL(/\/admin$/)
      await expect(page.getByText(`Welcome, ${editor.name}`)).toBeVisible()
    }
  })

  test('the admin can open the admin-only pages', async ({ page, signIn }) => {
    await signIn('admin')
    for (const [path, title] of [
      ['/admin/users', 'Users'],
      ['/admin/settings', 'Settings'],
      ['/admin/subscribers', 'Subscribers'],
      ['/admin/messages', 'Messages'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    }
  })
})

test.describe('admin shell', () => {
  test("the editor's sidebar shows only the entries an editor may open", async ({
    page,
    signIn,
  }) => {
    await signIn('editor')
    await page.goto('/admin')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link')).toHaveText(editorEntries)
    for (const entry of adminOnlyEntries) {
      await expect(sidebar.getByRole('link', { name: entry })).toHaveCount(0)
    }
  })

  test("the admin's sidebar shows all eleven entries", async ({ page, signIn }) => {
    await signIn('admin')
    await page.goto('/admin')
    const sidebar = page.getByRole('navigation', { name: 'Admin' })
    await expect(sidebar.getByRole('link')).toHaveText([...editorEntries, ...adminOnlyEntries])
    await sidebar.getByRole('link', { name: 'Users' }).click()
    await expect(page).toHaveURL(/\/admin\/users$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
  })

  test('the top bar welcomes the user and links back to the store', async ({ page, signIn }) => {
    const admin = await signIn('admin')
    await page.goto('/admin')
    const topBar = page.getByRole('banner')
    await expect(topBar.getByText(`Welcome, ${admin.name}`)).toBeVisible()
    const viewStore = topBar.getByRole('link', { name: 'View Store' })
    await expect(viewStore).toHaveAttribute('href', '/')
    await viewStore.click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the server refuses the users API to an editor', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin')
    // page.request shares the browser context's cookies, so this is the editor's session.
    const response = await page.request.get('/api/admin/users')
    expect(response.status()).toBe(403)
  })

  test('the server serves the users API to the admin', async ({ page, signIn, staff }) => {
    await signIn('admin')
    await page.goto('/admin')
    const response = await page.request.get('/api/admin/users')
    expect(response.status()).toBe(200)
    const body = JSON.stringify(await response.json())
    expect(body).toContain(staff.admin.email)
    expect(body).toContain(staff.editor.email)
  })

  test('a shopper gets 401 from the users API', async ({ page }) => {
    await page.goto('/')
    const response = await page.request.get('/api/admin/users')
    expect(response.status()).toBe(401)
  })
})

test.describe('admin shell on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('the sidebar is a drawer opened from a menu button', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    // No sidebar beside the page on a narrow screen.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Admin menu' })
    await expect(drawer).toBeVisible()
    const nav = drawer.getByRole('navigation', { name: 'Admin' })
    await expect(nav.getByRole('link')).toHaveText(editorEntries)

    await nav.getByRole('link', { name: 'Products' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/admin\/products$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  })
})
