import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

const cartKey = 'meatshop:cart'
const categories = [
  ['Beef', '/products/beef'],
  ['Pork', '/products/pork'],
  ['Chicken', '/products/chicken'],
  ['Seafood', '/products/seafood'],
] as const
const pageLinks = [
  ['Bundles', '/bundles'],
  ['Recipes', '/recipes'],
  ['Promos', '/promos'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const

/** Cart lines shaped like docs/product-rules.md §3 (the badge counts lines, not kilograms). */
function cartLines(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    cartId: `e2e-line-${i}`,
    id: i + 1,
    name: `Test cut ${i + 1}`,
    cutType: 'Steak',
    price: 850,
    discountPrice: null,
    images: [],
    coverImageIndex: 0,
    quantity: i + 1,
    unit: 'kg',
  }))
}

function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ })
}

test.describe('storefront header', () => {
  test('the products dropdown lists the four categories', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const products = nav.getByRole('button', { name: 'Products' })
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Beef' })).toBeHidden()

    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    for (const [name, href] of categories) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await nav.getByRole('link', { name: 'Beef', exact: true }).click()
    await expect(page).toHaveURL(/\/products\/beef$/)
  })

  test('links to Bundles, Recipes, Promos, About and Contact', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    for (const [name, href] of pageLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('the Login button goes to /admin/login', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  })

  test('the cart badge is hidden for an empty cart and counts stored lines', async ({ page }) => {
    await page.goto('/')
    await expect(cartLink(page)).toHaveAccessibleName('Cart')
    await expect(cartLink(page)).toHaveText('')
    await expect(cartLink(page)).toHaveAttribute('href', '/cart')

    await page.evaluate(([key, lines]) => localStorage.setItem(key, JSON.stringify(lines)), [
      cartKey,
      cartLines(2),
    ] as const)
    await page.reload()
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items')
    await expect(cartLink(page)).toHaveText('2')
  })

  test('the cart badge follows a change made in another tab', async ({ page, context }) => {
    await page.goto('/')
    await expect(cartLink(page)).toHaveAccessibleName('Cart')

    const otherTab = await context.newPage()
    await otherTab.goto('/')
    await otherTab.evaluate(([key, lines]) => localStorage.setItem(key, JSON.stringify(lines)), [
      cartKey,
      cartLines(3),
    ] as const)
    await expect(cartLink(page)).toHaveText('3')
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items')

    await otherTab.evaluate((key) => localStorage.setItem(key, '[]'), cartKey)
    await expect(cartLink(page)).toHaveAccessibleName('Cart')
    await expect(cartLink(page)).toHaveText('')
    await otherTab.close()
  })
})

test.describe('storefront footer', () => {
  test('lists the accepted payments and the contact email from the shop settings', async ({
    page,
  }) => {
    await page.goto('/')
    const site = await page.request.get('/api/site')
    expect(site.status()).toBe(200)
    const { contactEmail } = (await site.json()) as { contactEmail: string }
    expect(contactEmail).toContain('@')

    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByRole('region', { name: 'We Accept' }).getByRole('listitem'),
    ).toHaveText(['Cash on Delivery', 'GCash'])
    const email = footer.getByRole('link', { name: contactEmail })
    await expect(email).toBeVisible()
    await expect(email).toHaveAttribute('href', `mailto:${contactEmail}`)
  })
})

test.describe('storefront pages', () => {
  test('an unknown address shows the not-found page with status 404', async ({
    page,
    allowConsoleErrors,
  }) => {
    // Chromium logs the 404 of the document itself as a console error.
    allowConsoleErrors(/status of 404/)
    const response = await page.goto('/no-such-page/e2e')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })

  test('home shows the three value blurbs and the free-delivery banner', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    for (const title of ['Unmatched Quality', 'Expertly Butchered', 'Peak Freshness']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(page.getByText(/Free delivery on orders over ₱2,000/)).toBeVisible()
  })
})

test.describe('storefront header on a phone', () => {
  test.use({ viewport: phoneViewport })

  test('collapses into a menu button that opens the navigation', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' })
    const menu = nav.getByRole('button', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Bundles' })).toBeHidden()

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    for (const [name] of pageLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await nav.getByRole('button', { name: 'Products' }).click()
    for (const [name, href] of categories) {
      const link = nav.getByRole('link', { name, exact: true })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('href', href)
    }
    // The cart and Login stay reachable outside the menu.
    await expect(cartLink(page)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()

    await nav.getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(nav.getByRole('link', { name: 'Bundles' })).toBeHidden()
  })
})
