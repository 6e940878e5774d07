import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { productId } from './storefront-catalog.helpers.ts'
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

/** The words beside every control that needs the app (docs/product-rules.md §2). */
const toOrder = 'Turn on JavaScript to order'

/** The shop's contact details, from its settings. */
async function shopContact(request: APIRequestContext) {
  const site = await request.get('/api/site')
  expect(site.status()).toBe(200)
  return (await site.json()) as { contactEmail: string; contactPhone: string }
}

/** The spinner a shell-only page shows until the app fills it in. */
function spinner(page: Page) {
  return page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' })
}

/**
 * docs/product-rules.md §2, without JavaScript: a control that cannot work without it
 * is not offered and the note says why; the shopper's own pages say what to do instead
 * of spinning for ever.
 */
test.describe('what needs JavaScript says so', () => {
  test('Add to Cart on the product page, the cards, the bundles, a recipe and a hosted product', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { contactEmail } = await shopContact(request)
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    const main = page.getByRole('main')

    await page.goto(`/product/${await productId(request, 'Premium Ribeye Steak')}`)
    await expect(main.getByText(toOrder, { exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
    // What it costs and whether it is in stock still read as before.
    await expect(main.getByText('per kg', { exact: true })).toBeVisible()
    // An order can still be placed by phone or email, from the product's own page.
    await expect(main.getByRole('link', { name: contactEmail })).toBeVisible()

    await page.goto('/products')
    const cards = main.getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
    const ribeye = cards.filter({ hasText: 'Premium Ribeye Steak' })
    await expect(ribeye.getByText(toOrder, { exact: true })).toBeVisible()
    // A sold-out card's disabled 'Out of Stock' is true either way: it stays.
    const soldOut = cards.filter({ hasText: 'Free-Range Whole Chicken' })
    await expect(soldOut.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await expect(soldOut.getByText(toOrder, { exact: true })).toHaveCount(0)

    await page.goto('/bundles')
    const bundle = main.getByRole('article', { name: 'Grill Master Bundle' })
    await expect(bundle.getByText(toOrder, { exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add Bundle to Cart' })).toHaveCount(0)

    const { items } = (await (
      await request.get('/api/catalog/recipes')
    ).json()) as ListOf<PublicRecipe>
    await page.goto(`/recipe/${items[0]!.id}`)
    const store = main.getByRole('region', { name: 'Ingredients from Our Store' })
    await expect(store.getByText(toOrder, { exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add All to Cart' })).toHaveCount(0)

    // The sample hosted store (the e2e server has no HOSTED_STORE_URL).
    await page.goto('/store/prod_01JZ8Q6W3KWAGYU')
    await expect(main.getByRole('heading', { level: 1, name: 'Wagyu Gift Box' })).toBeVisible()
    await expect(main.getByText(toOrder, { exact: true })).toBeVisible()
    await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
    await expect(main.getByText('12 in stock!')).toBeVisible()
    await context.close()
  })

  test('the cart, checkout and order pages say what works instead of spinning', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { contactEmail, contactPhone } = await shopContact(request)
    expect(contactPhone).not.toBe('')
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    const main = page.getByRole('main')
    const pages = [
      ['/cart', toOrder],
      ['/checkout', toOrder],
      ['/order-status', 'Turn on JavaScript to see your order'],
      ['/order-confirmation', 'Turn on JavaScript to see your order'],
      // An order's link (decision 0072): the frame only, never the order, without the app.
      ['/orders/AAAAAAAAAAAAAAAAAAAAAA', 'Turn on JavaScript to see your order'],
    ] as const
    for (const [path, heading] of pages) {
      await page.goto(path)
      await expect(spinner(page), path).toHaveCount(0)
      await expect(main.getByRole('heading', { level: 1, name: heading }), path).toBeVisible()
      // An order can still be placed, or asked about, by phone or email.
      await expect(main.getByRole('link', { name: contactPhone }), path).toHaveAttribute(
        'href',
        `tel:${contactPhone.replace(/[^\d+]/g, '')}`,
      )
      await expect(main.getByRole('link', { name: contactEmail }), path).toHaveAttribute(
        'href',
        `mailto:${contactEmail}`,
      )
      // And browsing works.
      await expect(main.getByRole('link', { name: 'Browse our cuts' }), path).toHaveAttribute(
        'href',
        '/products',
      )
    }
    await context.close()
  })

  test('the newsletter and the contact form say so, and never send an address in a URL', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, baseURL)
    await page.goto('/contact')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Turn on JavaScript to subscribe', { exact: true })).toBeVisible()
    await expect(footer.getByLabel('Email address')).toBeHidden()
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeHidden()
    const main = page.getByRole('main')
    await expect(
      main.getByText('Turn on JavaScript to send a message, or call or email us.', { exact: true }),
    ).toBeVisible()
    await expect(main.getByRole('button', { name: 'Send Message' })).toBeHidden()
    // Were either form sent anyway (a browser that ignores the styles), it would go as a POST.
    for (const form of await page.locator('form:has(input[type=email])').all()) {
      await expect(form).toHaveAttribute('method', 'post')
    }
    await context.close()
  })
})
