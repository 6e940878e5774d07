import type { APIRequestContext, Page } from '@playwright/test'
import type { ListOf, PublicRecipe } from '#shared/schemas/catalog.ts'
import { productId } from './storefront-catalog.helpers.ts'
import { expect, test } from './support/fixtures.ts'
import { phoneViewport } from './support/screens.ts'

/**
 * A shopper whose browser runs JavaScript sees a page the server rendered for a while
 * before the app starts (decision 0069). What it says to a shopper without JavaScript
 * (docs/product-rules.md §2) must never show to this one, and the header must be the
 * one that stays: Login is there from the first paint and nothing in it moves.
 */

const toOrder = 'Turn on JavaScript to order'
const toSeeYourOrder = 'Turn on JavaScript to see your order'

/**
 * Opens `path` with the app's scripts held back: the page is as the server sent it,
 * loaded and painted (the scripts are asked for only after that, decision 0069), and
 * nothing of the app has run. `release` lets the scripts through and returns once the
 * app has hydrated the page.
 */
async function openWithScriptsHeld(page: Page, path: string) {
  let letThrough = () => {}
  const gate = new Promise<void>((resolve) => {
    letThrough = resolve
  })
  let scriptAsked = () => {}
  const asked = new Promise<void>((resolve) => {
    scriptAsked = resolve
  })
  await page.route('**/assets/**', async (route) => {
    // The stylesheet goes through: the page paints styled before its scripts.
    if (new URL(route.request().url()).pathname.endsWith('.js')) {
      scriptAsked()
      await gate
    }
    await route.continue()
  })
  // The fixtures' goto returns once the page has hydrated, so it is awaited on release.
  const loaded = page.goto(path)
  await asked
  expect(await page.locator('html[data-hydrated]').count(), 'not hydrated yet').toBe(0)
  return {
    release: async () => {
      letThrough()
      await loaded
      await page.unrouteAll()
    },
  }
}

/**
 * Watches every frame from the page's first one: whether the note was ever rendered
 * (innerText leaves out what is not displayed, and a <noscript> is not displayed when
 * scripts run).
 */
async function watchEveryFrameFor(page: Page, texts: readonly string[]) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { seenNotes: string[] }
    w.seenNotes = []
    const look = () => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point.
      const text = document.body?.innerText ?? ''
      for (const note of watched) {
        if (text.includes(note) && !w.seenNotes.includes(note)) w.seenNotes.push(note)
      }
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  }, texts)
  return () => page.evaluate(() => (window as unknown as { seenNotes: string[] }).seenNotes)
}

async function recipePath(request: APIRequestContext) {
  const { items } = (await (
    await request.get('/api/catalog/recipes')
  ).json()) as ListOf<PublicRecipe>
  return `/recipe/${items[0]!.id}`
}

test.describe('with JavaScript, the notes for shoppers without it never show', () => {
  test('before the app starts, and after', async ({ page, request }) => {
    const pages: [path: string, note: string, control: string | null][] = [
      [`/product/${await productId(request, 'Premium Ribeye Steak')}`, toOrder, 'Add to Cart'],
      ['/products', toOrder, 'Add to Cart'],
      ['/bundles', toOrder, 'Add Bundle to Cart'],
      [await recipePath(request), toOrder, 'Add All to Cart'],
      ['/store/prod_01JZ8Q6W3KWAGYU', toOrder, 'Add to Cart'],
      ['/cart', toOrder, null],
      ['/checkout', toOrder, null],
      ['/order-status', toSeeYourOrder, null],
    ]
    const seenNotes = await watchEveryFrameFor(page, [toOrder, toSeeYourOrder])
    for (const [path, note, control] of pages) {
      // The server does send the note, for a browser that will not run the app.
      const html = await (await request.get(path)).text()
      expect(html, path).toContain(note)

      const { release } = await openWithScriptsHeld(page, path)
      const main = page.getByRole('main')
      await expect(main.getByText(note).filter({ visible: true }), path).toHaveCount(0)
      // What the note stands in for is there: the control, as it will be once the app
      // runs, or the spinner of a shell-only page until the app fills it in.
      if (control) {
        await expect(main.getByRole('button', { name: control }).first(), path).toBeVisible()
      } else {
        await expect(main.getByRole('status').filter({ hasText: 'Loading' }), path).toBeVisible()
      }
      await release()
      await expect(main.getByText(note).filter({ visible: true }), path).toHaveCount(0)
      if (control) {
        await expect(main.getByRole('button', { name: control }).first(), path).toBeEnabled()
      }
      expect(await seenNotes(), path).toEqual([])
    }
  })
})

const header = (page: Page) => page.getByRole('banner')

test.describe('the header the server renders is the one that stays', () => {
  test("Login is in the server's HTML, outside any <noscript>", async ({ request }) => {
    const html = await (await request.get('/')).text()
    const banner = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
    const withScripts = banner.replace(/<noscript[\s\S]*?<\/noscript>/g, '')
    expect(withScripts).toMatch(/<a [^>]*href="\/admin\/login"[^>]*>Login<\/a>/)
  })

  for (const [device, viewport] of [
    ['a wide screen', { width: 1280, height: 720 }],
    ['a phone', phoneViewport],
  ] as const) {
    test(`brand, cart and Login keep their boxes through hydration, on ${device}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport)
      const { siteName } = (await (await request.get('/api/site')).json()) as {
        siteName: string
      }
      const parts = {
        brand: header(page).getByRole('link', { name: siteName }),
        cart: header(page).getByRole('link', { name: /^Cart/ }),
        login: header(page).getByRole('link', { name: 'Login', exact: true }),
      }
      const boxes = async () => ({
        brand: await parts.brand.boundingBox(),
        cart: await parts.cart.boundingBox(),
        login: await parts.login.boundingBox(),
      })

      const { release } = await openWithScriptsHeld(page, '/')
      await expect(parts.login, 'Login before hydration').toBeVisible()
      const before = await boxes()
      // The session check answers after hydration; for a shopper, Login stays.
      const sessionChecked = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/auth/me',
      )
      await release()
      await sessionChecked
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      expect(await boxes()).toEqual(before)
      await expect(parts.login).toHaveAttribute('href', '/admin/login')
    })
  }
})
