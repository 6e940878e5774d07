import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { cartLink, productId, storedCart } from './storefront-catalog.helpers.ts'
import { expect, expectToast, test } from './support/fixtures.ts'
import { openBeforeTheApp, phoneProfile } from './support/slow-phone.ts'

/**
 * A shopper taps as soon as a control shows (issue 26, decision 0071). Each journey
 * opens a page on a slow phone with the app's scripts held, acts at once, then lets
 * the app start: the tap must do exactly what the same tap does once the page is
 * the app, once. The `page` fixture is asked for in every test so the context's
 * console watch applies; the pages here are opened before the app on purpose.
 */
test.use(phoneProfile)

const lineSummary = (lines: Record<string, unknown>[]) =>
  lines.map((l) => [l.kind, l.name, l.quantity, l.unit])

test.describe('a tap before the page is the app', () => {
  test('/bundles: Add Bundle to Cart shows busy at once and adds one bundle, however often it is tapped', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/bundles')
    const bundle = page.getByRole('article', { name: 'Grill Master Bundle' })
    const add = bundle.getByRole('button', { name: 'Add Bundle to Cart' })
    await add.scrollIntoViewIfNeeded()
    const box = await add.boundingBox()
    await add.tap()
    await add.tap()
    // Pressed and busy at once, and nothing moved.
    await expect(add).toHaveAttribute('aria-busy', 'true')
    expect(await add.boundingBox()).toEqual(box)

    await startApp()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    await expectToast(page, 'Added to Cart', 'Grill Master Bundle (1 bundle) added to cart')
    expect(lineSummary(await storedCart(page))).toEqual([
      ['bundle', 'Grill Master Bundle', 1, 'bundle'],
    ])
    await expect(add).not.toHaveAttribute('aria-busy')
  })

  test('a product page: 500 g, the stepper to 2 and Add to Cart add 2 × 500 g, and the page shows 500 g', async ({
    context,
    page: watched,
  }) => {
    const id = await productId(watched.request, 'Pork Belly (Liempo)')
    const { page, startApp } = await openBeforeTheApp(context, `/product/${id}`)
    const halfKilo = page.getByRole('radio', { name: /^500 g/ })
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await halfKilo.tap()
    await page.getByRole('button', { name: 'Increase quantity' }).tap()
    // The stepper counts in the box itself: the shopper sees 2 before the app runs.
    await expect(quantity).toHaveValue('2')
    await page.getByRole('button', { name: 'Add to Cart' }).tap()

    await startApp()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    expect(lineSummary(await storedCart(page))).toEqual([
      ['product', 'Pork Belly (Liempo)', 2, '500g'],
    ])
    // The page shows what was chosen, and choosing 1 kg then 500 g again still works.
    await expect(halfKilo).toBeChecked()
    await expect(page.getByText('Quantity (500 g each)')).toBeVisible()
    await expect(page.getByText('Total for 1 kg')).toBeVisible()
    await page.getByRole('radio', { name: /^1 kg/ }).click()
    await expect(page.getByText('Quantity (1 kg each)')).toBeVisible()
    await halfKilo.click()
    await expect(page.getByText('Quantity (500 g each)')).toBeVisible()
  })

  test('a product page: a quantity typed before the app stays, counts, and is what Add to Cart adds', async ({
    context,
    page: watched,
  }) => {
    const id = await productId(watched.request, 'Premium Ribeye Steak')
    const { page, startApp } = await openBeforeTheApp(context, `/product/${id}`)
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
    await quantity.tap()
    await quantity.fill('4')
    await page.getByRole('button', { name: 'Add to Cart' }).tap()

    await startApp()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    expect(lineSummary(await storedCart(page))).toEqual([
      ['product', 'Premium Ribeye Steak', 4, 'kg'],
    ])
    await expect(quantity).toHaveValue('4')
    await expect(page.getByText('Total for 4 kg')).toBeVisible()
    await expect(page.getByText('₱3,400.00', { exact: true })).toBeVisible()
  })

  test('/recipe/:id: Add All to Cart adds each product once', async ({
    context,
    page: watched,
  }) => {
    const { items } = (await (
      await watched.request.get('/api/catalog/recipes')
    ).json()) as ListOf<PublicRecipe>
    const recipe = items.find((r) => r.title === 'Garlic Butter Prawns')!
    const { page, startApp } = await openBeforeTheApp(context, `/recipe/${recipe.id}`)
    const addAll = page.getByRole('button', { name: 'Add All to Cart' })
    await addAll.tap()
    await addAll.tap()
    await expect(addAll).toHaveAttribute('aria-busy', 'true')

    await startApp()
    await expectToast(page, 'Products Added', 'Added 2 products to cart for this recipe!')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    expect(lineSummary(await storedCart(page))).toEqual([
      ['product', 'Tiger Prawns', 1, 'kg'],
      ['product', 'Premium Ribeye Steak', 1, 'kg'],
    ])
  })

  test('/products: a category and a sort picked before the app both apply', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/products')
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Beef' })
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A-Z' })
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({
      label: 'Price: High to Low',
    })

    await startApp()
    await expect(page).toHaveURL(/\/products\/beef\?sort=price-desc$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Beef' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc')
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('beef')
  })

  test('the header: the menu opens once the app runs; the cart link works at once', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/about')
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.tap()
    await expect(menu).toHaveAttribute('aria-busy', 'true')
    await startApp()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipes' }),
    ).toBeVisible()

    const early = await openBeforeTheApp(context, '/about')
    await cartLink(early.page).tap()
    await expect(early.page).toHaveURL(/\/cart$/)
  })

  test('the footer: an email typed and Subscribe tapped before the app subscribe once', async ({
    context,
    page: _watched,
  }) => {
    const email = `e2e.early.${Date.now().toString(36)}@example.ph`
    const { page, startApp } = await openBeforeTheApp(context, '/about')
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/subscribers')) posted++
    })
    const footer = page.getByRole('contentinfo')
    const field = footer.getByLabel('Email address')
    await field.tap()
    await field.fill(email)
    const subscribe = footer.getByRole('button', { name: 'Subscribe' })
    await subscribe.tap()
    await subscribe.tap()
    await expect(field).toHaveValue(email)

    await startApp()
    await expectToast(page, 'Thank you for subscribing!')
    await expect(field).toHaveValue('')
    expect(posted).toBe(1)
  })

  test('the home page: a card of the newest cuts adds its smallest order', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/')
    const card = page.getByRole('main').getByRole('article').first()
    const name = (await card.getByRole('heading').textContent())?.trim()
    await card.getByRole('button', { name: 'Add to Cart' }).tap()

    await startApp()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    const lines = await storedCart(page)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ kind: 'product', name })
  })

  test('a hosted product: the quantity stepped to 2 and Add to Cart add two pieces', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/store/prod_01JZ8Q6W3KWAGYU')
    await page.getByRole('button', { name: 'Increase quantity' }).tap()
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2')
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).tap()

    await startApp()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item')
    const lines = await storedCart(page)
    expect(lines.map((l) => [l.kind, l.quantity])).toEqual([['hosted', 2]])
  })

  test('/contact: a message typed and sent before the app is sent once, as typed', async ({
    context,
    page: _watched,
  }) => {
    const { page, startApp } = await openBeforeTheApp(context, '/contact')
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact'))
        sent.push(request.postDataJSON())
    })
    const main = page.getByRole('main')
    const email = `early.${Date.now().toString(36)}@example.ph`
    await main.getByLabel('Full Name').fill('Early Tapper')
    await main.getByLabel('Email Address').fill(email)
    await main.getByLabel('Phone Number').fill('+63 917 000 0001')
    await main.getByLabel('Subject').fill('Steaks for Sunday')
    await main.getByLabel('Message', { exact: true }).fill('Two ribeyes, 1.5 inches thick.')
    const send = main.getByRole('button', { name: 'Send Message' })
    await send.tap()
    await send.tap()

    await startApp()
    await expectToast(page, 'Message Sent')
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      name: 'Early Tapper',
      email,
      subject: 'Steaks for Sunday',
      message: 'Two ribeyes, 1.5 inches thick.',
    })
  })

  test("/promos: the page's newsletter block subscribes once", async ({
    context,
    page: _watched,
  }) => {
    const email = `e2e.early.promos.${Date.now().toString(36)}@example.ph`
    const { page, startApp } = await openBeforeTheApp(context, '/promos')
    let posted = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/subscribers')) posted++
    })
    const block = page.getByRole('main')
    await block.getByLabel('Email address').fill(email)
    await block.getByRole('button', { name: 'Subscribe' }).tap()

    await startApp()
    await expectToast(page, 'Thank you for subscribing!')
    expect(posted).toBe(1)
  })
})
