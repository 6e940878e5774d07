import { waitPhrase } from '#shared/retry-wait.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

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
    // The password check is deliberately slow (scrypt at N = 2^17): give it time on a busy machine.
    await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 })
    await expect(page.getByText(`Welcome, ${staff.editor.name}`)).toBeVisible()
  })

  test('after five failures the form says when to try again, keeps what was typed and waits', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    allowConsoleErrors(failedLoginRequest)
    // Six or more sign-ins, each a deliberately slow password check (scrypt at N = 2^17).
    test.setTimeout(90_000)
    // The browser's clock, so the wait can pass without waiting (the server's is real).
    await page.clock.install()
    // Unknown and unique per attempt: it is throttled like an account, and no other
    // journey (or retry) shares its counter. The shared staff accounts are never throttled.
    const email = `nobody-${testInfo.workerIndex}-${testInfo.retry}-${Date.now()}@e2e.test`
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent.push(request.method())
    })
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(email)
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('wrong password')
    const signIn = page.getByRole('button', { name: 'Sign In' })

    const attempt = async () => {
      const answer = page.waitForResponse('**/api/auth/login')
      await signIn.click()
      return answer
    }
    for (let failure = 1; failure <= 5; failure++) {
      expect((await attempt()).status(), `failure ${failure}`).toBe(401)
      await expect(signIn).toBeEnabled()
    }
    await expectToast(page, 'Login failed', 'Invalid credentials')

    // Now each failure makes the next attempt wait: 5 s, then 10 s, 20 s... The server's
    // clock is real, so on a slow machine a short wait may be over before the next click
    // lands; that attempt is then checked (401) and the wait after it is twice as long.
    let refused = await attempt()
    let attempts = 6
    while (refused.status() === 401 && attempts < 9) {
      await expect(signIn).toBeEnabled()
      refused = await attempt()
      attempts++
    }
    expect(refused.status()).toBe(429)
    // Hold the browser's clock still: the countdown stays on screen while it is checked.
    // The pause must lie ahead of the browser's clock when it lands, so it is set a second
    // ahead (a busy machine can take longer than a few milliseconds between the two calls);
    // the countdown then shows the wait, or a second less.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000))
    const retryAfter = Number(await refused.headerValue('retry-after'))
    expect(retryAfter).toBeGreaterThan(1)
    await expectToast(
      page,
      'Login failed',
      `Too many failed sign-in attempts. Please try again in ${waitPhrase(retryAfter)}.`,
    )

    // The button counts the wait down and cannot be pressed; what was typed stays.
    const waiting = page.getByRole('button', { name: /^Try again in \d+:\d\d$/ })
    await expect(waiting).toBeDisabled()
    const [minutes = '', seconds = ''] = ((await waiting.textContent()) ?? '')
      .replace('Try again in ', '')
      .split(':')
    const shown = Number(minutes) * 60 + Number(seconds)
    expect(shown).toBeLessThanOrEqual(retryAfter)
    expect(shown).toBeGreaterThanOrEqual(retryAfter - 2)
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(password).toHaveValue('wrong password')
    await password.press('Enter')
    await expect(page).toHaveURL(/\/admin\/login$/)

    // Once the wait has passed on the browser's clock, it can be pressed again.
    await page.clock.fastForward(retryAfter * 1000)
    await expect(signIn).toBeEnabled()
    await expect(waiting).toHaveCount(0)
    expect(sent).toHaveLength(attempts) // Enter while waiting sent nothing
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
