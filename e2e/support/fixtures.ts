import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  type ConsoleMessage,
  expect,
  type Page,
  type Response as PageResponse,
  type WebError,
} from '@playwright/test'
import {
  e2eEnv,
  requireEnv,
  type SessionPoolFile,
  type StaffAccount,
  type StaffRole,
} from './env.ts'

export type { StaffRole }
export { expect }

// ---------------------------------------------------------------------------
// Session pool (per worker process)
// ---------------------------------------------------------------------------

let pool: SessionPoolFile | undefined
/** Slots this worker owns, and how many tokens of each role it has used in the current one. */
const owned = { slot: -1, used: { admin: 0, editor: 0 } as Record<StaffRole, number> }

function loadPool(): SessionPoolFile {
  pool ??= JSON.parse(fs.readFileSync(requireEnv(e2eEnv.sessionPool), 'utf8')) as SessionPoolFile
  return pool
}

/**
 * Claims a slot nobody has claimed, starting at this worker's index. Exclusive file
 * creation makes the claim atomic across worker processes, so a restarted worker
 * (new workerIndex, same parallelIndex) never reuses a token an earlier one logged out.
 */
function claimSlot(workerIndex: number): number {
  const { slots } = loadPool()
  const claimsDir = requireEnv(e2eEnv.claimsDir)
  for (let i = 0; i < slots.length; i++) {
    const slot = (workerIndex + i) % slots.length
    try {
      fs.closeSync(fs.openSync(path.join(claimsDir, `slot-${slot}`), 'wx'))
      return slot
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  throw new Error(
    `the session pool is used up (${slots.length} slots): raise slotsPerWorker or sessionsPerSlot in e2e/support/global-setup.ts`,
  )
}

function takeToken(role: StaffRole, workerIndex: number): string {
  const { slots } = loadPool()
  if (owned.slot === -1 || owned.used[role] >= slots[owned.slot]![role].length) {
    owned.slot = claimSlot(workerIndex)
    owned.used = { admin: 0, editor: 0 }
  }
  const token = slots[owned.slot]![role][owned.used[role]]!
  owned.used[role] += 1
  return token
}

// ---------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------

interface Fixtures {
  /** Known staff accounts (with passwords) for the tests that use the real login form. */
  staff: Record<StaffRole, StaffAccount>
  /**
   * Signs the browser context in as `role` by adding an unused session cookie from
   * the pool (no login form). Returns who is signed in.
   */
  signIn: (role: StaffRole) => Promise<{ name: string; email: string }>
  /**
   * Console errors matching one of these are expected by the test (for example the
   * browser's own "Failed to load resource ... 401" after a failed login).
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void
  consoleAllowlist: RegExp[]
}

/** A client address of its own for each test (the shop server trusts one proxy hop). */
let addressCounter = 0
function testAddress(workerIndex: number): string {
  addressCounter += 1
  return `10.${100 + (workerIndex % 100)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

export const test = base.extend<Fixtures>({
  // Every request of the test (pages and the API client) comes from the test's own address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': testAddress(testInfo.workerIndex) })
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
  baseURL: async ({}, use) => {
    await use(requireEnv(e2eEnv.baseURL))
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
  staff: async ({}, use) => {
    await use(loadPool().staff)
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires object destructuring here.
  consoleAllowlist: async ({}, use) => {
    await use([])
  },

  allowConsoleErrors: async ({ consoleAllowlist }, use) => {
    await use((...patterns) => {
      consoleAllowlist.push(...patterns)
    })
  },

  /**
   * The usual page, watched: every console error and uncaught exception in any page
   * of the context fails the test at the end, listed, unless the test allowed it.
   */
  page: async ({ page, consoleAllowlist, baseURL }, use) => {
    const problems: string[] = []
    const context = page.context()
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return
      const where = message.location().url
      problems.push(`console error: ${message.text()}${where ? ` (at ${where})` : ''}`)
    }
    const onError = (error: WebError) => {
      const e = error.error()
      problems.push(`uncaught exception: ${e.stack ?? e.message}`)
    }
    context.on('console', onConsole)
    context.on('weberror', onError)
    waitForAppAfterLoads(page, baseURL!)
    await use(page)
    context.off('console', onConsole)
    context.off('weberror', onError)
    const unexpected = problems.filter((p) => !consoleAllowlist.some((pattern) => pattern.test(p)))
    if (unexpected.length > 0) {
      throw new Error(
        `The page reported ${unexpected.length} error(s):\n${unexpected.map((p) => `  - ${p}`).join('\n')}`,
      )
    }
  },

  signIn: async ({ context, baseURL }, use, testInfo) => {
    await use(async (role) => {
      const { cookieName, staff } = loadPool()
      const token = takeToken(role, testInfo.workerIndex)
      await context.addCookies([
        { name: cookieName, value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
      ])
      return { name: staff[role].name, email: staff[role].email }
    })
  },
})

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/**
 * Storefront pages arrive rendered by the server and come alive when React hydrates
 * them; a click before that does nothing, as it would for a shopper on a slow phone.
 * A person waits for the page to respond, so the tests do too: every full page load
 * of one of the shop's pages (goto, reload, back, forward) returns once the app has
 * marked `<html data-hydrated>`.
 */
function waitForAppAfterLoads(page: Page, baseURL: string): void {
  const shop = new URL(baseURL).origin
  const untilHydrated = async <T extends PageResponse | null>(response: T): Promise<T> => {
    const html = response?.headers()['content-type']?.startsWith('text/html') ?? false
    const ours = response !== null && new URL(response.url()).origin === shop
    if (html && ours) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    return response
  }
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  const goBack = page.goBack.bind(page)
  const goForward = page.goForward.bind(page)
  page.goto = async (...args) => untilHydrated(await goto(...args))
  page.reload = async (...args) => untilHydrated(await reload(...args))
  page.goBack = async (...args) => untilHydrated(await goBack(...args))
  page.goForward = async (...args) => untilHydrated(await goForward(...args))
}

/**
 * Opens `path` the way a click inside the shop does: the browser asks the API for the
 * page's data, where a test's `page.route` can answer instead. A page loaded from
 * the address bar arrives with its data already rendered by the server. It starts
 * from a fresh load of /about, so no answer cached earlier stands in for the route.
 */
export async function gotoInApp(page: Page, path: string): Promise<void> {
  // A fresh load first, so no answer kept from earlier in the test stands in for the route.
  await page.goto('/about')
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Waits until nothing on the page moves but what moves for ever (a spinner): a toast
 * sliding in, a panel opening. Boxes and colours are then what the shopper sees.
 */
export async function waitUntilStill(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  )
}

/** Fails on axe violations of impact serious or critical (WCAG 2.0/2.1 A and AA rules). */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Audit what a person sees once things are still: a toast caught half-way through
  // its fade-in has partial opacity and would fail the contrast rule for that instant.
  await waitUntilStill(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} [${v.impact}]: ${v.help} (${v.helpUrl})\n    targets: ${v.nodes
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    )
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([])
}

/**
 * Sonner toasts with this title (and description, when given). Toasts live in the
 * "Notifications" region that sonner renders; each toast is a list item, newest first.
 */
export function toasts(page: Page, title: string, description?: string) {
  let items = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
  if (description !== undefined) {
    items = items.filter({ has: page.getByText(description, { exact: true }) })
  }
  return items
}

/** The newest toast with this title (and description) becomes visible. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(toasts(page, title, description).first()).toBeVisible()
}
