import type { HostedProduct } from '#shared/schemas/hosted-store.ts'
import { expect, expectNoA11yViolations, gotoInApp, test } from './support/fixtures.ts'

test.describe('hosted store faults', () => {
  test('an unknown product shows the error view and Go back leads home', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404/)
    await page.goto('/store/prod_DOES_NOT_EXIST')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('heading', { level: 1, name: 'Error loading product: HTTP 404: Not Found' }),
    ).toBeVisible()
    await expect(main.getByRole('link', { name: 'Back to Store' })).toHaveAttribute(
      'href',
      '/store',
    )
    await expectNoA11yViolations(page)
    await main.getByRole('link', { name: 'Go back' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test("the sample store's scripted description is shown without its script", async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/store/prod_01SAMPLEPRAWNS')
    const main = page.getByRole('main')
    await expect(main.getByText('Peeled tiger prawns with garlic butter')).toBeVisible()
    await expect(main.locator('script, [onerror]')).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as { __hostedScriptRan?: boolean }).__hostedScriptRan),
    ).toBeUndefined()
    expect(dialogs).toEqual([])
  })

  test('script that slips past the server is removed again in the browser', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Chromium checks the page's CSP on the handler as DOMPurify parses the HTML in its
    // inert document and reports it; nothing runs (no dialog below, none without a CSP either).
    allowConsoleErrors(/Executing inline event handler violates .*Content Security Policy/)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    // Answer as if the server's sanitiser had missed everything.
    await page.route('**/api/hosted/products/prod_01JZ8Q6W3KWAGYU', async (route) => {
      const product = (await (await route.fetch()).json()) as HostedProduct
      const evil =
        '<img src="data:image/png;base64,AAAA" onerror="alert(\'description\')"><script>alert("script")</script>'
      await route.fulfill({
        json: {
          ...product,
          description: `<p>Still tasty.</p>${evil}`,
          additional_info: [
            { id: 'x', order: 0, title: 'Delivery', description: `<p>Soon.</p>${evil}` },
          ],
        } satisfies HostedProduct,
      })
    })
    await gotoInApp(page, '/store/prod_01JZ8Q6W3KWAGYU')
    const main = page.getByRole('main')
    await expect(main.getByText('Still tasty.')).toBeVisible()
    await expect(main.getByText('Soon.')).toBeVisible()
    await expect(main.locator('script, [onerror]')).toHaveCount(0)
    // Once every image has loaded or failed, a surviving onerror would have fired.
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true)
    expect(dialogs).toEqual([])
  })

  test('/store says when the store is empty, and offers a retry when it cannot load', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 502/)
    let answer: 'empty' | 'down' = 'empty'
    await page.route('**/api/hosted/products', (route) =>
      answer === 'empty'
        ? route.fulfill({ json: { items: [] } })
        : route.fulfill({
            status: 502,
            json: {
              error: { code: 'service_unavailable', message: 'HTTP 500: Internal Server Error' },
            },
          }),
    )
    await gotoInApp(page, '/store')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'No products yet' })).toBeVisible()

    answer = 'down'
    await gotoInApp(page, '/store')
    await expect(main.getByRole('alert')).toContainText('We could not load the store.')
    answer = 'empty'
    await main.getByRole('button', { name: 'Try again' }).click()
    await expect(main.getByRole('heading', { name: 'No products yet' })).toBeVisible()
  })
})
