import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { offlineCaches } from '#shared/offline-caches.ts'
import {
  fillCheckout,
  openCheckoutWithLiempo,
  orderLinkOnConfirmation,
  placeOrderButton,
  shopper,
  uniqueEmail,
} from './checkout-helpers.ts'
import { productId } from './storefront-catalog.helpers.ts'
import { e2eEnv, requireEnv } from './support/env.ts'
import { expect, expectToast, test } from './support/fixtures.ts'

/**
 * The installable shop (issue 19, decision 0066): the service worker keeps the
 * catalog pages a shopper has seen, so they open offline, marked as possibly out of
 * date; the cart works; a page never seen offers the cart and the saved pages. The
 * other journeys block service workers; these allow them.
 */
test.use({ serviceWorkers: 'allow' })

const offlineNotice =
  'You are offline. Prices and stock may have changed since this page was saved.'
const liempo = 'Pork Belly (Liempo)'

/** Waits until the shop's service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
}

/** Every URL the service worker keeps, in every cache (precache and runtime). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}

test.describe('browsing offline', () => {
  test.beforeEach(({ allowConsoleErrors }) => {
    // Chromium reports each request that fails while offline; the page handles them.
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/)
  })

  test('pages seen online open offline with a notice; the cart works; an unseen page leads to the cart and the saved pages', async ({
    page,
    context,
  }) => {
    const productPath = `/product/${await productId(page.request, liempo)}`
    const site = (await (await page.request.get('/api/site')).json()) as { contactEmail: string }
    // The first page installs the worker; the pages after it are kept.
    await page.goto('/about')
    await waitForServiceWorker(page)
    await page.goto('/')
    await page.goto('/products/pork')
    await page.goto(productPath)
    const notice = page.getByRole('status').filter({ hasText: offlineNotice })
    await expect(notice).toHaveCount(0)

    await context.setOffline(true)
    await expect(notice).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: liempo })).toBeVisible()
    await expect(notice).toBeVisible()

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice).toBeVisible()

    await page.goto('/products/pork')
    await expect(page.getByRole('main').getByRole('link', { name: liempo })).toBeVisible()
    await expect(notice).toBeVisible()

    // The cart works from local storage.
    await page.goto(productPath)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expectToast(page, 'Added to Cart')
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible()
    await expect(page.getByRole('main').getByText(liempo).first()).toBeVisible()
    await expect(notice).toBeVisible()

    // A page never visited: the offline view, with the cart and the saved pages.
    await page.goto('/recipes')
    const offline = page.getByRole('region', { name: 'You are offline' })
    await expect(offline).toBeVisible()
    await expect(offline.getByRole('link', { name: 'Go to your cart' })).toBeVisible()
    const saved = offline.getByRole('navigation', { name: 'Saved pages' })
    // Home, the pork listing and the product, each under its own title.
    await expect(saved.getByRole('link')).toHaveCount(3)
    // The shop's details, which the worker keeps though no rendered page asked for them.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: site.contactEmail }),
    ).toBeVisible()
    await saved.getByRole('link', { name: liempo }).click()
    await expect(page).toHaveURL(productPath)
    await expect(page.getByRole('heading', { level: 1, name: liempo })).toBeVisible()
    await expect(notice).toBeVisible()

    await page.goto('/cart')
    await expect(page.getByRole('main').getByText(liempo).first()).toBeVisible()

    // Back online: the notice goes and the cart is priced by the server again.
    const quote = page.waitForResponse(
      (response) => response.url().endsWith('/api/cart/quote') && response.ok(),
    )
    await context.setOffline(false)
    await quote
    await expect(notice).toHaveCount(0)
    await expect(page.getByText('Checking prices and stock…')).toHaveCount(0)
  })

  test('an order already seen opens offline: its confirmation and its status page', async ({
    page,
    context,
  }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await openCheckoutWithLiempo(page)
    const email = uniqueEmail('offline-order')
    await fillCheckout(page, email)
    await placeOrderButton(page).click()
    const thanks = page.getByRole('heading', { level: 1, name: 'Thank You For Your Order!' })
    await expect(thanks).toBeVisible()
    const orderId = (await page.getByTestId('order-id').textContent()) ?? ''
    const orderLink = await orderLinkOnConfirmation(page)

    await context.setOffline(true)
    await page.reload()
    await expect(thanks).toBeVisible()
    await expect(page.getByTestId('order-id')).toHaveText(orderId)

    // The emailed link, opened offline: what the device kept (no name or address).
    await page.goto(orderLink)
    const order = page.getByRole('article', { name: `Order ${orderId}` })
    await expect(order).toContainText(liempo)
    await expect(order).not.toContainText(shopper.address)
    await expect(
      page.getByRole('status').filter({ hasText: 'This is your order as last seen on' }),
    ).toBeVisible()
  })

  test("keeps no staff screen, no order, no sign-in and no quote in the device's caches", async ({
    page,
  }) => {
    await page.goto('/about')
    await waitForServiceWorker(page)
    await page.goto(`/product/${await productId(page.request, liempo)}`)
    await page.goto('/cart')
    await page.goto('/order-status')
    const urls = await cachedUrls(page)
    expect(urls.some((url) => url.includes('/assets/'))).toBe(true)
    expect(urls.filter((url) => /\/api\/(?:admin|auth|orders|cart|checkout)\b/.test(url))).toEqual(
      [],
    )
    // The shopper's own pages are never kept (their code is, under /assets).
    expect(
      urls.filter((url) =>
        /^\/(?:cart|checkout|order-status|orders|order-confirmation|admin)\b/.test(
          new URL(url).pathname,
        ),
      ),
    ).toEqual([])
    // The back office's chunks (built from src/web/admin) are never precached.
    const manifest = JSON.parse(
      fs.readFileSync(
        path.join(requireEnv(e2eEnv.tmpDir), 'app', 'dist', 'client-manifest.json'),
        'utf8',
      ),
    ) as Record<string, { file: string }>
    const adminFiles = Object.entries(manifest)
      .filter(([key]) => /(^|\/)admin\//.test(key))
      .map(([, chunk]) => `/${chunk.file}`)
    expect(adminFiles.length).toBeGreaterThan(0)
    expect(urls.filter((url) => adminFiles.includes(new URL(url).pathname))).toEqual([])
    expect(await page.evaluate((name) => caches.has(name), offlineCaches.catalogPages)).toBe(true)
  })

  test('Chromium finds the shop installable', async ({ playwright, baseURL }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which every
    // Playwright context is: this check runs in a profile of its own.
    const profile = fs.mkdtempSync(path.join(requireEnv(e2eEnv.tmpDir), 'install-profile-'))
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await waitForServiceWorker(page)
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/)
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    }
  })
})
