import type { BrowserContext, Page } from '@playwright/test'
import { phoneViewport } from './screens.ts'

/**
 * A shopper on a mid-range phone on Philippine mobile data (issue 26): a 360 px
 * touch screen, the CPU four times slower, slow 4G. Journeys that act as such a
 * shopper tap as soon as a control shows, not once the page has become the app.
 */
export const phoneProfile = {
  viewport: phoneViewport,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const

/** Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

export interface PageBeforeTheApp {
  page: Page
  /** Lets the app's scripts through and resolves once the page is the app. */
  startApp: () => Promise<void>
}

/**
 * Opens `path` in a new page of `context` on the slow phone, holding the app's
 * scripts until `startApp()`: whatever the test does before that surely happens
 * before hydration, as it does for a shopper whose phone is still fetching them.
 * The page is a plain Playwright page (the `page` fixture waits for hydration on
 * every load); the context's console watch still applies.
 */
export async function openBeforeTheApp(
  context: BrowserContext,
  path: string,
): Promise<PageBeforeTheApp> {
  const page = await slowPhonePage(context)
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return {
    page,
    startApp: async () => {
      release()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 })
    },
  }
}

/** A new page of `context` on the slow phone: CPU four times slower, slow 4G. */
async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', slow4g)
  return page
}

/**
 * Opens `path` on the slow phone and resolves as soon as the browser starts on it,
 * long before the app is ready: a journey then taps a control the moment it shows, as
 * a shopper does (for controls the app itself draws, such as a lazily loaded panel).
 */
export async function openOnTheSlowPhone(context: BrowserContext, path: string): Promise<Page> {
  const page = await slowPhonePage(context)
  await page.goto(path, { waitUntil: 'commit' })
  return page
}
