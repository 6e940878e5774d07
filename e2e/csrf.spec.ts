import { expect, test } from './support/fixtures.ts'

test.describe('cross-site requests', () => {
  test('another origin cannot log the user out', async ({ page, signIn }) => {
    const admin = await signIn('admin')
    await page.goto('/admin')
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()

    const forged = await page.request.post('/api/auth/logout', {
      headers: { Origin: 'http://evil.example' },
    })
    expect(forged.status()).toBe(403)
    expect((await forged.json()).error.code).toBe('cross_origin_refused')

    const me = await page.request.get('/api/auth/me')
    expect((await me.json()).user).toMatchObject({ name: admin.name, role: 'admin' })
    await page.reload()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()
  })

  test('a form on another site posting to logout is refused', async ({
    page,
    signIn,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 403/)
    const admin = await signIn('admin')
    // A page the browser believes comes from another site, served by the test.
    await page.route('http://evil.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title>
          <form method="post" action="${baseURL}/api/auth/logout"><button>Claim</button></form>`,
      }),
    )
    await page.goto('http://evil.example/prize')
    const answer = page.waitForResponse(`${baseURL}/api/auth/logout`)
    await page.getByRole('button', { name: 'Claim' }).click()
    expect((await answer).status()).toBe(403)

    await page.goto('/admin')
    await expect(page.getByText(`Welcome, ${admin.name}`)).toBeVisible()
  })
})
