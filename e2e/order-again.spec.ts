import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import { paths } from '#shared/paths.ts'
import { placeOrder } from './admin-orders.helpers.ts'
import { expect, expectNoA11yViolations, expectToast, test } from './support/fixtures.ts'

/**
 * 'Order again' on a phone (issue 31 §6): from the order's link, the same lines go back
 * in the cart at today's prices, and the cart says what changed since. Its own file in
 * the shop-editing project (playwright.config.ts): it adds a published product and
 * changes its price.
 */
test.use({ viewport: { width: 360, height: 780 } })

const steak = (name: string, sku: string, price: string) => ({
  name,
  sku,
  category: 'beef',
  cutType: 'Steak',
  price,
  stock: '50',
  minOrder: '1',
  description: 'A ribeye for the grill.',
})

/** A published product made by an editor (the session must be one); its id and a clean-up. */
async function createSteak(request: APIRequestContext, name: string) {
  const sku = `E2E-${randomUUID().slice(0, 8).toUpperCase()}`
  const created = await request.post(adminCatalogApiPaths.products.create, {
    data: steak(name, sku, '1200'),
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  return {
    id,
    setPrice: async (price: string) => {
      const res = await request.put(adminCatalogApiPaths.products.item(id), {
        data: steak(name, sku, price),
      })
      expect(res.status(), await res.text()).toBe(200)
    },
    remove: async () => {
      await request.delete(adminCatalogApiPaths.products.item(id))
    },
  }
}

test.describe('order again', () => {
  test('from the status page: the same lines in the cart, and the price staff changed since', async ({
    page,
    context,
    signIn,
    allowConsoleErrors,
  }) => {
    // Chromium reports each request that fails while offline; the page handles them.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/)
    await signIn('editor')
    const name = `E2E Again Ribeye ${randomUUID().slice(0, 8)}`
    const product = await createSteak(page.request, name)
    try {
      await context.clearCookies()
      const order = await placeOrder(
        page.request,
        'Again Reyes',
        {},
        {
          productIds: [product.id],
          unit: 'kg',
        },
      )
      // Staff change the price after the order.
      await signIn('editor')
      await product.setPrice('1250')
      await context.clearCookies()

      await page.goto(paths.orderPage(order.accessToken))
      await expect(page.getByRole('heading', { name: 'Order Status' })).toBeVisible()
      await page.getByRole('button', { name: 'Order again' }).click()

      await expect(page).toHaveURL(/\/cart$/)
      await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible()
      const notices = page.getByRole('region', { name: 'Since your last order' })
      await expect(notices).toContainText(`${name} is now ₱1,250.00/kg (was ₱1,200.00)`)
      const items = page.getByRole('region', { name: 'Items in your cart' })
      await expect(items.getByRole('listitem')).toHaveCount(1)
      await expect(items.getByRole('listitem').first()).toContainText(name)
      await expect(items.getByRole('listitem').first()).toContainText('₱1,250.00')
      await expectNoA11yViolations(page)

      // The email's link (`?again=1`) does it once by itself and leaves the address.
      await page.goto(`${paths.orderPage(order.accessToken)}?again=1`)
      await expect(page).toHaveURL(/\/cart$/)
      await expect(page.getByRole('region', { name: 'Since your last order' })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`/orders/${order.accessToken}$`))
      await expect(page.getByRole('button', { name: 'Order again' })).toBeVisible()

      // Offline it says so, adds nothing and stays.
      await context.setOffline(true)
      const offline =
        'You are offline. Order again works when you are back online; nothing was added to your cart.'
      await expect(page.getByText('Order again works when you are back online.')).toBeVisible()
      await page.getByRole('button', { name: 'Order again' }).click()
      await expectToast(page, 'Nothing added', offline)
      await expect(page).toHaveURL(new RegExp(`/orders/${order.accessToken}$`))
      await context.setOffline(false)
    } finally {
      await signIn('editor')
      await product.remove()
    }
  })
})
