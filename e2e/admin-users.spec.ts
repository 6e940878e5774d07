import { ownStaffUser } from './admin-users.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/** The browser's own console line for an answer the page expects and handles. */
const refusedRequest = /Failed to load resource: the server responded with a status of (409|422)/

test.describe('admin users', () => {
  test('an admin adds a user, gets the link to copy, and finds them by search and role', async ({
    page,
    context,
    baseURL,
    signIn,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! })
    const me = await signIn('admin')
    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^Users \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Role',
      'Last Login',
      'Actions',
    ])
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New User' })
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expect(dialog.getByText('Name is required')).toBeVisible()
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expectNoA11yViolations(page)

    const stamp = Date.now().toString(36)
    const name = `Dana Reyes ${stamp}`
    const email = `dana.${stamp}@e2e-users.test`
    await dialog.getByLabel('Name').fill(name)
    await dialog.getByLabel('Email').fill(email.toUpperCase())
    await dialog.getByLabel('Role').selectOption('admin')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    await expectToast(page, 'User created', name)

    const linkDialog = page.getByRole('dialog', { name: 'Set-password link' })
    await expect(linkDialog.getByText(/also emailed to .*valid for 72 hours/)).toBeVisible()
    const link = linkDialog.getByLabel('Set-password link')
    await expect(link).toHaveValue(/\/admin\/set-password\?token=[\w-]{43}$/)
    await linkDialog.getByRole('button', { name: 'Copy' }).click()
    await expect(linkDialog.getByRole('button', { name: 'Copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue())
    await expectNoA11yViolations(page)
    await linkDialog.getByRole('button', { name: 'Done' }).click()

    await page.getByRole('searchbox', { name: 'Search users' }).fill(`DANA.${stamp}`)
    const list = page.getByRole('region', { name: /^Users \(/ })
    await expect(list.getByRole('heading', { name: 'Users (1)' })).toBeVisible()
    const row = list.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText(email)
    await expect(row).toContainText('Admin')
    await expect(row).toContainText('Never')
    // Invited, not yet accepted: a new link can be sent. An account with a password has
    // none: its owner resets it with 'Forgot password?'.
    const newLink = (who: string) => ({ name: `New set-password link for ${who}` })
    await expect(row.getByRole('button', newLink(name))).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search users' }).fill(me.email)
    const own = list.getByRole('row', { name: new RegExp(me.name) })
    await expect(own).toContainText(me.email)
    await expect(own.getByRole('button', newLink(me.name))).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`DANA.${stamp}`)

    await page.getByLabel('Filter users by role').selectOption('editor')
    await expect(list.getByText('No users found')).toBeVisible()
    await expect(list.getByRole('heading', { name: 'Users (0)' })).toBeVisible()
    await page.getByLabel('Filter users by role').selectOption('admin')
    await expect(row).toBeVisible()
  })

  test('a duplicate email is refused beside the field', async ({
    page,
    signIn,
    staff,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(refusedRequest)
    await signIn('admin')
    await page.goto('/admin/users')
    await page.getByRole('button', { name: 'Add User' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New User' })
    await dialog.getByLabel('Name').fill('Someone Else')
    await dialog.getByLabel('Email').fill(staff.editor.email.toUpperCase())
    const answer = page.waitForResponse('**/api/admin/users')
    await dialog.getByRole('button', { name: 'Add User' }).click()
    expect((await answer).status()).toBe(422)
    await expect(dialog.getByText('A user with this email already exists.')).toBeVisible()
  })

  test('an admin changes a user’s role', async ({ page, signIn }) => {
    await signIn('admin')
    const { user } = await ownStaffUser(page.request, 'Role Change')
    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`)
    const row = page.getByRole('row', { name: new RegExp(user.name) })
    await expect(row).toContainText('Editor')
    await row.getByRole('button', { name: `Edit ${user.name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit User' })
    await expect(dialog.getByLabel('Email')).toHaveValue(user.email)
    await dialog.getByLabel('Role').selectOption('admin')
    await dialog.getByRole('button', { name: 'Update User' }).click()
    await expectToast(page, 'User updated', user.name)
    await expect(dialog).toBeHidden()
    await expect(row).toContainText('Admin')
  })

  test('deleting asks first; Cancel keeps the user, Delete removes them', async ({
    page,
    signIn,
  }) => {
    await signIn('admin')
    const { user } = await ownStaffUser(page.request, 'Delete Me')
    await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`)
    const row = page.getByRole('row', { name: new RegExp(user.name) })
    await row.getByRole('button', { name: `Delete ${user.name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete User?' })
    await expect(confirm).toContainText(user.email)
    await expectNoA11yViolations(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: `Delete ${user.name}` }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'User deleted', user.name)
    await expect(page.getByText('No users found')).toBeVisible()
  })

  test('an admin cannot delete their own account', async ({ page, signIn, allowConsoleErrors }) => {
    allowConsoleErrors(refusedRequest)
    // An admin of this test's own, signed in through a set-password link.
    await signIn('admin')
    const created = await ownStaffUser(page.request, 'Self Delete', 'admin')
    const token = new URL(created.setPasswordUrl).searchParams.get('token')
    const setPassword = await page.request.post('/api/auth/password/set', {
      data: { token, password: 'a long enough password' },
    })
    expect(setPassword.status()).toBe(200)

    await page.goto(`/admin/users?q=${encodeURIComponent(created.user.email)}`)
    const row = page.getByRole('row', { name: new RegExp(created.user.name) })
    await row.getByRole('button', { name: `Delete ${created.user.name}` }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete User?' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expectToast(page, 'User not deleted', 'You cannot delete your own account.')
    await expect(row).toBeVisible()
  })

  test('an editor visiting /admin/users is sent to the dashboard', async ({ page, signIn }) => {
    await signIn('editor')
    await page.goto('/admin/users')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })
})
