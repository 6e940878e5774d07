import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminCatalogApiPaths } from '#shared/api-paths/admin-catalog.ts'
import { adminMediaApiPaths } from '#shared/api-paths/media.ts'
import type { UploadedImage } from '#shared/schemas/admin-catalog-views.ts'
import { pngFile } from './admin-products.helpers.ts'
import { cartKey } from './cart-lines.ts'
import { expect, test } from './support/fixtures.ts'

/**
 * The cart offline on a phone with the shop installed (issue 26): its lines keep
 * their photos and the summary keeps 'Estimated Total'. Its own file in the
 * shop-editing project (playwright.config.ts): it adds a published product with an
 * uploaded photo, which the storefront journeys would otherwise count.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } })

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

/**
 * A published steak with an uploaded photo (resized copies 320, 640 and 800 px wide),
 * priced by packed weight, created by an editor. Returns its id and a clean-up.
 */
async function createSteakWithPhoto(page: Page, name: string) {
  const upload = await page.request.post(adminMediaApiPaths.upload, {
    multipart: { file: await pngFile('steak.png', '#9b2c2c') },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const image = (await upload.json()) as UploadedImage
  const created = await page.request.post(adminCatalogApiPaths.products.create, {
    data: {
      name,
      sku: `E2E-${randomUUID().slice(0, 8).toUpperCase()}`,
      category: 'beef',
      cutType: 'Tomahawk',
      price: '1200',
      stock: '20',
      minOrder: '1',
      description: 'A bone-in ribeye for the grill.',
      pricedByPackedWeight: true,
      images: [{ url: image.url, alt: name, mediaKey: image.mediaKey }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  return {
    id,
    remove: async () => {
      await page.request.delete(adminCatalogApiPaths.products.item(id))
    },
  }
}

test.describe('the cart offline', () => {
  test('keeps each line’s photo and the Estimated Total', async ({
    page,
    context,
    signIn,
    allowConsoleErrors,
  }) => {
    // Chromium reports each request that fails while offline; the page handles them.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/)
    await signIn('editor')
    const name = `E2E Tomahawk ${randomUUID().slice(0, 8)}`
    const steak = await createSteakWithPhoto(page, name)
    // From here on a shopper: no staff session.
    await context.clearCookies()
    try {
      await page.goto('/about')
      await waitForServiceWorker(page)
      await page.goto(`/product/${steak.id}`)
      // The product's own button; the related products below have theirs.
      await page.getByRole('button', { name: 'Add to Cart' }).first().click()
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toContainText('1')
      // The phone keeps the line's photo as it is added (the toast gives a shopper that long).
      await expect
        .poll(() =>
          page.evaluate(async (key) => {
            const [line] = JSON.parse(localStorage.getItem(key) ?? '[]') as { imageUrl?: string }[]
            return line?.imageUrl ? (await caches.match(line.imageUrl)) !== undefined : false
          }, cartKey),
        )
        .toBe(true)

      // The signal drops before the shopper ever opens the cart.
      await context.setOffline(true)
      await page.goto('/cart')
      const line = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
      await expect(line).toBeVisible()
      const photo = line.locator('img')
      await expect(photo).toBeVisible()
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)

      const summary = page.getByRole('region', { name: 'Order Summary' })
      await expect(summary.locator('dt', { hasText: /Total$/ })).toHaveText('Estimated Total')
      await expect(
        summary
          .locator('dt', { hasText: 'Estimated Total' })
          .locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('₱1,200.00')
    } finally {
      await context.setOffline(false)
      await signIn('editor')
      await steak.remove()
    }
  })
})
