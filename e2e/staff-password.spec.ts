import { ownStaffUser } from './admin-users.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** The browser's own console line for a link the server refuses (the page explains it). */
const refusedLink = /Failed to load resource: the server responded with a status of (400|410)/

test.describe('staff passwords', () => {
  test('a new user sets a password from the admin’s link, lands in /admin and signs in again', async ({
    page,
    browser,
    baseURL,
    signIn,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(refusedLink)
    await signIn('admin')
    const { user, setPasswordUrl } = await ownStaffUser(page.request, 'New Starter')
    const password = 'a brand new password'

    // The new user's own browser: no session of any kind.
    const fresh = await browser.newContext({ baseURL: baseURL! })
    try {
      const newcomer = await fresh.newPage()
      await newcomer.goto(setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''))
      await expect(newcomer.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
      await expect(newcomer.getByText(user.email)).toBeVisible()
      await expectNoA11yViolations(newcomer)

      await newcomer.getByLabel(/^New password/).fill('too short')
      await newcomer.getByLabel('Confirm password').fill('something else')
      await newcomer.getByRole('button', { name: 'Set Password and Sign In' }).click()
      await expect(newcomer.getByText('Password must be at least 12 characters')).toBeVisible()
      await expect(newcomer.getByText('Passwords do not match')).toBeVisible()

      await newcomer.getByLabel(/^New password/).fill(password)
      await newcomer.getByRole('button', { name: 'Show password' }).first().click()
      await expect(newcomer.getByLabel(/^New password/)).toHaveAttribute('type', 'text')
      await newcomer.getByLabel('Confirm password').fill(password)
      await newcomer.getByRole('button', { name: 'Set Password and Sign In' }).click()
      await expectToast(newcomer, 'Password set', `Welcome, ${user.name}!`)
      await expect(newcomer).toHaveURL(/\/admin$/)
      await expect(newcomer.getByRole('banner').getByText(`Welcome, ${user.name}`)).toBeVisible()

      await newcomer.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
      await expectToast(newcomer, 'Logged out successfully')
      await newcomer.goto('/admin/login')
      await newcomer.getByLabel('Email').fill(user.email)
      await newcomer.getByLabel('Password', { exact: true }).fill(password)
      await newcomer.getByRole('button', { name: 'Sign In' }).click()
      await expect(newcomer).toHaveURL(/\/admin$/)
      await expect(newcomer.getByRole('banner').getByText(`Welcome, ${user.name}`)).toBeVisible()
    } finally {
      await fresh.close()
    }

    // The link worked once: opened again it explains itself instead of a form.
    await page.goto(setPasswordUrl.replace(/^https?:\/\/[^/]+/, ''))
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible()
  })

  test('a used, forged or missing link shows a clear page with the ways on', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(refusedLink)
    await page.goto(`/admin/set-password?token=${'x'.repeat(43)}`)
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible()
    await expect(
      page.getByText('This link is invalid or has expired. Ask an admin for a new one.'),
    ).toBeVisible()
    await expectNoA11yViolations(page)
    await page.goto('/admin/set-password')
    await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
  })

  test('forgot password gives the same answer for any address', async ({ page, staff }) => {
    await page.goto('/admin/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/admin\/forgot-password$/)
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(page.getByText('Email is required')).toBeVisible()

    const answer =
      'If that address belongs to a staff account, we have sent a link to reset the password.'
    for (const email of [staff.editor.email, `nobody.${Date.now()}@e2e-users.test`]) {
      await page.goto('/admin/forgot-password')
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send Reset Link' }).click()
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
      await expect(page.getByText(answer)).toBeVisible()
    }
  })
})
