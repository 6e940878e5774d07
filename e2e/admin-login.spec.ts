import { expect, expectToast, test } from './support/fixtures'

/** The browser's own console line for an API answer the page expects (401, 429). */
const failedLoginRequest =
  /Failed to load resource: the server responded with a status of (401|429)/

test.describe('admin login form', () => {
  test('signs in and lands on the dashboard with the name shown', async ({ page, staff }) => {
    await page.goto('/admin/login')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await page.getByLabel('Email').fill(staff.admin.email)
    await page.getByLabel('Password', { exact: true }).fill(staff.admin.password)
    await page.getByRole('button', { name: 'Sign In' }).click()

    await expectToast(page, 'Login successful', 'Welcome to the admin panel!')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${staff.admin.name}`)).toBeVisible()
  })

  test('a wrong password says Login failed / Invalid credentials and stays', async ({
    page,
    staff,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(failedLoginRequest)
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(staff.editor.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()

    await expectToast(page, 'Login failed', 'Invalid credentials')
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled()
  })

  test('the show/hide toggle switches the password field type', async ({ page }) => {
    await page.goto('/admin/login')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('secret value')
    await expect(password).toHaveAttribute('type', 'password')

    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await expect(password).toHaveValue('secret value')

    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  test('the button reads Signing in... while the request is in flight', async ({ page, staff }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/auth/login', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(staff.editor.email)
    await page.getByLabel('Password', { exact: true }).fill(staff.editor.password)
    await page.getByRole('button', { name: 'Sign In' }).click()

    const busy = page.getByRole('button', { name: 'Signing in...' })
    await expect(busy).toBeVisible()
    await expect(busy).toBeDisabled()

    release()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${staff.editor.name}`)).toBeVisible()
  })

  test('the sixth failure for one email is refused as too many attempts', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(failedLoginRequest)
    // Unknown and unique per attempt, so retries and other tests never share its counter.
    const email = `nobody-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}@e2e.test`
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('wrong password')
    const signIn = page.getByRole('button', { name: 'Sign In' })

    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = page.waitForResponse('**/api/auth/login')
      await signIn.click()
      expect((await answer).status(), `attempt ${attempt}`).toBe(401)
      await expect(signIn).toBeEnabled()
    }
    await expectToast(page, 'Login failed', 'Invalid credentials')

    const sixth = page.waitForResponse('**/api/auth/login')
    await signIn.click()
    expect((await sixth).status()).toBe(429)
    await expectToast(
      page,
      'Login failed',
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    )
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('submitting empty shows the required-field messages', async ({ page }) => {
    let requests = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) requests++
    })
    await page.goto('/admin/login')
    await page.getByRole('button', { name: 'Sign In' }).click()

    await expect(page.getByText('Email is required')).toBeVisible()
    await expect(page.getByText('Password is required')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required')
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'Password is required',
    )
    expect(requests).toBe(0)
  })

  test('an already signed-in user visiting /admin/login goes to /admin', async ({
    page,
    signIn,
  }) => {
    const user = await signIn('editor')
    await page.goto('/admin/login')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${user.name}`)).toBeVisible()
  })
})
