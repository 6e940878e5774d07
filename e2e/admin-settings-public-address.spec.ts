import { expect, expectNoA11yViolations, test } from './support/fixtures.ts'

/**
 * The e2e server runs without PUBLIC_URL (e2e/support/global-setup.ts), as a fresh
 * install does: every link in its emails points at the address it listens on, and the
 * admin is told so on the Settings screen. Read only: nothing here changes the shop.
 */
test.describe('admin settings: the public address', () => {
  test('warns the admin that links in emails point at the local address', async ({
    page,
    signIn,
    baseURL,
  }) => {
    await signIn('admin')
    await page.goto('/admin/settings')
    const warning = page.getByRole('region', { name: 'Links in emails point at this computer' })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText(
      `Links in emails point at the local address ${new URL(baseURL!).origin}`,
    )
    await expect(warning).toContainText('Set PUBLIC_URL')
    // The warning sits above the sections and leaves them usable.
    await expect(
      page.getByRole('region', { name: 'General Settings' }).getByLabel('Site name'),
    ).not.toHaveValue('')
    await expectNoA11yViolations(page)
  })
})
