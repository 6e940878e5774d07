import { randomUUID } from 'node:crypto'
import type { Browser } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/** A page in a browser that runs no JavaScript (the fixtures' page waits for hydration). */
async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

/**
 * A shopper whose phone has not run (or will not run) the shop's JavaScript: every
 * catalog page arrives rendered by the server, and plain links and forms browse it.
 */
test.describe('browsing with JavaScript turned off', () => {
  test('from the home page to a category, a search, a sort and a product', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    // Nothing of the app runs: no request for the API leaves the browser.
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url())
    })

    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Meats, Delivered Fresh' }),
    ).toBeVisible()
    const newest = page.getByRole('region', { name: 'Our Newest Cuts' })
    await expect(newest.getByRole('article').first()).toBeVisible()
    // Staff still find their way in: the header's Login is a plain link.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }),
    ).toHaveAttribute('href', '/admin/login')

    // A category tile is a plain link.
    await page
      .getByRole('region', { name: 'Shop by Category' })
      .getByRole('link', { name: /Pork/ })
      .click()
    await expect(page).toHaveURL(/\/products\/pork$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Quality Pork' })).toBeVisible()
    await expect(page.getByText(/Showing \d+ product\(s\)/)).toBeVisible()

    // The search box is a form that submits with GET.
    await page.goto('/products')
    await page.getByPlaceholder('Search products...').fill('ribeye')
    await page.getByPlaceholder('Search products...').press('Enter')
    await expect(page).toHaveURL(/[?&]q=ribeye/)
    await expect(page.getByText('Showing 1 product(s)')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Premium Ribeye Steak' })).toBeVisible()

    // Sorting submits the same form.
    await page.goto('/products')
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/[?&]sort=price-desc/)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')

    // A product card's name is a link to its page, rendered whole by the server.
    await page.goto('/products?q=ribeye')
    await page.getByRole('link', { name: 'Premium Ribeye Steak' }).first().click()
    await expect(page).toHaveURL(/\/product\/\d+$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Premium Ribeye Steak' }),
    ).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByText(/^₱[\d,]+\.\d{2}$/).first()).toBeVisible()
    await expect(main.getByText('per kg', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Description' })).toBeVisible()

    expect(apiCalls).toEqual([])
    await context.close()
  })

  test('a page new to the server comes as it renders, reads whole, and is kept after', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    // A search no page has asked for: rendered now, sent head first (decision 0070).
    const address = `/products?q=${encodeURIComponent(`streamed ${randomUUID()}`)}`
    const first = await page.goto(address)
    const firstHeaders = await first!.allHeaders()
    expect(firstHeaders['x-accel-buffering']).toBe('no')
    expect(firstHeaders.etag).toBeUndefined()
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
    await expect(page.getByText('Showing 0 product(s)')).toBeVisible()
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: 'Contact Us' }),
    ).toBeVisible()

    // Asked again, the same page comes from the page cache, with its ETag.
    const again = await page.reload()
    expect((await again!.allHeaders()).etag).toMatch(/^"[\w-]+"$/)
    await expect(page.getByText('Showing 0 product(s)')).toBeVisible()
    await context.close()
  })

  test('an unknown product is the not-found page, with a 404', async ({ browser, baseURL }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    const response = await page.goto('/product/987654')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible()
    await context.close()
  })
})
